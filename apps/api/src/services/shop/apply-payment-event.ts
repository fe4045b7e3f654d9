import { findProduct, isRecurringProduct } from "@inkforge/domain/shop/catalogue";
import type { Database } from "../../db/client";
import { createNotification } from "../../db/queries/notifications";
import {
  closePendingOrder,
  findOrderByCaptureRef,
  findOrderById,
  findOrderByProviderRef,
  findSubscriptionByProviderRef,
  listOrderLines,
  markSubscriptionPastDue,
  recordPaymentEvent,
  setOrderProviderRef,
  setSubscriptionGrantsProduct,
  setSubscriptionGrantsUntil,
  updateSubscription,
} from "../../db/queries/shop";
import type { OrderLineRow, OrderRow, PaymentProviderName, SubscriptionRow } from "../../db/schema";
import {
  earnOrderCommission,
  earnRenewalCommission,
  reverseOrderCommission,
} from "../affiliate/earn-commission";
import type { ChargedShipping, PaymentEvent } from "../payments/provider";
import type { ShopContext } from "./context";
import { fulfilPaidOrder } from "./fulfil-order";
import { makeRefund, type RefundToMake, recordRefundToMake } from "./refund-payment";
import { mailReceiptOfPaidOrder } from "./send-receipt";
import { findShippingRate } from "./shipping-rates";
import { cancelSupersededAfterCheckout } from "./upgrades";

export type EventOutcome =
  | "applied"
  | "duplicate"
  | "no-op"
  | "ignored"
  | "unknown-order"
  | "unknown-subscription"
  | "amount-mismatch"
  /** Money for an order that was paid already by another payment: given back. */
  | "refunded";

type Ctx = Pick<
  ShopContext,
  "db" | "now" | "log" | "providers" | "affiliateProgramme" | "emails" | "siteName" | "webOrigin"
>;

const commissionContext = (ctx: Ctx) => ({
  now: ctx.now,
  programme: ctx.affiliateProgramme,
  log: ctx.log,
});

/** A deliberate rollback: the event is not recorded, so the provider's retry can try again. */
class Skip extends Error {
  constructor(readonly outcome: EventOutcome) {
    super(outcome);
  }
}

const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);
const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

/**
 * Applies one normalised provider event (decision 0018), whichever provider or path it came from:
 * a webhook, the sandbox's approval, a PayPal capture, a buyer returning to the success page.
 * Everything happens in ONE transaction: the event id is recorded (a replay is a no-op), the
 * state change is conditional, and grants and notifications are written with it, so concurrent
 * deliveries of the same payment grant it exactly once.
 */
export async function applyPaymentEvent(
  ctx: Ctx,
  provider: PaymentProviderName,
  event: PaymentEvent,
): Promise<EventOutcome> {
  if (event.type === "ignored") return "ignored";
  let refund: RefundToMake | undefined;
  let paid: OrderRow | undefined;
  try {
    const outcome = await ctx.db.transaction(async (tx) => {
      if (event.type === "checkout.completed") {
        const completion = await completeCheckout(tx, ctx, provider, event);
        refund = completion.refund;
        paid = completion.paid;
        return completion.outcome;
      }
      const fresh = await recordPaymentEvent(tx, {
        provider,
        eventId: event.eventId,
        type: event.type,
        orderId: null,
        now: ctx.now,
      });
      if (!fresh) return "duplicate";
      return applyInTransaction(tx, ctx, provider, event);
    });
    // After the commit: the refund is on record whatever the provider answers.
    if (refund) await makeRefund(ctx, refund);
    if (paid) await mailReceiptOfPaidOrder(ctx, paid);
    if (outcome === "applied" && event.type === "checkout.completed") {
      await cancelSupersededAfterCheckout(ctx, provider, event.providerRef);
    }
    return outcome;
  } catch (error) {
    if (error instanceof Skip) {
      ctx.log.warn({ provider, eventId: event.eventId, outcome: error.outcome }, "event skipped");
      return error.outcome;
    }
    throw error;
  }
}

/** Whether a payment is what the order costs: its lines, plus our rate to the address for merch. */
function checkPayment(
  order: OrderRow,
  lines: OrderLineRow[],
  event: Extract<PaymentEvent, { type: "checkout.completed" }>,
):
  | { ok: true; shipping: ChargedShipping | null }
  | { ok: false; reason: string; expected: number } {
  const physical = lines.some((line) => line.kind === "merch");
  const shipping = physical ? (event.shipping ?? null) : null;
  let shippingCents = 0;
  if (physical) {
    const rate = shipping ? findShippingRate(shipping.address.country) : undefined;
    if (!shipping || !rate) {
      return {
        ok: false,
        reason: shipping
          ? `we do not ship to ${shipping.address.country}`
          : "the payment carried no shipping address",
        expected: order.totalCents,
      };
    }
    shippingCents = rate.amountCents;
  }
  const expected = order.totalCents + shippingCents;
  if (event.amountCents !== expected || event.currency.toUpperCase() !== order.currency) {
    return { ok: false, reason: "the amount paid was not the order's total", expected };
  }
  return { ok: true, shipping: shipping && { ...shipping, amountCents: shippingCents } };
}

type Completion = {
  outcome: EventOutcome;
  refund?: RefundToMake;
  /** The order this event paid (only the event that paid it): its receipt is mailed. */
  paid?: OrderRow;
};

/**
 * A completed checkout: the event is recorded with the fulfilment (one statement for a one-off
 * order), so a paid order costs as few round trips as it can. An unknown order is skipped
 * without recording the event, so the provider's retry can find it once our write has landed.
 *
 * Money is never dropped (decision 0028): a payment that matches a failed or cancelled order
 * fulfils it after all; one that does not match (wrong amount, no address for merch), or a
 * second payment for a paid order, is recorded as a refund to make, made after the commit.
 */
async function completeCheckout(
  tx: Database,
  ctx: Ctx,
  provider: PaymentProviderName,
  event: Extract<PaymentEvent, { type: "checkout.completed" }>,
): Promise<Completion> {
  const { now } = ctx;
  let order = await findOrderByProviderRef(tx, provider, event.providerRef);
  if (!order && event.orderId && /^[0-9a-f-]{36}$/i.test(event.orderId)) {
    // The event can overtake our own write of the provider's id: fall back to our reference.
    const byId = await findOrderById(tx, event.orderId);
    if (byId && byId.provider === provider && byId.providerRef === null) {
      await setOrderProviderRef(tx, byId.id, event.providerRef);
      order = { ...byId, providerRef: event.providerRef };
    }
  }
  if (!order) throw new Skip("unknown-order");
  const paying = { provider, eventId: event.eventId, type: event.type };
  const recordEvent = () => recordPaymentEvent(tx, { ...paying, orderId: order.id, now });
  const refundOf = (reason: string) =>
    recordRefundToMake(tx, ctx, {
      order,
      provider,
      eventId: event.eventId,
      paymentRef: event.paymentRef,
      amountCents: event.amountCents,
      currency: event.currency,
      reason,
    });

  if (order.status === "paid") {
    if (!(await recordEvent())) return { outcome: "duplicate" };
    const another =
      event.paymentRef !== null &&
      order.captureRef !== null &&
      event.paymentRef !== order.captureRef &&
      event.amountCents > 0;
    if (!another) return { outcome: "no-op" };
    return {
      outcome: "refunded",
      refund: await refundOf("a second payment for an order that was already paid"),
    };
  }

  const lines = await listOrderLines(tx, [order.id]);
  const check = checkPayment(order, lines, event);
  if (!check.ok) {
    if (!(await recordEvent())) return { outcome: "duplicate" };
    // Signed by the provider yet not what we priced: never grant; give the money back.
    if (order.status === "pending") await closePendingOrder(tx, order.id, "failed");
    ctx.log.error(
      {
        orderId: order.id,
        orderStatus: order.status,
        expectedCents: check.expected,
        paidCents: event.amountCents,
        currency: event.currency,
        reason: check.reason,
      },
      "payment does not match the order; not granted, refunding",
    );
    return {
      outcome: "amount-mismatch",
      refund: event.amountCents > 0 ? await refundOf(check.reason) : undefined,
    };
  }

  const reopen = order.status === "failed" || order.status === "canceled";
  const result = await fulfilPaidOrder(tx, order, {
    now,
    paymentRef: event.paymentRef,
    subscription: event.subscription,
    event: paying,
    lines,
    shipping: check.shipping,
    reopen,
  });
  if (!result.fulfilled) return { outcome: result.replayedEvent ? "duplicate" : "no-op" };
  await earnOrderCommission(tx, commissionContext(ctx), order, lines);
  if (reopen) {
    ctx.log.warn(
      { orderId: order.id, was: order.status, paymentRef: event.paymentRef },
      "a payment arrived for a closed order and matched it: paid and granted",
    );
  }
  ctx.log.info({ orderId: order.id, grants: result.grants }, "order paid and granted");
  return { outcome: "applied", paid: result.order };
}

async function applyInTransaction(
  tx: Database,
  ctx: Ctx,
  provider: PaymentProviderName,
  event: Exclude<PaymentEvent, { type: "ignored" | "checkout.completed" }>,
): Promise<EventOutcome> {
  const { now } = ctx;
  switch (event.type) {
    case "checkout.failed": {
      const order = await findOrderByProviderRef(tx, provider, event.providerRef);
      if (!order) throw new Skip("unknown-order");
      const closed = await closePendingOrder(
        tx,
        order.id,
        event.reason === "declined" ? "failed" : "canceled",
      );
      return closed ? "applied" : "no-op";
    }

    case "subscription.renewed": {
      const subscription = await requireSubscription(tx, provider, event.subscriptionRef);
      if (subscription.status === "canceled") return "no-op";
      const periodEnd = later(subscription.currentPeriodEnd, event.currentPeriodEnd);
      await updateSubscription(tx, subscription.id, {
        status: "active",
        currentPeriodEnd: periodEnd,
        lastEventAt: later(subscription.lastEventAt ?? event.occurredAt, event.occurredAt),
        updatedAt: now,
      });
      await setSubscriptionGrantsUntil(tx, subscription.id, periodEnd);
      await earnRenewalCommission(tx, commissionContext(ctx), {
        subscription,
        provider,
        eventId: event.eventId,
        amountCents: event.amountCents,
      });
      await createNotification(tx, {
        userId: subscription.userId,
        code: "005",
        data: {
          type: findProduct(subscription.productId)?.title ?? subscription.productId,
          until: periodEnd.toISOString(),
        },
        now,
      });
      return "applied";
    }

    case "subscription.payment_failed": {
      const subscription = await requireSubscription(tx, provider, event.subscriptionRef);
      // Access is kept until the period end: the grants' `until` does not move.
      const updated = await markSubscriptionPastDue(tx, subscription.id, {
        occurredAt: event.occurredAt,
        now,
      });
      return updated ? "applied" : "no-op";
    }

    case "subscription.updated": {
      const subscription = await requireSubscription(tx, provider, event.subscription.providerRef);
      if (subscription.status === "canceled") return "no-op";
      if (subscription.lastEventAt && subscription.lastEventAt > event.occurredAt) return "no-op";
      const state = event.subscription;
      const product = event.productId ? findProduct(event.productId) : undefined;
      const newProduct = product && isRecurringProduct(product) ? product : undefined;
      const periodEnd = later(subscription.currentPeriodEnd, state.currentPeriodEnd);
      await updateSubscription(tx, subscription.id, {
        cancelAtPeriodEnd: state.cancelAtPeriodEnd,
        interval: newProduct?.billingPeriod ?? state.interval,
        productId: newProduct?._id ?? subscription.productId,
        currentPeriodEnd: periodEnd,
        ...(state.status === "canceled"
          ? { status: "canceled" as const, canceledAt: now }
          : state.status === "past_due"
            ? { status: "past_due" as const }
            : {}),
        lastEventAt: event.occurredAt,
        updatedAt: now,
      });
      if (newProduct) {
        await setSubscriptionGrantsProduct(tx, subscription.id, {
          productId: newProduct._id,
          period: newProduct.billingPeriod,
        });
      }
      return "applied";
    }

    case "payment.reversed": {
      const order = await findOrderByCaptureRef(tx, provider, event.paymentRef);
      // A reversal of a payment we did not sell (a duplicate we refunded ourselves): nothing to do.
      if (!order) return "no-op";
      const reversed = await reverseOrderCommission(tx, commissionContext(ctx), {
        orderId: order.id,
        reason: event.reason,
      });
      return reversed > 0 ? "applied" : "no-op";
    }

    case "subscription.canceled": {
      const subscription = await requireSubscription(tx, provider, event.subscriptionRef);
      if (subscription.status === "canceled") return "no-op";
      const endedAt = earlier(subscription.currentPeriodEnd, event.endedAt);
      await updateSubscription(tx, subscription.id, {
        status: "canceled",
        canceledAt: now,
        currentPeriodEnd: endedAt,
        lastEventAt: event.occurredAt,
        updatedAt: now,
      });
      await setSubscriptionGrantsUntil(tx, subscription.id, endedAt);
      return "applied";
    }
  }
}

async function requireSubscription(
  tx: Database,
  provider: PaymentProviderName,
  ref: string,
): Promise<SubscriptionRow> {
  const subscription = await findSubscriptionByProviderRef(tx, provider, ref);
  if (!subscription) throw new Skip("unknown-subscription");
  return subscription;
}
