/*
 * The payment provider interface (DESIGN 4, decision 0019). The shop services talk to providers
 * only through these two shapes; the sandbox (./sandbox), Stripe (./stripe) and PayPal (./paypal)
 * adapters implement them. Providers never touch the shop's tables: they answer calls and turn
 * their webhooks into the normalised `PaymentEvent`s below, which `applyPaymentEvent` handles the
 * same way whichever provider sent them.
 *
 * Money crosses this boundary as integer cents; an adapter converts to its API's format
 * (Stripe: cents; PayPal: "89.55" with `centsToDecimalString`).
 */

export type Interval = "month" | "year";

type ProviderLine = {
  productId: string;
  title: string;
  unitCents: number;
  quantity: number;
};

/** Where a physical item goes, as the hosted page collected it. */
type ShippingAddress = {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
};

/** A flat shipping rate for a set of destination countries (ours: services/shop/shipping-rates). */
export type ShippingRate = {
  id: string;
  label: string;
  amountCents: number;
  /** ISO 3166-1 alpha-2 codes this rate is for. */
  countries: string[];
};

/** What the hosted page offers for merch: the countries shipped to and the rate of each. */
export type ShippingOffer = { countries: string[]; rates: ShippingRate[] };

/** The shipping of a paid checkout: where to, and what the buyer paid for it. */
export type ChargedShipping = { address: ShippingAddress; amountCents: number; rateId: string };

export type CreateCheckoutParams = {
  /** Our order id; sent as the provider's reference (`client_reference_id`, metadata). */
  orderId: string;
  mode: "payment" | "subscription";
  /** For subscriptions. */
  interval: Interval | null;
  /** For subscriptions: the product the subscription is for. */
  subscriptionProductId: string | null;
  lines: ProviderLine[];
  totalCents: number;
  currency: "USD";
  customerEmail: string;
  /** Absolute URLs on the web origin. The provider appends its own reference to `successUrl`. */
  successUrl: string;
  cancelUrl: string;
  /** Sent as the provider's idempotency key: a repeat returns the first checkout. */
  idempotencyKey: string;
  /** True when merch is in the cart: the hosted page must collect a shipping address. */
  requiresShipping: boolean;
  /**
   * With merch: the destinations and their rates (Stripe: `shipping_address_collection` and
   * `shipping_options`). The buyer is charged `totalCents` + the rate; the server checks the rate
   * against the address when the payment arrives (decision 0028).
   */
  shipping: ShippingOffer | null;
};

export type CheckoutSession = {
  /** The provider's id of the checkout (Stripe `cs_…`). */
  providerRef: string;
  /** The hosted page to send the buyer to. */
  url: string;
};

export type ProviderSubscriptionState = {
  providerRef: string;
  status: "active" | "past_due" | "canceled";
  interval: Interval;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
};

export type RetrievedCheckout = {
  providerRef: string;
  /** Our order id as we sent it. */
  orderId: string | null;
  status: "open" | "complete" | "expired" | "canceled";
  paid: boolean;
  amountCents: number;
  currency: string;
  /** The payment (Stripe payment intent) once paid. */
  paymentRef: string | null;
  subscription: ProviderSubscriptionState | null;
  /** With merch: the address collected and the shipping charged (inside `amountCents`). */
  shipping?: ChargedShipping | null;
};

export type RefundPaymentParams = {
  /** The payment to refund: Stripe payment intent, PayPal capture id (`orders.capture_ref`). */
  paymentRef: string;
  amountCents: number;
  currency: "USD";
  /** Why, in words kept with the provider's refund (metadata / note to payer). */
  reason: string;
  /** Sent as the provider's idempotency key: a repeat answers the first refund. */
  idempotencyKey: string;
};

export type RefundResult = { refundRef: string; status: "succeeded" | "pending" | "failed" };

export type BillingPortalFlow = "update-card" | "change-cycle" | "manage";

export type CreateBillingPortalParams = {
  flow: BillingPortalFlow;
  subscriptionRef: string;
  customerEmail: string;
  /** Absolute URL on the web origin. */
  returnUrl: string;
};

/** A card checkout provider (the sandbox, Stripe): hosted checkout pages and subscriptions. */
export interface CardCheckoutProvider {
  readonly name: "sandbox" | "stripe";
  createCheckout(params: CreateCheckoutParams): Promise<CheckoutSession>;
  /** A checkout by its id or by its payment's id (Stripe `cs_…` or `pi_…`); null if unknown. */
  retrieveCheckout(ref: string): Promise<RetrievedCheckout | null>;
  cancelSubscription(
    subscriptionRef: string,
    options: { atPeriodEnd: boolean },
  ): Promise<ProviderSubscriptionState>;
  /** Bills the subscription every `interval` from the next renewal on, at the new product's price. */
  changeInterval(
    subscriptionRef: string,
    change: { interval: Interval; productId: string; unitCents: number },
  ): Promise<ProviderSubscriptionState>;
  createBillingPortal(params: CreateBillingPortalParams): Promise<{ url: string }>;
  /** Gives money back for a payment (decision 0028: money taken on a closed order). */
  refundPayment(params: {
    paymentRef: string;
    amountCents: number;
    currency: "USD";
    reason: string;
    idempotencyKey: string;
  }): Promise<{ refundRef: string; status: "succeeded" | "pending" | "failed" }>;
  /**
   * Verifies a webhook delivery (signature over the raw bytes, timestamp tolerance) and turns it
   * into events. Throws `WebhookVerificationError` when it does not verify. Event types the shop
   * does not use come back as `{ type: "ignored" }`.
   */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentEvent[]>;
}

export type PaypalOrderStatus =
  | "CREATED"
  | "SAVED"
  | "APPROVED"
  | "VOIDED"
  | "COMPLETED"
  | "PAYER_ACTION_REQUIRED";

type PaypalCaptureStatus =
  | "COMPLETED"
  | "PENDING"
  | "DECLINED"
  | "FAILED"
  | "REFUNDED"
  | "PARTIALLY_REFUNDED";

type PaypalAmount = { value: string; currency_code: string };

export type PaypalCapture = {
  /** The order id. */
  id: string;
  status: PaypalCaptureStatus;
  captureId: string;
  amount: PaypalAmount;
};

export type CreatePaypalOrderParams = {
  /** Our order id (`purchase_units[0].custom_id`). */
  orderId: string;
  lines: ProviderLine[];
  totalCents: number;
  currency: "USD";
  /** Absolute URLs; PayPal appends `token=<order id>` to the return URL. */
  returnUrl: string;
  cancelUrl: string;
  /** `PayPal-Request-Id`. */
  requestId: string;
};

export type PaypalOrder = {
  id: string;
  status: PaypalOrderStatus;
  /** Our order id as we sent it. */
  orderId: string | null;
  amount: PaypalAmount;
  /** The capture, once the order is captured. */
  capture: PaypalCapture | null;
};

/** A PayPal-style provider (the sandbox, PayPal Orders v2): create, buyer approves, capture. */
export interface PaypalOrdersProvider {
  readonly name: "sandbox" | "paypal";
  createOrder(params: CreatePaypalOrderParams): Promise<{ id: string; approveUrl: string }>;
  /**
   * Captures an approved order. A repeat with the same `requestId` answers the first capture.
   * Throws `PaymentProviderError` with kind `not_approved` or `already_captured` (PayPal 422
   * `ORDER_NOT_APPROVED` / `ORDER_ALREADY_CAPTURED`), `not_found`, or `unavailable`.
   */
  captureOrder(id: string, requestId: string): Promise<PaypalCapture>;
  getOrder(id: string): Promise<PaypalOrder | null>;
  /** Refunds a capture (decision 0028: money taken on a closed order). */
  refundPayment(params: {
    paymentRef: string;
    amountCents: number;
    currency: "USD";
    reason: string;
    idempotencyKey: string;
  }): Promise<{ refundRef: string; status: "succeeded" | "pending" | "failed" }>;
  /** Verifies a webhook delivery (PayPal: verify-webhook-signature) and turns it into events. */
  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentEvent[]>;
}

/**
 * Provider events, normalised. `eventId` is the provider's own event id (unique per provider);
 * `occurredAt` is when the provider says it happened (used to ignore stale subscription events).
 */
export type PaymentEvent =
  | {
      type: "checkout.completed";
      eventId: string;
      occurredAt: Date;
      /** The checkout (card) or order (PayPal) id: what `orders.provider_ref` holds. */
      providerRef: string;
      /** Our order id as sent to the provider, when the event carries it. */
      orderId: string | null;
      amountCents: number;
      currency: string;
      /** The payment: capture id or payment intent. */
      paymentRef: string | null;
      /** For a subscription checkout: the subscription it started. */
      subscription: ProviderSubscriptionState | null;
      /** With merch: the address collected and the shipping charged (inside `amountCents`). */
      shipping?: ChargedShipping | null;
    }
  | {
      /** The checkout expired or the buyer cancelled it; the payment was declined. */
      type: "checkout.failed";
      eventId: string;
      occurredAt: Date;
      providerRef: string;
      reason: "expired" | "canceled" | "declined";
    }
  | {
      /** A renewal was paid: the subscription runs until `currentPeriodEnd`. */
      type: "subscription.renewed";
      eventId: string;
      occurredAt: Date;
      subscriptionRef: string;
      currentPeriodEnd: Date;
      amountCents: number;
    }
  | {
      /** A renewal failed: the subscription is past due; access lasts to the period end. */
      type: "subscription.payment_failed";
      eventId: string;
      occurredAt: Date;
      subscriptionRef: string;
    }
  | {
      /** Cancellation requested or withdrawn, or the interval changed. */
      type: "subscription.updated";
      eventId: string;
      occurredAt: Date;
      subscription: ProviderSubscriptionState;
      /** Set when the subscription now bills another product (a change of cycle). */
      productId: string | null;
    }
  | {
      /** The subscription ended: access lapses at `endedAt`. */
      type: "subscription.canceled";
      eventId: string;
      occurredAt: Date;
      subscriptionRef: string;
      endedAt: Date;
    }
  | {
      /**
       * Money of a payment went back to the buyer: a refund, or a chargeback the buyer's bank
       * opened. Reverses the affiliate commission it earned (decision 0057).
       */
      type: "payment.reversed";
      eventId: string;
      occurredAt: Date;
      /** The payment (capture id or payment intent): what `orders.capture_ref` holds. */
      paymentRef: string;
      reason: "refund" | "chargeback";
    }
  | { type: "ignored"; eventId: string; providerType: string };

export type PaymentProviderErrorKind =
  | "not_approved"
  | "already_captured"
  | "not_found"
  | "declined"
  | "invalid_request"
  | "unavailable";

/** A provider call that failed in a way the shop handles (see `kind`). */
export class PaymentProviderError extends Error {
  override readonly name = "PaymentProviderError";
  constructor(
    readonly kind: PaymentProviderErrorKind,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
  }
}

/** What a provider's failed call means to the shop, read from its SDK's error by its adapter. */
export type ProviderFailure = { kind: PaymentProviderErrorKind; message: string };

/**
 * The kind an HTTP status from a provider's API means when nothing more particular is known: no
 * answer, the provider's own trouble, rate limiting or our keys refused (our fault, not the
 * buyer's) are as good as unavailable to the buyer; 404 is an id the provider does not know.
 */
export function providerKindOfStatus(
  status: number | undefined,
): "unavailable" | "not_found" | "invalid_request" {
  if (status === undefined || status >= 500 || status === 429 || status === 401 || status === 403) {
    return "unavailable";
  }
  return status === 404 ? "not_found" : "invalid_request";
}

/**
 * Runs one call to a provider; a failure leaves as the shop's `PaymentProviderError`, as the
 * adapter's `read` names it (undefined: not a provider failure, thrown as it is). Our own
 * argument checks (`RangeError`, `TypeError`) are invalid requests unless `read` says otherwise.
 */
export async function callProvider<T>(
  call: () => Promise<T>,
  read: (error: unknown) => ProviderFailure | undefined,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw error;
    const failure =
      read(error) ??
      (error instanceof RangeError || error instanceof TypeError
        ? { kind: "invalid_request" as const, message: error.message }
        : undefined);
    if (failure === undefined) throw error;
    throw new PaymentProviderError(failure.kind, failure.message, { cause: error });
  }
}

/** A webhook delivery that does not verify; the route answers 400 and changes nothing. */
export class WebhookVerificationError extends Error {
  override readonly name = "WebhookVerificationError";
}

/** The providers the app runs with (see createPaymentProviders). */
export type PaymentProviders = {
  /** Card checkouts (paynow, subscriptions, billing); undefined when none is configured. */
  card: CardCheckoutProvider | undefined;
  /** PayPal-style orders; undefined when none is configured. */
  paypal: PaypalOrdersProvider | undefined;
  /** The sandbox's page and dev helpers, in sandbox mode only. */
  sandbox: import("./sandbox/sandbox-provider").SandboxProvider | undefined;
};
