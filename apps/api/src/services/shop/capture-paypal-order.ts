import type { PaypalCaptureResponse } from "@inkforge/domain/contracts/shop";
import { centsToDecimalString, decimalStringToCents } from "@inkforge/domain/shop/money";
import {
  closePendingOrder,
  findOrderByProviderRef,
  setOrderCaptureRef,
} from "../../db/queries/shop";
import type { OrderRow, User } from "../../db/schema";
import { AppError } from "../../errors";
import type { PaypalCapture } from "../payments/provider";
import { applyPaymentEvent } from "./apply-payment-event";
import type { ShopContext } from "./context";
import { isProviderError, providerFailed } from "./errors";

function answerFrom(
  order: OrderRow,
  capture: { captureId: string; status: PaypalCapture["status"] },
) {
  return {
    id: capture.captureId,
    status: capture.status,
    amount: { value: centsToDecimalString(order.totalCents), currency_code: "USD" as const },
  } satisfies PaypalCaptureResponse;
}

/**
 * `POST /api/paypal/capture-paypal-order` (spec §4 step 4; decision 0018). Idempotent: an order
 * already paid answers its capture without calling the provider; otherwise the provider is asked
 * with a request id derived from the order, so concurrent captures get the same capture back
 * (PayPal-Request-Id), and an "already captured" answer counts only after a GET shows COMPLETED.
 * A COMPLETED capture is applied as a payment event (one transaction: paid, granted, notified
 * once); PENDING leaves the order pending until the provider's webhook says COMPLETED.
 */
export async function capturePaypalOrder(
  ctx: ShopContext,
  user: User,
  paypalOrderId: string,
): Promise<PaypalCaptureResponse> {
  const paypal = ctx.providers.paypal;
  if (!paypal) throw new AppError("NOT_FOUND", "PayPal is not available");
  const order = await findOrderByProviderRef(ctx.db, paypal.name, paypalOrderId);
  if (!order || order.userId !== user.id || order.channel !== "paypal") {
    throw new AppError("NOT_FOUND", "No such order");
  }
  if (order.status === "paid" && order.captureRef) {
    return answerFrom(order, { captureId: order.captureRef, status: "COMPLETED" });
  }
  if (order.status === "canceled" || order.status === "failed") {
    throw new AppError("PAYMENT_NOT_APPROVED", "This order was cancelled or failed; start again");
  }

  let capture: PaypalCapture;
  try {
    capture = await paypal.captureOrder(paypalOrderId, `order:${order.id}:capture`);
  } catch (error) {
    if (isProviderError(error, "not_approved")) {
      throw new AppError(
        "PAYMENT_NOT_APPROVED",
        "The buyer has not approved this order yet; capture after approval",
      );
    }
    if (isProviderError(error, "already_captured")) {
      // Only a GET that shows COMPLETED turns "already captured" into success.
      const current = await paypal.getOrder(paypalOrderId).catch(() => null);
      if (current?.status !== "COMPLETED" || !current.capture) throw providerFailed(error);
      capture = current.capture;
    } else if (isProviderError(error, "not_found")) {
      throw new AppError("NOT_FOUND", "No such order");
    } else {
      ctx.log.error({ err: error, orderId: order.id }, "capture failed at the provider");
      throw providerFailed(error);
    }
  }

  if (capture.status === "COMPLETED") {
    const outcome = await applyPaymentEvent(ctx, paypal.name, {
      type: "checkout.completed",
      eventId: `capture:${capture.captureId}`,
      occurredAt: ctx.now,
      providerRef: paypalOrderId,
      orderId: order.id,
      amountCents: decimalStringToCents(capture.amount.value) ?? -1,
      currency: capture.amount.currency_code,
      paymentRef: capture.captureId,
      subscription: null,
    });
    if (outcome === "amount-mismatch") {
      throw new AppError("PAYMENT_PROVIDER_FAILED", "The captured amount does not match the order");
    }
  } else if (capture.status === "PENDING") {
    await setOrderCaptureRef(ctx.db, order.id, capture.captureId);
  } else if (capture.status === "DECLINED" || capture.status === "FAILED") {
    await closePendingOrder(ctx.db, order.id, "failed");
  }
  return answerFrom(order, capture);
}
