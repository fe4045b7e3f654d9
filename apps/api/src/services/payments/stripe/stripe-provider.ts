import { PAYMENT_BUTTON_COUNTRIES } from "@inkforge/domain/constants";
import { normaliseCountry } from "@inkforge/domain/shop/payment-countries";
import Stripe from "stripe";
import type { StripeConfig } from "../../../config";
import {
  type CardCheckoutProvider,
  type ChargedShipping,
  callProvider,
  type Interval,
  type PaymentEvent,
  PaymentProviderError,
  type ProviderFailure,
  type ProviderSubscriptionState,
  providerKindOfStatus,
  type RetrievedCheckout,
  WebhookVerificationError,
} from "../provider";
import {
  createStripeClient,
  readSessionShipping,
  STRIPE_ORDER_METADATA_KEY,
  STRIPE_PRODUCT_METADATA_KEY,
  STRIPE_SHIPPING_RATE_METADATA_KEY,
  type StripeCheckoutSession,
  type StripeClient,
  type StripeSessionShipping,
  type StripeSubscription,
} from "./stripe-client";
import {
  constructStripeEvent,
  type NormalisedStripeEvent,
  StripeEventError,
} from "./stripe-webhooks";

/*
 * The Stripe adapter behind the shop's CardCheckoutProvider (DESIGN 4, decisions 0019 and 0022):
 * Checkout Sessions for purchases and subscriptions, subscription changes, the Billing Portal, and
 * signed webhooks turned into PaymentEvents. It keeps no state of its own.
 */

const STRIPE_SIGNATURE_HEADER = "stripe-signature";

/** Where merch can ship: the payment countries, as ISO alpha-2 codes. */
const defaultShippingCountries = [
  ...new Set(
    PAYMENT_BUTTON_COUNTRIES.map((code) => normaliseCountry(code)).filter(
      (code): code is string => code !== null,
    ),
  ),
];

type StripeCardProviderOptions = {
  client: StripeClient;
  webhookSecret: string;
  now: () => Date;
  shippingCountries?: readonly string[];
};

export type StripeProviderDeps = {
  now: () => Date;
  fetch?: typeof fetch;
};

/** The factory `live-adapters.ts` installs: `PAYMENT_PROVIDER=stripe` with STRIPE_* config. */
export function createStripeProvider(
  config: StripeConfig,
  deps: StripeProviderDeps,
): CardCheckoutProvider {
  return createStripeCardProvider({
    client: createStripeClient({
      secretKey: config.secretKey,
      apiBase: config.apiUrl,
      ...(deps.fetch === undefined ? {} : { fetch: deps.fetch }),
    }),
    webhookSecret: config.webhookSecret,
    now: deps.now,
  });
}

// --- Mapping -----------------------------------------------------------------------------------

/** Stripe said it does not know the object (an unknown id). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeError &&
    (error.statusCode === 404 || error.code === "resource_missing")
  );
}

/** Stripe's error (the SDK's classes) as the shop's: a kind to act on, and a message fit to show. */
function readStripeFailure(error: unknown): ProviderFailure | undefined {
  if (!(error instanceof Stripe.errors.StripeError)) return undefined;
  const byStatus = providerKindOfStatus(error.statusCode);
  if (byStatus === "unavailable") return { kind: byStatus, message: stripeMessages.unavailable };
  if (isMissing(error)) return { kind: "not_found", message: stripeMessages.not_found };
  if (error instanceof Stripe.errors.StripeCardError) {
    return { kind: "declined", message: "The card was declined" };
  }
  return { kind: "invalid_request", message: stripeMessages.invalid_request };
}

const stripeMessages = {
  unavailable: "Stripe is not available right now",
  not_found: "Stripe does not know this payment",
  invalid_request: "Stripe refused the request",
} as const;

const mapped = <T>(call: () => Promise<T>): Promise<T> => callProvider(call, readStripeFailure);

function toStatus(status: string): ProviderSubscriptionState["status"] {
  if (status === "active" || status === "trialing") return "active";
  if (status === "canceled" || status === "incomplete_expired") return "canceled";
  // past_due, unpaid, incomplete, paused: not paid up.
  return "past_due";
}

function toInterval(interval: string | undefined, subscriptionRef: string): Interval {
  if (interval === "month" || interval === "year") return interval;
  throw new PaymentProviderError(
    "invalid_request",
    `Subscription ${subscriptionRef} bills every ${interval ?? "?"}; the shop sells month and year`,
  );
}

function toSubscriptionState(subscription: StripeSubscription): ProviderSubscriptionState {
  if (subscription.current_period_end === null) {
    throw new PaymentProviderError(
      "unavailable",
      `Stripe's subscription ${subscription.id} has no current period`,
    );
  }
  return {
    providerRef: subscription.id,
    status: toStatus(subscription.status),
    interval: toInterval(subscription.items[0]?.price.recurring?.interval, subscription.id),
    currentPeriodEnd: new Date(subscription.current_period_end * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/** Stripe puts the session id where the success URL says `{CHECKOUT_SESSION_ID}`. */
export function withSessionIdPlaceholder(successUrl: string): string {
  if (successUrl.includes("{CHECKOUT_SESSION_ID}")) return successUrl;
  const hashAt = successUrl.indexOf("#");
  const base = hashAt < 0 ? successUrl : successUrl.slice(0, hashAt);
  const hash = hashAt < 0 ? "" : successUrl.slice(hashAt);
  return `${base}${base.includes("?") ? "&" : "?"}session_id={CHECKOUT_SESSION_ID}${hash}`;
}

function isPaid(session: StripeCheckoutSession): boolean {
  return (
    session.status === "complete" &&
    (session.payment_status === "paid" || session.payment_status === "no_payment_required")
  );
}

// --- Provider ----------------------------------------------------------------------------------

function createStripeCardProvider({
  client,
  webhookSecret,
  now,
  shippingCountries = defaultShippingCountries,
}: StripeCardProviderOptions): CardCheckoutProvider {
  /** The shipping charged, with our rate id (kept in the Stripe rate's metadata). */
  async function toChargedShipping(
    shipping: StripeSessionShipping | null | undefined,
  ): Promise<ChargedShipping | null> {
    if (!shipping) return null;
    const rate =
      typeof shipping.rate === "string"
        ? await client.retrieveShippingRate(shipping.rate)
        : shipping.rate;
    return {
      address: { name: shipping.name, ...shipping.address },
      amountCents: shipping.amountCents,
      rateId: rate?.metadata[STRIPE_SHIPPING_RATE_METADATA_KEY] ?? rate?.id ?? "",
    };
  }

  async function toRetrieved(session: StripeCheckoutSession): Promise<RetrievedCheckout> {
    const subscription =
      session.subscription === null
        ? null
        : typeof session.subscription === "string"
          ? await client.retrieveSubscription(session.subscription)
          : session.subscription;
    const paymentIntent =
      typeof session.payment_intent === "string"
        ? session.payment_intent
        : (session.payment_intent?.id ?? null);
    const paid = isPaid(session);
    return {
      providerRef: session.id,
      orderId: session.client_reference_id ?? session.metadata[STRIPE_ORDER_METADATA_KEY] ?? null,
      status:
        session.status === "complete" || session.status === "expired" ? session.status : "open",
      paid,
      amountCents: session.amount_total ?? 0,
      currency: (session.currency ?? "usd").toUpperCase(),
      paymentRef: paid ? (paymentIntent ?? session.invoice) : null,
      subscription: subscription ? toSubscriptionState(subscription) : null,
      shipping: paid ? await toChargedShipping(readSessionShipping(session)) : null,
    };
  }

  async function subscriptionState(
    event: NormalisedStripeEvent,
    subscriptionRef: string,
  ): Promise<ProviderSubscriptionState> {
    if (
      event.subscriptionStatus !== undefined &&
      (event.interval === "month" || event.interval === "year") &&
      event.periodEnd !== undefined
    ) {
      return {
        providerRef: subscriptionRef,
        status: toStatus(event.subscriptionStatus),
        interval: event.interval,
        currentPeriodEnd: event.periodEnd,
        cancelAtPeriodEnd: event.cancelAtPeriodEnd ?? false,
      };
    }
    // The event lacks something (another API version's shape): ask Stripe for the subscription.
    return toSubscriptionState(await client.retrieveSubscription(subscriptionRef));
  }

  async function toPaymentEvent(event: NormalisedStripeEvent): Promise<PaymentEvent> {
    const base = { eventId: event.id, occurredAt: event.created };
    const ignored: PaymentEvent = { type: "ignored", eventId: event.id, providerType: event.type };
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded": {
        // `unpaid` is an async method (bank debit) still settling: wait for async_payment_succeeded.
        if (event.paymentStatus === "unpaid" || event.sessionRef === undefined) return ignored;
        if (event.amountCents === undefined) {
          throw new WebhookVerificationError(`Stripe event ${event.id} has no amount_total`);
        }
        return {
          ...base,
          type: "checkout.completed",
          providerRef: event.sessionRef,
          orderId: event.orderRef ?? null,
          amountCents: event.amountCents,
          currency: event.currency ?? "USD",
          paymentRef: event.paymentIntentRef ?? event.invoiceRef ?? null,
          subscription:
            event.subscriptionRef === undefined
              ? null
              : toSubscriptionState(await client.retrieveSubscription(event.subscriptionRef)),
          shipping: await toChargedShipping(event.shipping),
        };
      }
      case "checkout.session.async_payment_failed":
      case "checkout.session.expired":
        if (event.sessionRef === undefined) return ignored;
        return {
          ...base,
          type: "checkout.failed",
          providerRef: event.sessionRef,
          reason: event.type === "checkout.session.expired" ? "expired" : "declined",
        };
      case "invoice.paid":
        if (event.subscriptionRef === undefined) return ignored;
        // The first invoice is the checkout's own payment, which checkout.session.completed (or
        // async_payment_succeeded) applies with the subscription's period; as a renewal it would
        // earn the sale a second commission and a second 005 (issue 16, exactly once).
        if (event.billingReason === "subscription_create") return ignored;
        if (event.periodEnd === undefined) {
          throw new WebhookVerificationError(`Stripe event ${event.id} has no paid period`);
        }
        return {
          ...base,
          type: "subscription.renewed",
          subscriptionRef: event.subscriptionRef,
          currentPeriodEnd: event.periodEnd,
          amountCents: event.amountCents ?? 0,
        };
      case "invoice.payment_failed":
        if (event.subscriptionRef === undefined) return ignored;
        return {
          ...base,
          type: "subscription.payment_failed",
          subscriptionRef: event.subscriptionRef,
        };
      case "customer.subscription.updated": {
        if (event.subscriptionRef === undefined) return ignored;
        const productChanged =
          event.changedFields?.includes("items") || event.changedFields?.includes("metadata");
        return {
          ...base,
          type: "subscription.updated",
          subscription: await subscriptionState(event, event.subscriptionRef),
          productId: productChanged ? (event.productRef ?? null) : null,
        };
      }
      case "charge.refunded":
      case "charge.dispute.created":
        // A charge of an invoice (a renewal) or without an intent is not an order's payment.
        if (event.paymentIntentRef === undefined) return ignored;
        return {
          ...base,
          type: "payment.reversed",
          paymentRef: event.paymentIntentRef,
          reason: event.type === "charge.refunded" ? "refund" : "chargeback",
        };
      case "customer.subscription.deleted":
        if (event.subscriptionRef === undefined) return ignored;
        return {
          ...base,
          type: "subscription.canceled",
          subscriptionRef: event.subscriptionRef,
          endedAt: event.endedAt ?? event.created,
        };
    }
  }

  return {
    name: "stripe",

    createCheckout: (params) =>
      mapped(async () => {
        const linesTotal = params.lines.reduce(
          (sum, line) => sum + line.unitCents * line.quantity,
          0,
        );
        if (linesTotal !== params.totalCents) {
          throw new PaymentProviderError(
            "invalid_request",
            `The lines add up to ${linesTotal} cents, not the order total ${params.totalCents}`,
          );
        }
        if (params.mode === "subscription" && params.interval === null) {
          throw new PaymentProviderError("invalid_request", "A subscription needs an interval");
        }
        const interval = params.mode === "subscription" ? params.interval : null;
        const session = await client.createCheckoutSession({
          mode: params.mode,
          lineItems: params.lines.map((line) => ({
            name: line.title,
            unitAmountCents: line.unitCents,
            currency: "usd",
            quantity: line.quantity,
            ...(interval === null ? {} : { recurring: { interval } }),
          })),
          customerEmail: params.customerEmail,
          clientReferenceId: params.orderId,
          metadata:
            params.subscriptionProductId === null
              ? {}
              : { [STRIPE_PRODUCT_METADATA_KEY]: params.subscriptionProductId },
          successUrl: withSessionIdPlaceholder(params.successUrl),
          cancelUrl: params.cancelUrl,
          idempotencyKey: params.idempotencyKey,
          ...(params.requiresShipping
            ? {
                shippingCountries: params.shipping?.countries ?? shippingCountries,
                shippingOptions: params.shipping?.rates.map((rate) => ({
                  rateId: rate.id,
                  label: rate.label,
                  amountCents: rate.amountCents,
                })),
              }
            : {}),
        });
        return { providerRef: session.id, url: session.url };
      }),

    retrieveCheckout: (ref) =>
      mapped(async () => {
        try {
          let session: StripeCheckoutSession | null;
          if (ref.startsWith("pi_")) session = await client.findCheckoutSessionByPaymentIntent(ref);
          else if (ref.startsWith("cs_")) session = await client.retrieveCheckoutSession(ref);
          else return null;
          return session === null ? null : await toRetrieved(session);
        } catch (error) {
          if (error instanceof RangeError || isMissing(error)) return null;
          throw error;
        }
      }),

    cancelSubscription: (subscriptionRef, { atPeriodEnd }) =>
      mapped(async () => {
        const current = await client.retrieveSubscription(subscriptionRef);
        if (toStatus(current.status) === "canceled") return toSubscriptionState(current);
        // Stripe refuses cancel_at_period_end on a scheduled subscription; cancelling drops the
        // pending change of cycle anyway.
        if (current.schedule !== null) await client.releaseSubscriptionSchedule(current.schedule);
        return toSubscriptionState(
          await client.cancelSubscription(subscriptionRef, { atPeriodEnd }),
        );
      }),

    changeInterval: (subscriptionRef, change) =>
      mapped(async () => {
        const current = await client.retrieveSubscription(subscriptionRef);
        const state = toSubscriptionState(current);
        if (state.status === "canceled") {
          throw new PaymentProviderError("invalid_request", "This subscription has ended");
        }
        if (current.cancel_at_period_end) {
          throw new PaymentProviderError(
            "invalid_request",
            "This subscription ends with the current period; keep it before changing its cycle",
          );
        }
        await client.scheduleSubscriptionPriceChange(subscriptionRef, {
          unitAmountCents: change.unitCents,
          interval: change.interval,
          metadata: { [STRIPE_PRODUCT_METADATA_KEY]: change.productId },
        });
        // Billed every `interval` from the next renewal on; the current period is unchanged.
        return { ...state, interval: change.interval };
      }),

    createBillingPortal: ({ flow, subscriptionRef, returnUrl }) =>
      mapped(async () => {
        const subscription = await client.retrieveSubscription(subscriptionRef);
        if (subscription.customer === null) {
          throw new PaymentProviderError("not_found", "The subscription has no customer");
        }
        const { url } = await client.createBillingPortalSession({
          customer: subscription.customer,
          returnUrl,
          ...(flow === "update-card" ? { flow: "payment_method_update" as const } : {}),
        });
        return { url };
      }),

    refundPayment: ({ paymentRef, amountCents, reason, idempotencyKey }) =>
      mapped(async () => {
        const refund = await client.createRefund({
          paymentIntent: paymentRef,
          amountCents,
          reason,
          idempotencyKey,
        });
        const status =
          refund.status === "succeeded"
            ? "succeeded"
            : refund.status === "failed" || refund.status === "canceled"
              ? "failed"
              : "pending";
        return { refundRef: refund.id, status };
      }),

    async parseWebhook(rawBody, headers) {
      let event: ReturnType<typeof constructStripeEvent>;
      try {
        event = constructStripeEvent({
          payload: rawBody,
          header: headers[STRIPE_SIGNATURE_HEADER],
          secret: webhookSecret,
          now,
        });
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeSignatureVerificationError ||
          error instanceof StripeEventError
        ) {
          throw new WebhookVerificationError(error.message, { cause: error });
        }
        throw error;
      }
      if (!event.handled) {
        return [{ type: "ignored", eventId: event.id, providerType: event.type }];
      }
      const handled = event;
      return [await mapped(() => toPaymentEvent(handled))];
    },
  };
}
