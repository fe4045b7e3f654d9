import type { SandboxSubscriptionRow } from "../../../db/schema";
import {
  type ChargedShipping,
  type PaymentEvent,
  type ProviderSubscriptionState,
  WebhookVerificationError,
} from "../provider";

/*
 * The sandbox's webhook wire format (modelled on Stripe's) and its reading into the shop's
 * normalised PaymentEvents. Reading is strict: a malformed event does not verify.
 */

/** A sandbox event as delivered. */
export type SandboxEvent = {
  id: string;
  type: string;
  created: number;
  data: Record<string, unknown>;
};

export function toSubscriptionState(row: SandboxSubscriptionRow): ProviderSubscriptionState {
  return {
    providerRef: row.id,
    status: row.status,
    interval: row.interval,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

export function subscriptionDataFromState(
  state: ProviderSubscriptionState,
): Record<string, unknown> {
  return {
    id: state.providerRef,
    status: state.status,
    interval: state.interval,
    current_period_end_ms: state.currentPeriodEnd.getTime(),
    cancel_at_period_end: state.cancelAtPeriodEnd,
  };
}

export function subscriptionData(row: SandboxSubscriptionRow): Record<string, unknown> {
  return subscriptionDataFromState(toSubscriptionState(row));
}

function readSubscription(value: unknown): ProviderSubscriptionState | null {
  if (typeof value !== "object" || value === null) return null;
  const data = value as Record<string, unknown>;
  const status = data.status;
  const interval = data.interval;
  const end = Number(data.current_period_end_ms);
  if (
    typeof data.id !== "string" ||
    (status !== "active" && status !== "past_due" && status !== "canceled") ||
    (interval !== "month" && interval !== "year") ||
    !Number.isFinite(end)
  ) {
    throw new WebhookVerificationError("The event's subscription is malformed");
  }
  return {
    providerRef: data.id,
    status,
    interval,
    currentPeriodEnd: new Date(end),
    cancelAtPeriodEnd: data.cancel_at_period_end === true,
  };
}

/** The wire form of charged shipping (Stripe's `shipping_details` and `shipping_cost`). */
export function shippingData(shipping: ChargedShipping): Record<string, unknown> {
  const { address } = shipping;
  return {
    name: address.name,
    address: {
      line1: address.line1,
      line2: address.line2,
      city: address.city,
      state: address.state,
      postal_code: address.postalCode,
      country: address.country,
    },
    amount_total: shipping.amountCents,
    shipping_rate: shipping.rateId,
  };
}

function readShipping(value: unknown): ChargedShipping | null {
  if (value === null || value === undefined) return null;
  const data = value as Record<string, unknown>;
  const address = (data.address ?? {}) as Record<string, unknown>;
  const optional = (key: string) =>
    typeof address[key] === "string" ? String(address[key]) : null;
  if (
    typeof data.name !== "string" ||
    typeof address.line1 !== "string" ||
    typeof address.city !== "string" ||
    typeof address.postal_code !== "string" ||
    typeof address.country !== "string" ||
    typeof data.amount_total !== "number" ||
    typeof data.shipping_rate !== "string"
  ) {
    throw new WebhookVerificationError("The event's shipping is malformed");
  }
  return {
    address: {
      name: data.name,
      line1: address.line1,
      line2: optional("line2"),
      city: address.city,
      state: optional("state"),
      postalCode: address.postal_code,
      country: address.country,
    },
    amountCents: data.amount_total,
    rateId: data.shipping_rate,
  };
}

function text(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  if (typeof value !== "string" || value.length === 0) {
    throw new WebhookVerificationError(`The event has no ${key}`);
  }
  return value;
}

function number(data: Record<string, unknown>, key: string): number {
  const value = data[key];
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new WebhookVerificationError(`The event has no ${key}`);
  }
  return value;
}

/** A verified sandbox event in the shop's normalised form. */
export function toPaymentEvent(event: SandboxEvent): PaymentEvent {
  const occurredAt = new Date(event.created * 1000);
  const { data } = event;
  switch (event.type) {
    case "checkout.session.completed":
      return {
        type: "checkout.completed",
        eventId: event.id,
        occurredAt,
        providerRef: text(data, "id"),
        orderId: typeof data.client_reference_id === "string" ? data.client_reference_id : null,
        amountCents: number(data, "amount_total"),
        currency: text(data, "currency"),
        paymentRef: typeof data.payment_intent === "string" ? data.payment_intent : null,
        subscription: readSubscription(data.subscription),
        shipping: readShipping(data.shipping),
      };
    case "checkout.session.expired":
    case "checkout.order.voided":
      return {
        type: "checkout.failed",
        eventId: event.id,
        occurredAt,
        providerRef: text(data, "id"),
        reason: event.type === "checkout.order.voided" ? "canceled" : "expired",
      };
    case "invoice.paid":
      return {
        type: "subscription.renewed",
        eventId: event.id,
        occurredAt,
        subscriptionRef: text(data, "subscription"),
        currentPeriodEnd: new Date(number(data, "period_end_ms")),
        amountCents: number(data, "amount_paid"),
      };
    case "invoice.payment_failed":
      return {
        type: "subscription.payment_failed",
        eventId: event.id,
        occurredAt,
        subscriptionRef: text(data, "subscription"),
      };
    case "customer.subscription.updated":
      return {
        type: "subscription.updated",
        eventId: event.id,
        occurredAt,
        subscription: readSubscription(data)!,
        productId: typeof data.product_id === "string" ? data.product_id : null,
      };
    case "customer.subscription.deleted":
      return {
        type: "subscription.canceled",
        eventId: event.id,
        occurredAt,
        subscriptionRef: text(data, "id"),
        endedAt: new Date(number(data, "ended_at_ms")),
      };
    case "charge.refunded":
    case "charge.dispute.created":
      return {
        type: "payment.reversed",
        eventId: event.id,
        occurredAt,
        paymentRef: text(data, "payment_intent"),
        reason: event.type === "charge.refunded" ? "refund" : "chargeback",
      };
    default:
      return { type: "ignored", eventId: event.id, providerType: event.type };
  }
}

/** `url` with extra query parameters (kept absolute). */
export function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}
