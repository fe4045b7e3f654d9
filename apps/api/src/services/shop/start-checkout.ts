import {
  NEW_MEMBER_OFFER,
  type PricedCheckout,
  priceCheckout,
} from "@inkforge/domain/shop/pricing";
import {
  claimIdempotencyKey,
  closePendingOrder,
  insertOrder,
  insertOrderClaimingKey,
  type NewOrder,
  type NewOrderLine,
  recordCheckoutAnswer,
  releaseIdempotencyKey,
} from "../../db/queries/shop";
import type { OrderRow, User } from "../../db/schema";
import { AppError } from "../../errors";
import { assertOffersOnSale } from "../admin/on-sale";
import type { ShopContext } from "./context";
import { providerFailed, withShopRules } from "./errors";
import { type IdempotencyRequest, resolveExistingKey } from "./idempotency";
import { requireNotOwned } from "./ownership";
import { toReturnUrl } from "./return-urls";
import { shippingOffer } from "./shipping-rates";

export type CheckoutIntent = {
  /** `card`: a hosted checkout page, answers `{ url }`; `paypal`: an order, answers `{ id }`. */
  channel: "card" | "paypal";
  productIds: string[];
  /** The request field the product ids came from (named in errors). */
  field: string;
  /** Must be a subscription (`subs/paynow`, `recurring-payment`) or must not be. */
  expect: "subscription" | "payment" | "any";
  specialOffer?: string | null;
  affiliate?: string | null;
  successPath: string;
  failPath: string;
};

export type CheckoutAnswer = { url: string } | { id: string; approve_url?: string };

/**
 * Starts a purchase (decision 0018): the server prices it from the catalogue (client amounts are
 * never read), records the order and its lines as pending, asks the provider for a checkout, and
 * answers its URL (or PayPal-style order id). With an Idempotency-Key the first answer is replayed;
 * the key, the order and the lines are written in one statement before the provider is called,
 * and the provider gets a key derived from the order id, so a retry never opens a second checkout.
 */
export async function startCheckout(
  ctx: ShopContext,
  user: User,
  intent: CheckoutIntent,
  idempotency: IdempotencyRequest | undefined,
): Promise<CheckoutAnswer> {
  const priced: PricedCheckout = withShopRules(intent.field, () =>
    priceCheckout({
      productIds: intent.productIds,
      specialOffer: intent.specialOffer ?? null,
      accountCreatedAt: user.createdAt,
      now: ctx.now,
      discountPercent: ctx.discountPercent,
    }),
  );
  await assertOffersOnSale(ctx.db, intent.productIds, intent.field);
  if (intent.expect !== "any" && priced.mode !== intent.expect) {
    const message =
      intent.expect === "subscription"
        ? "must be a monthly or yearly product"
        : "is a subscription; subscribe through /api/subs/paynow or /api/features/recurring-payment";
    throw new AppError("VALIDATION_FAILED", `${intent.field}: ${message}`, {
      details: [{ path: intent.field, message }],
    });
  }
  if (intent.channel === "paypal" && priced.mode === "subscription") {
    const message = "subscriptions are paid by card, through /api/subs/paynow";
    throw new AppError("VALIDATION_FAILED", `${intent.field}: ${message}`, {
      details: [{ path: intent.field, message }],
    });
  }
  if (intent.channel === "paypal" && priced.requiresShipping) {
    // The shipping address and its rate are collected on the card checkout page (decision 0028).
    const message =
      "merch ships through card checkout (/api/features/paynow), which asks for the address";
    throw new AppError("VALIDATION_FAILED", `${intent.field}: ${message}`, {
      details: [{ path: intent.field, message }],
    });
  }
  await requireNotOwned(ctx, user, priced, intent.field);
  const card = ctx.providers.card;
  const paypal = ctx.providers.paypal;
  const provider = intent.channel === "card" ? card : paypal;
  if (!provider) {
    throw new AppError(
      "NOT_FOUND",
      intent.channel === "card" ? "Card checkout is not available" : "PayPal is not available",
    );
  }

  // 1. The key, the order and its lines, in one statement.
  const newOrder = {
    userId: user.id,
    provider: provider.name,
    channel: intent.channel,
    mode: priced.mode,
    interval: priced.interval,
    totalCents: priced.totalCents,
    currency: priced.currency,
    specialOffer: priced.appliedOffer === NEW_MEMBER_OFFER ? NEW_MEMBER_OFFER : null,
    affiliate: intent.affiliate?.trim() || null,
    successUrl: toReturnUrl(ctx.webOrigin, intent.successPath),
    failUrl: toReturnUrl(ctx.webOrigin, intent.failPath),
    createdAt: ctx.now,
  };
  const newLines = toOrderLines(priced);
  const started = idempotency
    ? ((await insertOrderClaimingKey(ctx.db, newOrder, newLines, {
        key: idempotency.key,
        requestHash: idempotency.hash,
      })) ?? (await startWithHeldKey(ctx, user, idempotency, newOrder, newLines)))
    : await insertOrder(ctx.db, newOrder, newLines);
  if ("replay" in started) return started.replay as CheckoutAnswer;
  const order = started;

  // 2. The provider, outside the transaction, with a key derived from our order id.
  let answer: CheckoutAnswer;
  let providerRef: string;
  try {
    ({ answer, providerRef } = await createAtProvider(ctx, order, priced, user, intent.channel));
  } catch (error) {
    await ctx.db.transaction(async (tx) => {
      await closePendingOrder(tx, order.id, "failed");
      if (idempotency) await releaseIdempotencyKey(tx, { userId: user.id, key: idempotency.key });
    });
    ctx.log.error({ err: error, orderId: order.id }, "the payment provider refused a checkout");
    throw providerFailed(error);
  }

  // 3. Its answer: the order's provider id and the key's replayable answer, in one statement.
  await recordCheckoutAnswer(ctx.db, {
    orderId: order.id,
    providerRef,
    userId: user.id,
    key: idempotency?.key ?? null,
    response: answer,
  });
  return answer;
}

/**
 * Someone holds the key already (the rare path): replay its answer, refuse, or, when the key has
 * expired, take it over for this request and write the order with it, in one transaction.
 */
async function startWithHeldKey(
  ctx: ShopContext,
  user: User,
  idempotency: IdempotencyRequest,
  newOrder: NewOrder,
  newLines: NewOrderLine[],
): Promise<OrderRow | { replay: Record<string, unknown> }> {
  return ctx.db.transaction(async (tx) => {
    const claimRequest = {
      userId: user.id,
      key: idempotency.key,
      requestHash: idempotency.hash,
      now: ctx.now,
    };
    const claim = await claimIdempotencyKey(tx, claimRequest);
    if (!claim.claimed) {
      const resolved = resolveExistingKey(claim.existing, idempotency, ctx.now);
      if (resolved) return { replay: resolved.replay };
      // Expired: take the key over for this request.
      await releaseIdempotencyKey(tx, { userId: user.id, key: idempotency.key });
      await claimIdempotencyKey(tx, claimRequest);
    }
    return insertOrder(tx, newOrder, newLines);
  });
}

/** The order lines of a priced checkout, in its order; quantity is always 1. */
function toOrderLines(priced: PricedCheckout): NewOrderLine[] {
  return priced.lines.map((line, position) => ({
    position,
    productId: line.productId,
    kind: line.kind,
    title: line.title,
    unitCents: line.unitCents,
    listCents: line.listCents,
    quantity: 1,
  }));
}

async function createAtProvider(
  ctx: ShopContext,
  order: OrderRow,
  priced: PricedCheckout,
  user: User,
  channel: "card" | "paypal",
): Promise<{ answer: CheckoutAnswer; providerRef: string }> {
  const lines = priced.lines.map((line) => ({
    productId: line.productId,
    title: line.title,
    unitCents: line.unitCents,
    quantity: 1,
  }));
  if (channel === "card") {
    const session = await ctx.providers.card!.createCheckout({
      orderId: order.id,
      mode: priced.mode,
      interval: priced.interval,
      subscriptionProductId: priced.mode === "subscription" ? lines[0]!.productId : null,
      lines,
      totalCents: priced.totalCents,
      currency: priced.currency,
      customerEmail: user.email,
      successUrl: order.successUrl,
      cancelUrl: order.failUrl,
      idempotencyKey: `order:${order.id}:checkout`,
      requiresShipping: priced.requiresShipping,
      shipping: priced.requiresShipping ? shippingOffer() : null,
    });
    return { answer: { url: session.url }, providerRef: session.providerRef };
  }
  const created = await ctx.providers.paypal!.createOrder({
    orderId: order.id,
    lines,
    totalCents: priced.totalCents,
    currency: priced.currency,
    returnUrl: order.successUrl,
    cancelUrl: order.failUrl,
    requestId: `order:${order.id}:create`,
  });
  return {
    answer: { id: created.id, approve_url: created.approveUrl },
    providerRef: created.id,
  };
}
