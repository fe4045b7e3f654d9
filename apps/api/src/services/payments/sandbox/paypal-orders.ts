import { centsToDecimalString } from "@inkforge/domain/shop/money";
import { and, eq, inArray } from "drizzle-orm";
import { type SandboxPaymentRow, sandboxPayments } from "../../../db/schema";
import {
  type CreatePaypalOrderParams,
  PaymentProviderError,
  type PaypalCapture,
  type PaypalOrder,
  type PaypalOrderStatus,
} from "../provider";
import type { SandboxCore } from "./core";
import { paypalStyleId } from "./ids";
import { withQuery } from "./wire-format";

/*
 * The sandbox's PayPal-style orders (modelled on Orders v2): create, the buyer approves on the
 * hosted page, the merchant captures (idempotent per request id), or the buyer cancels.
 */

export async function createPaypalOrder(
  core: SandboxCore,
  params: CreatePaypalOrderParams,
): Promise<{ id: string; approveUrl: string }> {
  const [inserted] = await core.db
    .insert(sandboxPayments)
    .values({
      id: paypalStyleId(),
      kind: "paypal",
      status: "CREATED",
      reference: params.orderId,
      mode: "payment",
      lines: params.lines,
      totalCents: params.totalCents,
      currency: params.currency,
      successUrl: params.returnUrl,
      cancelUrl: params.cancelUrl,
      requestId: params.requestId,
      createdAt: core.now(),
    })
    .onConflictDoNothing()
    .returning();
  const row = inserted ?? (await core.findByRequestId("paypal", params.requestId));
  if (!row) throw new PaymentProviderError("unavailable", "The sandbox lost an order");
  return { id: row.id, approveUrl: core.url(`/sandbox/paypal/${row.id}`) };
}

function toCapture(row: SandboxPaymentRow): PaypalCapture {
  return {
    id: row.id,
    status: "COMPLETED",
    captureId: row.paymentRef!,
    amount: { value: centsToDecimalString(row.totalCents), currency_code: row.currency },
  };
}

export async function capturePaypalOrder(
  core: SandboxCore,
  id: string,
  requestId: string,
): Promise<PaypalCapture> {
  const captureId = paypalStyleId();
  const [captured] = await core.db
    .update(sandboxPayments)
    .set({
      status: "COMPLETED",
      paymentRef: captureId,
      captureRequestId: requestId,
      completedAt: core.now(),
    })
    .where(
      and(
        eq(sandboxPayments.kind, "paypal"),
        eq(sandboxPayments.id, id),
        eq(sandboxPayments.status, "APPROVED"),
      ),
    )
    .returning();
  if (captured) return toCapture(captured);
  const row = await core.findPayment("paypal", id);
  if (!row) throw new PaymentProviderError("not_found", `Order ${id} does not exist`);
  if (row.status === "COMPLETED") {
    // PayPal-Request-Id semantics: the same request id answers the first capture.
    if (row.captureRequestId === requestId) return toCapture(row);
    throw new PaymentProviderError("already_captured", "ORDER_ALREADY_CAPTURED");
  }
  throw new PaymentProviderError(
    "not_approved",
    row.status === "VOIDED" ? "The buyer cancelled this order" : "ORDER_NOT_APPROVED",
  );
}

export async function getPaypalOrder(core: SandboxCore, id: string): Promise<PaypalOrder | null> {
  const row = await core.findPayment("paypal", id);
  if (!row) return null;
  return {
    id: row.id,
    status: row.status as PaypalOrderStatus,
    orderId: row.reference,
    amount: { value: centsToDecimalString(row.totalCents), currency_code: row.currency },
    capture: row.status === "COMPLETED" && row.paymentRef ? toCapture(row) : null,
  };
}

/** The buyer approved on the PayPal-style page; the merchant captures next. */
export async function approvePaypalOrder(
  core: SandboxCore,
  id: string,
): Promise<{ redirect: string }> {
  const row = await core.findPayment("paypal", id);
  if (!row) throw new PaymentProviderError("not_found", "No such order");
  if (row.status === "VOIDED") {
    throw new PaymentProviderError("invalid_request", "This order was cancelled");
  }
  await core.db
    .update(sandboxPayments)
    .set({ status: "APPROVED" })
    .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, "CREATED")));
  return {
    redirect: withQuery(row.successUrl ?? "/", { token: row.id, PayerID: "SANDBOXPAYER" }),
  };
}

export async function cancelPaypalOrder(
  core: SandboxCore,
  id: string,
): Promise<{ redirect: string }> {
  const row = await core.findPayment("paypal", id);
  if (!row) throw new PaymentProviderError("not_found", "No such order");
  const [voided] = await core.db
    .update(sandboxPayments)
    .set({ status: "VOIDED", completedAt: core.now() })
    .where(
      and(eq(sandboxPayments.id, id), inArray(sandboxPayments.status, ["CREATED", "APPROVED"])),
    )
    .returning();
  if (voided) {
    await core.deliver(core.buildEvent("checkout.order.voided", { id }));
  } else if (row.status === "COMPLETED") {
    throw new PaymentProviderError("invalid_request", "This order is already paid");
  }
  return { redirect: withQuery(row.cancelUrl ?? "/", { token: row.id }) };
}
