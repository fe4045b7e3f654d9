import Stripe from "stripe";
import { z } from "zod";
import {
  readSessionShipping,
  STRIPE_ORDER_METADATA_KEY,
  STRIPE_PRODUCT_METADATA_KEY,
  type StripeSessionShipping,
  stripeSessionShippingFields,
} from "./stripe-client";

/**
 * Stripe webhook signatures and the events the shop acts on.
 *
 * The signature (`Stripe-Signature: t=<unix seconds>,v1=<hex>[,v1=…]`, HMAC-SHA256 of
 * `${t}.${raw body}`) is checked by Stripe's SDK (`webhooks.constructEvent`, 300 s tolerance,
 * measured on our injected clock). The SDK only refuses events that are too old; we also refuse a
 * timestamp more than the tolerance ahead of our clock, as we always have (decision 0031).
 * Failures are the SDK's `StripeSignatureVerificationError`.
 */

const STRIPE_SIGNATURE_TOLERANCE_SECONDS = 300;

/** The signature was good but the body is not a Stripe event we can read. */
export class StripeEventError extends Error {
  override name = "StripeEventError";
}

type RawBody = string | Uint8Array;

// --- Events ------------------------------------------------------------------------------------

const stripeHandledEventTypes = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "invoice.paid",
  "invoice.payment_failed",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "charge.refunded",
  "charge.dispute.created",
] as const;
type StripeHandledEventType = (typeof stripeHandledEventTypes)[number];

/** What the shop needs from one Stripe event, whatever API version it was rendered in. */
export type NormalisedStripeEvent = {
  handled: true;
  /** `evt_…`: the key for exactly-once processing (`webhook_events(provider, event_id)`). */
  id: string;
  type: StripeHandledEventType;
  /** When Stripe created the event; use it to ignore stale subscription events. */
  created: Date;
  livemode: boolean;
  /** Our order id (client_reference_id or `metadata.order_id`). */
  orderRef?: string;
  /** `cs_…` for checkout.session.* events. */
  sessionRef?: string;
  /** `sub_…`. */
  subscriptionRef?: string;
  /** `cus_…`. */
  customerRef?: string;
  /** `in_…` for invoice.* events, and a subscription checkout's first invoice. */
  invoiceRef?: string;
  /** `pi_…` when the object names one. */
  paymentIntentRef?: string;
  /** Session total, invoice amount paid (or due, on failure), in cents. */
  amountCents?: number;
  /** Upper-case ISO code, e.g. "USD". */
  currency?: string;
  /** End of the period paid for (invoice line) or of the subscription's current period. */
  periodEnd?: Date;
  /** checkout.session.*: `paid`, `unpaid` (an async method still settling) or `no_payment_required`. */
  paymentStatus?: string;
  /** checkout.session.*: the address collected and the shipping charged, for merch. */
  shipping?: StripeSessionShipping;
  /** customer.subscription.*: Stripe's status (`active`, `past_due`, `canceled`, …). */
  subscriptionStatus?: string;
  cancelAtPeriodEnd?: boolean;
  /** customer.subscription.*: the billing interval of its price (`month`, `year`, …). */
  interval?: string;
  /** customer.subscription.*: our product id (`metadata.product_id`), when we set one. */
  productRef?: string;
  /** customer.subscription.updated: the fields Stripe lists in `previous_attributes`. */
  changedFields?: string[];
  /** customer.subscription.deleted: when it ended. */
  endedAt?: Date;
  /** invoice.*: `subscription_create`, `subscription_cycle`, `subscription_update`, … */
  billingReason?: string;
};

/** An event type the shop does not act on: acknowledge it (2xx) and move on. */
type IgnoredStripeEvent = { handled: false; id: string; type: string; created: Date };

export type StripeWebhookEvent = NormalisedStripeEvent | IgnoredStripeEvent;

const ref = z
  .union([z.string(), z.object({ id: z.string() })])
  .nullish()
  .transform((value) => (value == null ? undefined : typeof value === "string" ? value : value.id));
const metadata = z
  .record(z.string(), z.string())
  .nullish()
  .transform((value) => value ?? {});
const optionalInt = z
  .number()
  .int()
  .nullish()
  .transform((value) => value ?? undefined);
const optionalString = z
  .string()
  .nullish()
  .transform((value) => value ?? undefined);

const envelopeSchema = z.object({
  id: z.string().min(1),
  object: z.literal("event"),
  type: z.string().min(1),
  created: z.number().int(),
  livemode: z.boolean().default(false),
  data: z.object({
    object: z.record(z.string(), z.unknown()),
    previous_attributes: z.record(z.string(), z.unknown()).nullish(),
  }),
});

/** A Charge (charge.refunded) or a Dispute (charge.dispute.created): both name the payment intent. */
const paymentReversalSchema = z.object({
  payment_intent: z.string().nullish(),
  amount: z.number().int().nullish(),
  amount_refunded: z.number().int().nullish(),
  currency: z.string().nullish(),
});

const sessionSchema = z.object({
  ...stripeSessionShippingFields,
  id: z.string(),
  client_reference_id: optionalString,
  metadata,
  amount_total: optionalInt,
  currency: optionalString,
  payment_status: optionalString,
  subscription: ref,
  customer: ref,
  payment_intent: ref,
  invoice: ref,
});

const invoiceSchema = z.object({
  id: z.string(),
  amount_paid: optionalInt,
  amount_due: optionalInt,
  currency: optionalString,
  customer: ref,
  billing_reason: optionalString,
  // Up to API version 2025-02-24.
  subscription: ref,
  subscription_details: z.object({ metadata }).nullish(),
  payment_intent: ref,
  // From 2025-03-31 the subscription moved under `parent`.
  parent: z
    .object({
      subscription_details: z.object({ subscription: ref, metadata }).nullish(),
    })
    .nullish(),
  lines: z
    .object({
      data: z.array(
        z.object({
          period: z.object({ start: z.number().int(), end: z.number().int() }).nullish(),
        }),
      ),
    })
    .nullish(),
  period_end: optionalInt,
});

const subscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  customer: ref,
  metadata,
  cancel_at_period_end: z.boolean().nullish(),
  current_period_end: optionalInt,
  ended_at: optionalInt,
  canceled_at: optionalInt,
  items: z
    .object({
      data: z.array(
        z.object({
          current_period_end: optionalInt,
          price: z
            .object({
              unit_amount: optionalInt,
              currency: optionalString,
              recurring: z.object({ interval: z.string() }).nullish(),
            })
            .nullish(),
        }),
      ),
    })
    .nullish(),
});

const fromUnix = (seconds: number | undefined): Date | undefined =>
  seconds === undefined ? undefined : new Date(seconds * 1000);
const upper = (code: string | undefined): string | undefined => code?.toUpperCase();

/** Drops undefined fields so the result compares cleanly and serialises compactly. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

function readObject<T extends z.ZodType>(schema: T, object: unknown, type: string): z.output<T> {
  const parsed = schema.safeParse(object);
  if (!parsed.success) {
    throw new StripeEventError(`Stripe ${type} event has an unexpected object`, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** Reads a (verified) event body into the shop's normalised form. */
export function parseStripeEvent(body: unknown): StripeWebhookEvent {
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) {
    throw new StripeEventError("Body is not a Stripe event", { cause: envelope.error });
  }
  const { id, type, created: createdSeconds, livemode, data } = envelope.data;
  const created = new Date(createdSeconds * 1000);
  if (!(stripeHandledEventTypes as readonly string[]).includes(type)) {
    return { handled: false, id, type, created };
  }
  const handledType = type as StripeHandledEventType;
  const base = { handled: true as const, id, type: handledType, created, livemode };

  switch (handledType) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const session = readObject(sessionSchema, data.object, type);
      return compact({
        ...base,
        orderRef: session.client_reference_id ?? session.metadata[STRIPE_ORDER_METADATA_KEY],
        sessionRef: session.id,
        subscriptionRef: session.subscription,
        customerRef: session.customer,
        paymentIntentRef: session.payment_intent,
        invoiceRef: session.invoice,
        amountCents: session.amount_total,
        currency: upper(session.currency),
        paymentStatus: session.payment_status,
        shipping: readSessionShipping(session) ?? undefined,
      });
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = readObject(invoiceSchema, data.object, type);
      const details = invoice.parent?.subscription_details;
      const orderMetadata = details?.metadata ?? invoice.subscription_details?.metadata ?? {};
      const lineEnds = (invoice.lines?.data ?? [])
        .map((line) => line.period?.end)
        .filter((end): end is number => end !== undefined);
      return compact({
        ...base,
        orderRef: orderMetadata[STRIPE_ORDER_METADATA_KEY],
        subscriptionRef: details?.subscription ?? invoice.subscription,
        customerRef: invoice.customer,
        invoiceRef: invoice.id,
        paymentIntentRef: invoice.payment_intent,
        amountCents: type === "invoice.paid" ? invoice.amount_paid : invoice.amount_due,
        currency: upper(invoice.currency),
        // An invoice's own `period_end` is the end of the *previous* period for subscription
        // invoices; the line items carry the period actually paid for.
        periodEnd: fromUnix(lineEnds.length > 0 ? Math.max(...lineEnds) : invoice.period_end),
        billingReason: invoice.billing_reason,
      });
    }
    case "charge.refunded":
    case "charge.dispute.created": {
      const reversal = readObject(paymentReversalSchema, data.object, type);
      return compact({
        ...base,
        paymentIntentRef: reversal.payment_intent ?? undefined,
        amountCents:
          (type === "charge.refunded" ? reversal.amount_refunded : reversal.amount) ?? undefined,
        currency: upper(reversal.currency ?? undefined),
      });
    }
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = readObject(subscriptionSchema, data.object, type);
      const item = subscription.items?.data[0];
      return compact({
        ...base,
        orderRef: subscription.metadata[STRIPE_ORDER_METADATA_KEY],
        subscriptionRef: subscription.id,
        customerRef: subscription.customer,
        amountCents: item?.price?.unit_amount,
        currency: upper(item?.price?.currency),
        periodEnd: fromUnix(subscription.current_period_end ?? item?.current_period_end),
        subscriptionStatus: subscription.status,
        cancelAtPeriodEnd: subscription.cancel_at_period_end ?? undefined,
        interval: item?.price?.recurring?.interval,
        productRef: subscription.metadata[STRIPE_PRODUCT_METADATA_KEY],
        changedFields:
          type === "customer.subscription.updated"
            ? Object.keys(data.previous_attributes ?? {})
            : undefined,
        endedAt:
          type === "customer.subscription.deleted"
            ? fromUnix(subscription.ended_at ?? subscription.canceled_at ?? createdSeconds)
            : undefined,
      });
    }
  }
}

export type ConstructStripeEventInput = {
  /** The request body exactly as received; re-serialised JSON will not verify. */
  payload: RawBody;
  header: string | string[] | undefined;
  secret: string;
  /** The clock the tolerance is measured on. */
  now?: () => Date;
  toleranceSeconds?: number;
};

/**
 * Verifies the signature with Stripe's SDK, then parses the body. Throws the SDK's
 * StripeSignatureVerificationError (answer 400, do nothing) or StripeEventError (signed but
 * unreadable: answer 400 as well; Stripe will retry and a human should look).
 */
export function constructStripeEvent({
  payload,
  header,
  secret,
  now = () => new Date(),
  toleranceSeconds = STRIPE_SIGNATURE_TOLERANCE_SECONDS,
}: ConstructStripeEventInput): StripeWebhookEvent {
  const value = Array.isArray(header) ? header.join(",") : (header ?? "");
  const body = typeof payload === "string" ? payload : Buffer.from(payload);
  const receivedAt = now().getTime();
  let event: unknown;
  try {
    event = Stripe.webhooks.constructEvent(
      body,
      value,
      secret,
      toleranceSeconds,
      undefined,
      receivedAt,
    );
  } catch (error) {
    // Verified, but not JSON (the SDK parses after verifying).
    if (error instanceof SyntaxError) {
      throw new StripeEventError("Stripe event body is not JSON", { cause: error });
    }
    throw error;
  }
  // Verified, so `t` is Stripe's own; the SDK checks only that it is not too old.
  const timestamp = Number(/(?:^|,)\s*t=(\d+)/.exec(value)?.[1]);
  if (timestamp - Math.floor(receivedAt / 1000) > toleranceSeconds) {
    throw new Stripe.errors.StripeSignatureVerificationError(value, body, {
      message: "Timestamp outside the tolerance zone",
    });
  }
  return parseStripeEvent(event);
}
