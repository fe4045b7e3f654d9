import { DISCOUNT_PERCENT } from "@inkforge/domain/constants";
import {
  findMerchItem,
  findProduct,
  isFreeProduct,
  isRecurringProduct,
  type Product,
  resolveCheckoutProduct,
} from "@inkforge/domain/shop/catalogue";
import {
  type CheckoutOffer,
  type CheckoutPeriod,
  firstQueryValue,
  readCheckoutOffer,
} from "@inkforge/domain/shop/checkout-links";
import { isShopError } from "@inkforge/domain/shop/errors";
import { applyPercentDiscount } from "@inkforge/domain/shop/money";
import type { ProductStanding } from "@inkforge/domain/shop/ownership";
import {
  isNewMemberEligibleProduct,
  NEW_MEMBER_OFFER,
  newMemberPriceCents,
} from "@inkforge/domain/shop/pricing";
import { grantNames } from "@inkforge/domain/shop/product-views";

/*
 * What /checkout/v3 sells, resolved on the server from the query (`product`, `type`, `offer`)
 * with the shop's catalogue. The checkout shows the catalogue price; the API prices the order
 * again and alone decides what is charged (decision 0016).
 */

/** How the item is paid: claimed for nothing, a subscription, or one payment. */
type CheckoutKind = "free" | "subscription" | "one-time";

export type CheckoutItem = {
  /** The id sent to the API (`pro-monthly`, `trademark-checker-lifetime`, a merch id). */
  productId: string;
  /** The offer (shop item) the product belongs to; merch items are their own offer. */
  offerId: string;
  /** Name without the period ("Pro"). */
  name: string;
  description: string;
  kind: CheckoutKind;
  /** The product's period; merch is "one-time". */
  period: "free" | CheckoutPeriod | "one-time";
  /** Catalogue price per period, in cents. */
  priceCents: number;
  /** The new-member price when the link asks for the offer and the product is lifetime. */
  offerPriceCents: number | null;
  offer: CheckoutOffer | null;
  /** True for Pro, Pro Max, Ultra and Supreme (bought through the subscription call). */
  isPlan: boolean;
  /** Names of what a purchase unlocks. */
  grants: string[];
  /** Where the product page is. */
  productPath: string;
};

export type CheckoutResolution =
  | { ok: true; item: CheckoutItem }
  | { ok: false; problem: "missing" | "unknown" | "period"; message: string };

type QueryValue = string | string[] | undefined;

function kindOf(product: Product): CheckoutKind {
  if (isFreeProduct(product._id)) return "free";
  return isRecurringProduct(product) ? "subscription" : "one-time";
}

function fromProduct(product: Product, offer: CheckoutOffer | null): CheckoutItem {
  const period = product.billingPeriod;
  const offerApplies = offer !== null && period === "lifetime" && product.priceCents > 0;
  return {
    productId: product._id,
    offerId: product.offerId,
    name: product.offerTitle,
    description: product.description,
    kind: kindOf(product),
    period,
    priceCents: product.priceCents,
    offerPriceCents: offerApplies
      ? applyPercentDiscount(product.priceCents, DISCOUNT_PERCENT)
      : null,
    offer: offerApplies ? offer : null,
    isPlan: product.tier !== undefined,
    grants: grantNames(product),
    productPath: `/shop/${product.offerId}`,
  };
}

const PRODUCT_ID = /^[a-z0-9-]{1,128}$/;

/** Resolves `/checkout/v3?product=…&type=…&offer=…`. Never throws. */
export function resolveCheckoutItem(query: {
  product?: QueryValue;
  type?: QueryValue;
  offer?: QueryValue;
}): CheckoutResolution {
  const id = firstQueryValue(query.product)?.trim().toLowerCase() ?? "";
  if (!id) {
    return { ok: false, problem: "missing", message: "No product was chosen for this checkout." };
  }
  if (!PRODUCT_ID.test(id)) {
    return { ok: false, problem: "unknown", message: "We don't sell a product with that name." };
  }
  const rawType = firstQueryValue(query.type);
  const offer = readCheckoutOffer(query.offer);

  const merch = findMerchItem(id);
  if (merch) {
    return {
      ok: true,
      item: {
        productId: merch._id,
        offerId: merch._id,
        name: merch.title,
        description: merch.description,
        kind: "one-time",
        period: "one-time",
        priceCents: merch.priceCents,
        offerPriceCents: null,
        offer: null,
        isPlan: false,
        grants: [],
        productPath: `/shop/${merch._id}`,
      },
    };
  }

  const period =
    rawType === "month" || rawType === "year" || rawType === "lifetime" ? rawType : undefined;
  if (rawType !== undefined && rawType !== "" && period === undefined) {
    return {
      ok: false,
      problem: "period",
      message: "That billing period doesn't exist. Choose monthly, yearly or lifetime.",
    };
  }
  try {
    return { ok: true, item: fromProduct(resolveCheckoutProduct(id, period), offer) };
  } catch (error) {
    if (!isShopError(error)) throw error;
    return error.code === "UNKNOWN_PRODUCT"
      ? { ok: false, problem: "unknown", message: "We don't sell a product with that name." }
      : {
          ok: false,
          problem: "period",
          message: "This product isn't sold with that billing period.",
        };
  }
}

/** The query that opens this item's checkout again (offer id and period, like the site's links). */
export function checkoutTarget(item: CheckoutItem): {
  product: string;
  period: CheckoutPeriod | null;
} {
  if (item.period === "month" || item.period === "year" || item.period === "lifetime") {
    return { product: item.offerId, period: item.period };
  }
  return { product: item.productId, period: null };
}

/** What the checkout knows of the signed-in buyer (from `GET /api/account`). */
export type CheckoutBuyer = {
  /** True while the account is under 24 hours old at the server's clock. */
  newMember: boolean;
  /** The item's standing from the buyer's holdings (decision 0027); null for merch. */
  standing: ProductStanding | null;
};

/**
 * The item as this buyer pays for it (decision 0027): the new-member price shows for a new member
 * whatever link they came from, and never for anyone else, like the API charges it.
 */
export function priceForBuyer(item: CheckoutItem, buyer: Pick<CheckoutBuyer, "newMember">) {
  const product = findProduct(item.productId);
  const eligible =
    buyer.newMember &&
    product !== undefined &&
    product.priceCents > 0 &&
    isNewMemberEligibleProduct(product);
  return {
    ...item,
    offerPriceCents: eligible ? newMemberPriceCents(product, DISCOUNT_PERCENT) : null,
    offer: eligible ? NEW_MEMBER_OFFER : null,
  } satisfies CheckoutItem;
}

/** Pages members of an offer use; an owner who follows a checkout link for it lands there. */
const memberPages: Partial<Record<string, string>> = {
  "hot-niches": "/hot-niches",
  masterclass: "/masterclass",
};

/** Where an owner of `item` goes instead of its checkout, when it has a members' page. */
export function memberPageOf(item: Pick<CheckoutItem, "offerId">): string | null {
  return memberPages[item.offerId] ?? null;
}

/**
 * PayPal sells one-time items (lifetime products, downloads); subscriptions go through the card
 * checkout, whose provider handles renewals, and so does merch, whose page asks for the shipping
 * address and charges the destination's rate (decision 0028).
 */
export function isPayPalEligible(item: Pick<CheckoutItem, "kind" | "productId">): boolean {
  return item.kind === "one-time" && !findMerchItem(item.productId);
}
