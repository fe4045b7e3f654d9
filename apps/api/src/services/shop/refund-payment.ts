import { formatPrice } from "@inkforge/domain/shop/money";
import type { Database } from "../../db/client";
import { createNotification } from "../../db/queries/notifications";
import { insertRefund, updateRefund } from "../../db/queries/shop";
import type { OrderRow, PaymentProviderName, RefundRow } from "../../db/schema";
import type { ShopContext } from "./context";

/*
 * Money taken that no order can keep (decision 0028): a payment for an order that is closed (or
 * already paid by another payment) that does not match it, or one for a pending order at the
 * wrong amount. It is never dropped: the refund is recorded in the event's transaction, then
 * asked of the provider after the commit, logged at error level, and the buyer is told.
 */

type Ctx = Pick<ShopContext, "db" | "now" | "log" | "providers">;

export type RefundToMake = { refund: RefundRow; order: OrderRow };

/** Records the refund of a payment (inside the event's transaction). */
export async function recordRefundToMake(
  tx: Database,
  ctx: Pick<Ctx, "now">,
  {
    order,
    provider,
    eventId,
    paymentRef,
    amountCents,
    currency,
    reason,
  }: {
    order: OrderRow;
    provider: PaymentProviderName;
    eventId: string;
    paymentRef: string | null;
    amountCents: number;
    currency: string;
    reason: string;
  },
): Promise<RefundToMake | undefined> {
  const refund = await insertRefund(tx, {
    orderId: order.id,
    userId: order.userId,
    provider,
    paymentRef: paymentRef ?? "",
    amountCents,
    currency: currency.toUpperCase(),
    reason,
    eventId,
    status: "requested",
    createdAt: ctx.now,
  });
  return refund ? { refund, order } : undefined;
}

/**
 * Asks the provider for a recorded refund and keeps its answer; never throws. `byOperator`: an
 * operator chose to give the money back (the console, decision 0104), so the log is not an alarm
 * and the buyer's notice says so.
 */
export async function makeRefund(
  ctx: Ctx,
  { refund, order }: RefundToMake,
  { byOperator = false }: { byOperator?: boolean } = {},
): Promise<RefundRow> {
  const provider = order.channel === "paypal" ? ctx.providers.paypal : ctx.providers.card;
  const context = {
    orderId: order.id,
    refundId: refund.id,
    paymentRef: refund.paymentRef,
    amountCents: refund.amountCents,
    reason: refund.reason,
  };
  let settled: Pick<RefundRow, "status" | "refundRef" | "error">;
  if (!refund.paymentRef) {
    settled = { status: "failed", refundRef: null, error: "The payment carries no reference" };
  } else if (refund.currency !== "USD") {
    settled = { status: "failed", refundRef: null, error: `Paid in ${refund.currency}` };
  } else if (!provider || provider.name !== refund.provider) {
    settled = { status: "failed", refundRef: null, error: `${refund.provider} is not configured` };
  } else {
    try {
      const answer = await provider.refundPayment({
        paymentRef: refund.paymentRef,
        amountCents: refund.amountCents,
        currency: "USD",
        reason: refund.reason,
        idempotencyKey: `refund:${refund.id}`,
      });
      settled = { status: answer.status, refundRef: answer.refundRef, error: null };
    } catch (error) {
      settled = {
        status: "failed",
        refundRef: null,
        error: error instanceof Error ? error.message : String(error),
      };
    }
  }
  const now = ctx.now;
  await updateRefund(ctx.db, refund.id, { ...settled, updatedAt: now });
  if (byOperator) {
    const level = settled.status === "failed" ? "error" : "info";
    ctx.log[level](
      { ...context, refundRef: settled.refundRef, status: settled.status, error: settled.error },
      settled.status === "failed"
        ? "operator refund FAILED at the provider"
        : "operator refund made",
    );
    if (settled.status !== "failed") {
      await createNotification(ctx.db, {
        userId: order.userId,
        code: "001",
        message: `We refunded ${formatPrice(refund.amountCents)} of your order. The money reaches your account within 5–10 business days.`,
        now,
      });
    }
    return { ...refund, ...settled, updatedAt: now };
  }
  if (settled.status === "failed") {
    ctx.log.error(
      { ...context, error: settled.error },
      "money was taken for an order that cannot keep it, and the refund FAILED: refund it by hand",
    );
  } else {
    ctx.log.error(
      { ...context, refundRef: settled.refundRef, status: settled.status },
      "money was taken for an order that cannot keep it; refunded",
    );
  }
  await createNotification(ctx.db, {
    userId: order.userId,
    code: "001",
    message:
      settled.status === "failed"
        ? `We received ${formatPrice(refund.amountCents)} for an order we could not fulfil (${refund.reason}). We could not return it automatically; we will refund it by hand and confirm by email.`
        : `We refunded ${formatPrice(refund.amountCents)}: ${refund.reason}. The money reaches your account within 5–10 business days.`,
    now,
  });
  return { ...refund, ...settled, updatedAt: now };
}
