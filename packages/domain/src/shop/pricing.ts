import { DISCOUNT_PERCENT } from "../constants";
import {
  findMerchItem,
  findProduct,
  isRecurringProduct,
  type PlanCard,
  type Product,
} from "./catalogue";
import { type ProductBillingPeriod, type RecurringPeriod, SHOP_CURRENCY } from "./enums";
import { ShopError } from "./errors";
import { applyPercentDiscount } from "./money";
import { isWithinNewMemberWindow } from "./new-member-window";
import { isValidDate } from "./owned";

export { isWithinNewMemberWindow };

/*
 * The server-side price decision (DESIGN 4: the server alone decides prices and discounts;
 * decision 0016). A client sends product ids and, at most, the name of an offer; amounts,
 * currencies and quantities it sends are never read.
 */

export const NEW_MEMBER_OFFER = "new-member";
export type SpecialOffer = typeof NEW_MEMBER_OFFER;

/** True for the products the new-member offer discounts: lifetime ones. */
export function isNewMemberEligibleProduct(product: Pick<Product, "billingPeriod">): boolean {
  return product.billingPeriod === "lifetime";
}

/** What a new member pays for `product`: `discountPercent` off a lifetime price, else the list price. */
export function newMemberPriceCents(
  product: Pick<Product, "billingPeriod" | "priceCents">,
  discountPercent: number = DISCOUNT_PERCENT,
): number {
  return isNewMemberEligibleProduct(product)
    ? applyPercentDiscount(product.priceCents, discountPercent)
    : product.priceCents;
}

export type CheckoutLine = {
  productId: string;
  title: string;
  /** What the buyer pays for this line, in cents (after any offer). */
  unitCents: number;
  /** Always 1: a feature is owned once; a checkout sells one of each item. */
  quantity: 1;
  /** The catalogue price before any offer. */
  listCents: number;
  /** The product's billing period; merch is paid once. */
  billingPeriod: ProductBillingPeriod | "one-time";
  kind: "product" | "merch";
};

export type PricedCheckout = {
  lines: CheckoutLine[];
  totalCents: number;
  currency: typeof SHOP_CURRENCY;
  appliedOffer: SpecialOffer | null;
  /** `subscription` for a single monthly or yearly product, else a one-time `payment`. */
  mode: "payment" | "subscription";
  interval: RecurringPeriod | null;
  /** True when merch is in the cart: the provider's checkout must collect an address. */
  requiresShipping: boolean;
};

export type CheckoutRequest = {
  /** Product (or merch) ids as the client sent them; repeats are ignored. */
  productIds: readonly string[];
  /**
   * The offer the client named ("new-member" from /new-member). Not read: the new-member price
   * follows from the account's age alone, whatever page or query the checkout came from
   * (decision 0027), so the same buyer never sees two prices for one product.
   */
  specialOffer?: string | null;
  /** When the buyer's account was created (for the new-member offer). */
  accountCreatedAt?: Date | string | null;
  /** The server's clock. */
  now: Date;
  /** Percent off lifetime items in the new-member offer; 55 by default. */
  discountPercent?: number;
};

type Item = { kind: "product"; product: Product } | { kind: "merch"; id: string };

function lookUp(id: string): Item {
  const product = findProduct(id);
  if (product) return { kind: "product", product };
  if (findMerchItem(id)) return { kind: "merch", id };
  throw new ShopError("UNKNOWN_PRODUCT", `Unknown product: ${id}`, id);
}

function uniqueIds(productIds: readonly string[]): string[] {
  if (productIds.length === 0) throw new ShopError("EMPTY_CART", "No products to check out");
  return [...new Set(productIds)];
}

/**
 * Prices a paid checkout. Every id must exist (else `ShopError` UNKNOWN_PRODUCT naming it); free
 * items are refused (they are claimed through the free path); a monthly or yearly product must be
 * alone in its checkout (MIXED_BILLING). For an account younger than 24 hours at `now` (a new
 * member), lifetime products cost `discountPercent` less (rounded half a cent up), whether or not
 * the offer was named; nothing else is discounted, and nobody else gets it. When no line is
 * discounted, `appliedOffer` is null.
 */
export function priceCheckout(request: CheckoutRequest): PricedCheckout {
  const { now, discountPercent = DISCOUNT_PERCENT } = request;
  if (!isValidDate(now)) throw new RangeError("now must be a valid Date");
  const items = uniqueIds(request.productIds).map(lookUp);

  const recurring = items.filter(
    (item) => item.kind === "product" && isRecurringProduct(item.product),
  );
  if (recurring.length > 0 && items.length > 1) {
    const first = recurring[0] as { product: Product };
    throw new ShopError(
      "MIXED_BILLING",
      `Subscription ${first.product._id} must be checked out on its own`,
      first.product._id,
    );
  }

  const eligible = isWithinNewMemberWindow(request.accountCreatedAt, now);
  let discounted = false;

  const lines = items.map((item): CheckoutLine => {
    if (item.kind === "merch") {
      const merch = findMerchItem(item.id)!;
      return {
        productId: merch._id,
        title: merch.title,
        unitCents: merch.priceCents,
        quantity: 1,
        listCents: merch.priceCents,
        billingPeriod: "one-time",
        kind: "merch",
      };
    }
    const { product } = item;
    if (product.priceCents === 0) {
      throw new ShopError(
        "FREE_PRODUCT_IN_PAID_CHECKOUT",
        `Product ${product._id} is free; claim it without payment`,
        product._id,
      );
    }
    const unitCents = eligible ? newMemberPriceCents(product, discountPercent) : product.priceCents;
    if (unitCents < product.priceCents) discounted = true;
    return {
      productId: product._id,
      title: product.title,
      unitCents,
      quantity: 1,
      listCents: product.priceCents,
      billingPeriod: product.billingPeriod,
      kind: "product",
    };
  });

  const subscription = recurring[0];
  return {
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0),
    currency: SHOP_CURRENCY,
    appliedOffer: discounted ? NEW_MEMBER_OFFER : null,
    mode: subscription ? "subscription" : "payment",
    interval:
      subscription?.kind === "product" && isRecurringProduct(subscription.product)
        ? subscription.product.billingPeriod
        : null,
    requiresShipping: items.some((item) => item.kind === "merch"),
  };
}

/**
 * Checks a free claim (`POST /api/features/freepaynow`): every id must be an existing free item.
 * Returns the products to grant, without repeats. Throws `ShopError` UNKNOWN_PRODUCT,
 * PAID_PRODUCT_IN_FREE_CHECKOUT (naming the id) or EMPTY_CART.
 */
export function resolveFreeClaim(productIds: readonly string[]): Product[] {
  return uniqueIds(productIds).map((id) => {
    const product = findProduct(id);
    if (!product) throw new ShopError("UNKNOWN_PRODUCT", `Unknown product: ${id}`, id);
    if (product.billingPeriod !== "free" || product.priceCents !== 0) {
      throw new ShopError(
        "PAID_PRODUCT_IN_FREE_CHECKOUT",
        `Product ${id} is not free; it must be paid for`,
        id,
      );
    }
    return product;
  });
}

/** Percentage saved by paying yearly instead of twelve monthly payments, rounded down. */
export function yearlySavingPercent(plan: Pick<PlanCard, "priceCents">): number {
  const twelveMonths = plan.priceCents.month * 12;
  if (twelveMonths <= 0) return 0;
  return Math.floor(((twelveMonths - plan.priceCents.year) * 100) / twelveMonths);
}
