import { and, eq, inArray } from "drizzle-orm";
import { sandboxPayments } from "../../../db/schema";
import { PaymentProviderError, type RefundPaymentParams, type RefundResult } from "../provider";
import type { SandboxCore } from "./core";
import { sandboxId } from "./ids";

/**
 * Refunds a paid checkout or a captured PayPal-style order, at most what was charged in total
 * (shipping included). A repeat with the same idempotency key answers the first refund, as Stripe
 * and PayPal do. Kept as `refund` rows of the sandbox's records.
 */
export async function refundPayment(
  core: SandboxCore,
  params: RefundPaymentParams,
): Promise<RefundResult> {
  if (!Number.isSafeInteger(params.amountCents) || params.amountCents <= 0) {
    throw new PaymentProviderError("invalid_request", "A refund needs a positive amount");
  }
  const repeat = await core.findByRequestId("refund", params.idempotencyKey);
  if (repeat) return { refundRef: repeat.id, status: "succeeded" };
  const [payment] = await core.db
    .select()
    .from(sandboxPayments)
    .where(
      and(
        inArray(sandboxPayments.kind, ["checkout", "paypal"]),
        eq(sandboxPayments.paymentRef, params.paymentRef),
      ),
    );
  if (!payment) throw new PaymentProviderError("not_found", "No such payment");
  const charged = payment.totalCents + (payment.shipping?.amountCents ?? 0);
  const earlier = await core.db
    .select({ totalCents: sandboxPayments.totalCents })
    .from(sandboxPayments)
    .where(
      and(eq(sandboxPayments.kind, "refund"), eq(sandboxPayments.reference, params.paymentRef)),
    );
  const refunded = earlier.reduce((sum, row) => sum + row.totalCents, 0);
  if (refunded + params.amountCents > charged) {
    // A concurrent call with the same key may have written its refund since the check above:
    // that is a repeat, answered with the first refund, not "more than what is left".
    const raced = await core.findByRequestId("refund", params.idempotencyKey);
    if (raced) return { refundRef: raced.id, status: "succeeded" };
    throw new PaymentProviderError(
      "invalid_request",
      "The refund is more than what is left of the payment",
    );
  }
  const now = core.now();
  const [inserted] = await core.db
    .insert(sandboxPayments)
    .values({
      id: sandboxId("re"),
      kind: "refund",
      status: "succeeded",
      reference: params.paymentRef,
      totalCents: params.amountCents,
      currency: params.currency,
      customerEmail: payment.customerEmail,
      flow: params.reason,
      requestId: params.idempotencyKey,
      createdAt: now,
      completedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  const row = inserted ?? (await core.findByRequestId("refund", params.idempotencyKey));
  if (!row) throw new PaymentProviderError("unavailable", "The sandbox lost a refund");
  return { refundRef: row.id, status: "succeeded" };
}
