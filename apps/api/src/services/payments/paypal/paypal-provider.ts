import type { PaypalConfig } from "../../../config";
import {
  callProvider,
  type PaymentEvent,
  PaymentProviderError,
  type PaypalCapture,
  type PaypalOrder,
  type PaypalOrderStatus,
  type PaypalOrdersProvider,
  type ProviderFailure,
  providerKindOfStatus,
  WebhookVerificationError,
} from "../provider";
import {
  buildPayPalOrderRequest,
  createPayPalClient,
  PayPalApiError,
  type PayPalCaptureResult,
  type PayPalClient,
  PayPalConnectionError,
  type PayPalOrder,
  PayPalResponseError,
} from "./paypal-client";
import {
  constructPayPalEvent,
  type NormalisedPayPalEvent,
  PayPalEventError,
  PayPalWebhookVerificationError,
} from "./paypal-webhooks";

/*
 * The PayPal adapter behind the shop's PaypalOrdersProvider (DESIGN 4, decisions 0019 and 0022):
 * Orders v2 create / capture / get and webhooks verified by PayPal. Captures are idempotent by
 * PayPal-Request-Id; ORDER_ALREADY_CAPTURED is success only once a GET reads COMPLETED (the client
 * does that and returns the existing capture). A capture's own status travels to the shop as is:
 * only COMPLETED may grant.
 */

export type PaypalProviderDeps = {
  now: () => Date;
  fetch?: typeof fetch;
};

type PaypalOrdersProviderOptions = {
  client: PayPalClient;
  /** PAYPAL_WEBHOOK_ID; without it every delivery is refused (nothing can be verified). */
  webhookId: string | undefined;
  now: () => Date;
};

/** The factory `live-adapters.ts` installs: `PAYMENT_PROVIDER=paypal` with PAYPAL_* config. */
export function createPaypalProvider(
  config: PaypalConfig,
  deps: PaypalProviderDeps,
): PaypalOrdersProvider {
  return createPaypalOrdersProvider({
    client: createPayPalClient({
      clientId: config.clientId,
      secret: config.secret,
      apiBase: config.apiUrl,
      now: deps.now,
      ...(deps.fetch === undefined ? {} : { fetch: deps.fetch }),
    }),
    webhookId: config.webhookId,
    now: deps.now,
  });
}

const declineIssues = new Set([
  "INSTRUMENT_DECLINED",
  "TRANSACTION_REFUSED",
  "PAYER_CANNOT_PAY",
  "PAYEE_BLOCKED_TRANSACTION",
  "COMPLIANCE_VIOLATION",
  "MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED",
]);

/** PayPal's error as the shop's: a kind to act on, and a message fit to show. */
function readPaypalFailure(error: unknown): ProviderFailure | undefined {
  if (error instanceof PayPalConnectionError || error instanceof PayPalResponseError) {
    return { kind: "unavailable", message: "PayPal is not reachable right now" };
  }
  if (error instanceof RangeError) return { kind: "not_found", message: "Not a PayPal order id" };
  if (!(error instanceof PayPalApiError)) return undefined;
  // Reached only when a GET did not confirm the order COMPLETED: not proof of payment.
  if (error.hasIssue("ORDER_ALREADY_CAPTURED")) {
    return {
      kind: "already_captured",
      message: "PayPal says the order is captured, but it is not completed",
    };
  }
  if (error.hasIssue("ORDER_NOT_APPROVED") || error.hasIssue("PAYER_ACTION_REQUIRED")) {
    return { kind: "not_approved", message: "The buyer has not approved this PayPal order" };
  }
  if ([...declineIssues].some((issue) => error.hasIssue(issue))) {
    return { kind: "declined", message: "PayPal declined the payment" };
  }
  const byStatus = providerKindOfStatus(error.status);
  const kind =
    byStatus !== "unavailable" && error.hasIssue("INVALID_RESOURCE_ID") ? "not_found" : byStatus;
  return { kind, message: paypalMessages[kind] };
}

const paypalMessages = {
  unavailable: "PayPal is not available right now",
  not_found: "PayPal does not know this order",
  invalid_request: "PayPal refused the request",
} as const;

const mapped = <T>(call: () => Promise<T>): Promise<T> => callProvider(call, readPaypalFailure);

function toCapture(result: PayPalCaptureResult): PaypalCapture {
  return {
    id: result.id,
    status: result.captureStatus,
    captureId: result.captureId,
    amount: result.amount,
  };
}

function toOrder(order: PayPalOrder): PaypalOrder {
  if (order.amount === null) {
    throw new PaymentProviderError("unavailable", `PayPal's order ${order.id} has no amount`);
  }
  return {
    id: order.id,
    status: order.status as PaypalOrderStatus,
    orderId: order.referenceId,
    amount: order.amount,
    capture:
      order.capture === null
        ? null
        : {
            id: order.id,
            status: order.capture.captureStatus,
            captureId: order.capture.captureId,
            amount: order.capture.amount,
          },
  };
}

function createPaypalOrdersProvider({
  client,
  webhookId,
  now,
}: PaypalOrdersProviderOptions): PaypalOrdersProvider {
  function toPaymentEvent(event: NormalisedPayPalEvent): PaymentEvent {
    const ignored: PaymentEvent = { type: "ignored", eventId: event.id, providerType: event.type };
    const base = { eventId: event.id, occurredAt: event.created ?? now() };
    switch (event.type) {
      case "PAYMENT.CAPTURE.COMPLETED":
        if (
          event.captureStatus !== "COMPLETED" ||
          event.providerOrderId === undefined ||
          event.amountCents === undefined
        ) {
          return ignored;
        }
        return {
          ...base,
          type: "checkout.completed",
          providerRef: event.providerOrderId,
          orderId: event.orderRef ?? null,
          amountCents: event.amountCents,
          currency: event.currency ?? "USD",
          paymentRef: event.captureId ?? null,
          subscription: null,
        };
      case "PAYMENT.CAPTURE.DENIED":
        if (event.providerOrderId === undefined) return ignored;
        return {
          ...base,
          type: "checkout.failed",
          providerRef: event.providerOrderId,
          reason: "declined",
        };
      // A pending capture grants nothing (its COMPLETED or DENIED event follows); an approved
      // order is captured by the buyer's return to the site.
      case "PAYMENT.CAPTURE.PENDING":
      case "CHECKOUT.ORDER.APPROVED":
        return ignored;
      case "PAYMENT.CAPTURE.REFUNDED":
      case "PAYMENT.CAPTURE.REVERSED":
      case "CUSTOMER.DISPUTE.CREATED":
        if (event.captureId === undefined) return ignored;
        return {
          ...base,
          type: "payment.reversed",
          paymentRef: event.captureId,
          reason: event.type === "PAYMENT.CAPTURE.REFUNDED" ? "refund" : "chargeback",
        };
    }
  }

  return {
    name: "paypal",

    createOrder: (params) =>
      mapped(async () => {
        const itemTotal = params.lines.reduce(
          (sum, line) => sum + line.unitCents * line.quantity,
          0,
        );
        const discount = itemTotal - params.totalCents;
        if (discount < 0) {
          throw new PaymentProviderError(
            "invalid_request",
            `The order total ${params.totalCents} is more than its lines (${itemTotal} cents)`,
          );
        }
        const request = buildPayPalOrderRequest({
          orderId: params.orderId,
          lines: params.lines.map((line) => ({
            name: line.title,
            sku: line.productId,
            unitAmountCents: line.unitCents,
            quantity: line.quantity,
          })),
          discountCents: discount,
          returnUrl: params.returnUrl,
          cancelUrl: params.cancelUrl,
        });
        const created = await client.createOrder(request, { requestId: params.requestId });
        if (created.approveUrl === null) {
          throw new PaymentProviderError("unavailable", "PayPal gave no approval link");
        }
        return { id: created.id, approveUrl: created.approveUrl };
      }),

    captureOrder: (id, requestId) =>
      mapped(async () => toCapture(await client.captureOrder(id, { requestId }))),

    getOrder: (id) =>
      mapped(async () => {
        try {
          return toOrder(await client.getOrder(id));
        } catch (error) {
          const unknown =
            error instanceof RangeError ||
            (error instanceof PayPalApiError && error.status === 404);
          if (unknown) return null;
          throw error;
        }
      }),

    refundPayment: ({ paymentRef, amountCents, reason, idempotencyKey }) =>
      mapped(async () => {
        const refund = await client.refundCapture(paymentRef, {
          amountCents,
          noteToPayer: reason,
          requestId: idempotencyKey,
        });
        const status =
          refund.status === "COMPLETED"
            ? "succeeded"
            : refund.status === "CANCELLED" || refund.status === "FAILED"
              ? "failed"
              : "pending";
        return { refundRef: refund.id, status };
      }),

    async verifyWebhook(rawBody, headers) {
      if (webhookId === undefined || webhookId === "") {
        throw new WebhookVerificationError(
          "PAYPAL_WEBHOOK_ID is not set, so no PayPal webhook can be verified",
        );
      }
      let event: Awaited<ReturnType<typeof constructPayPalEvent>>;
      try {
        // PayPal's verification call failing maps to a provider error: 5xx to the sender, so
        // PayPal delivers again.
        event = await mapped(() => constructPayPalEvent({ client, webhookId, headers, rawBody }));
      } catch (error) {
        if (error instanceof PayPalWebhookVerificationError || error instanceof PayPalEventError) {
          throw new WebhookVerificationError(error.message, { cause: error });
        }
        throw error;
      }
      if (!event.handled) {
        return [{ type: "ignored", eventId: event.id, providerType: event.type }];
      }
      return [toPaymentEvent(event)];
    },
  };
}
