import { bonusFeatureIds, orderBonusGrants } from "@inkforge/domain/shop/bonus-items";
import { findProduct, isRecurringProduct } from "@inkforge/domain/shop/catalogue";
import type { Database } from "../../db/client";
import { listHeldFeatures } from "../../db/queries/bonus-items";
import {
  insertGrantsWithNotification,
  insertSubscription,
  listOrderLines,
  markOrderPaid,
  markOrderPaidWithGrants,
  type NewGrant,
  recordPaymentEvent,
} from "../../db/queries/shop";
import type {
  OrderLineRow,
  OrderRow,
  PaymentProviderName,
  ShippingAddress,
  SubscriptionRow,
} from "../../db/schema";
import type { ProviderSubscriptionState } from "../payments/provider";

export type FulfilResult =
  | { fulfilled: true; order: OrderRow; subscription: SubscriptionRow | null; grants: number }
  /** `replayedEvent`: the event that paid was recorded before, so nothing was written. */
  | { fulfilled: false; replayedEvent: boolean };

/** The provider event that paid the order, recorded with the fulfilment. */
export type PayingEvent = { provider: PaymentProviderName; eventId: string; type: string };

/**
 * Marks a pending order paid and grants what it bought, inside the caller's transaction
 * (decision 0018). Only the caller whose conditional update wins does anything; every other
 * concurrent or later caller gets `fulfilled: false`. So however often a payment is captured or
 * notified, its features are granted once and its notification is written once:
 *   - one-off products: one owned-feature row per granted feature, `until` null, and a 004;
 *   - a subscription: the subscription row, its grants with `until` = the period end, and a 005.
 *     (No board-creation subscription is sold, so 003 is never written; decision 0020.)
 * Merch lines grant nothing. An order the new-member offer was honoured on also grants the bonus
 * book (eBook and audiobook) in the same statement, unless the buyer holds it already (decision
 * 0072). With `event`, the event is recorded in the same transaction (for a
 * one-off order, in the same statement) and a replayed event changes nothing.
 */
export async function fulfilPaidOrder(
  tx: Database,
  order: OrderRow,
  {
    now,
    paymentRef,
    subscription,
    lines: knownLines,
    event = null,
    shipping = null,
    reopen = false,
  }: {
    now: Date;
    paymentRef: string | null;
    subscription: ProviderSubscriptionState | null;
    event?: PayingEvent | null;
    /** The order's lines when the caller has them (saves reading them back). */
    lines?: OrderLineRow[];
    /** Merch: the address and the shipping charged; the order then awaits fulfilment. */
    shipping?: { address: ShippingAddress; amountCents: number } | null;
    /** A failed or cancelled order whose (late) payment matched it: fulfil it too. */
    reopen?: boolean;
  },
): Promise<FulfilResult> {
  const lines = knownLines ?? (await listOrderLines(tx, [order.id]));
  const products = lines.flatMap((line) => {
    const product = findProduct(line.productId);
    return product ? [product] : [];
  });

  if (order.mode === "payment") {
    // Only an order the offer was honoured on pays for this read; every other order skips it.
    const bonus = order.specialOffer
      ? orderBonusGrants({
          specialOffer: order.specialOffer,
          alreadyHeld: (
            await listHeldFeatures(tx, order.userId, Object.values(bonusFeatureIds))
          ).map((row) => row.featureId),
        })
      : [];
    // The hot path: paid, granted and announced in one statement (decision 0024).
    const result = await markOrderPaidWithGrants(tx, order.id, {
      now,
      captureRef: paymentRef,
      grants: [
        ...products.flatMap((product) =>
          product.grants.map((featureId) => ({
            featureId,
            shopId: product._id,
            period: product.billingPeriod === "free" ? ("free" as const) : ("lifetime" as const),
          })),
        ),
        ...bonus,
      ],
      note: { code: "004", data: { product: lines.map((line) => line.title).join(", ") } },
      event,
      shipping,
      reopen,
    });
    if (!result.paid) return { fulfilled: false, replayedEvent: !result.eventRecorded };
    const { order: paid, grants } = result.paid;
    return { fulfilled: true, order: paid, subscription: null, grants };
  }

  if (event) {
    const fresh = await recordPaymentEvent(tx, { ...event, orderId: order.id, now });
    if (!fresh) return { fulfilled: false, replayedEvent: true };
  }
  const paid = await markOrderPaid(tx, order.id, { now, captureRef: paymentRef, reopen });
  if (!paid) return { fulfilled: false, replayedEvent: false };
  const product = products.find(isRecurringProduct);
  if (!product || !subscription) {
    throw new Error(`Order ${paid.id} is a subscription but the payment carries none`);
  }
  const row = await insertSubscription(tx, {
    userId: paid.userId,
    orderId: paid.id,
    productId: product._id,
    provider: paid.provider,
    providerRef: subscription.providerRef,
    status: "active",
    interval: product.billingPeriod,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    lastEventAt: now,
    createdAt: now,
    updatedAt: now,
  });
  const grants = await insertGrantsWithNotification(
    tx,
    product.grants.map(
      (featureId): NewGrant => ({
        userId: paid.userId,
        featureId,
        shopId: product._id,
        subscriptionShopIds: [product._id],
        period: product.billingPeriod,
        until: row.currentPeriodEnd,
        orderId: paid.id,
        subscriptionId: row.id,
        now,
      }),
    ),
    {
      userId: paid.userId,
      code: "005",
      data: { type: product.title, until: row.currentPeriodEnd.toISOString() },
      now,
    },
  );
  return { fulfilled: true, order: paid, subscription: row, grants };
}
