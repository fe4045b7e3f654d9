import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { z } from "zod";
import { PaymentProviderError } from "../provider";
import { type FailedAttempt, type RetryOptions, withRetries } from "../retry-policy";

/**
 * The part of Stripe's API the shop uses (Checkout Sessions, PaymentIntents, Subscriptions and
 * their schedules, the Billing Portal, Refunds), called through Stripe's own SDK (decision 0031).
 * What stays ours: the shop's parameters for each call, the one retry policy shared with PayPal,
 * and reading only the fields we use from each answer, whichever API version rendered it.
 * Failures are the SDK's errors (`Stripe.errors.*`), or `PaymentProviderError` for an answer
 * without the fields we need.
 */

/** The API version every request pins, so a dashboard upgrade cannot change the shapes we read. */
export const STRIPE_API_VERSION = "2024-06-20";
const DEFAULT_STRIPE_API_BASE = "https://api.stripe.com";

/**
 * Metadata key under which our order id rides on the session, its PaymentIntent and its
 * Subscription, so invoice and subscription webhooks can be tied back to the order.
 */
export const STRIPE_ORDER_METADATA_KEY = "order_id";
/** Metadata key for our product id on a subscription (changes with a change of cycle). */
export const STRIPE_PRODUCT_METADATA_KEY = "product_id";
/** Metadata key for our shipping rate id on the shipping rates a checkout offers. */
export const STRIPE_SHIPPING_RATE_METADATA_KEY = "rate_id";

// --- Response shapes (only the fields we read) -------------------------------------------------

const metadataSchema = z
  .record(z.string(), z.string())
  .nullish()
  .transform((value) => value ?? {});
const idOrObject = z.union([z.string(), z.object({ id: z.string() })]).nullish();
const refId = (value: z.output<typeof idOrObject>): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

const priceSchema = z.object({
  id: z.string(),
  product: idOrObject.transform(refId),
  unit_amount: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null),
  currency: z.string(),
  recurring: z
    .object({ interval: z.string(), interval_count: z.number().int().optional() })
    .nullish()
    .transform((value) => value ?? null),
});

const subscriptionSchema = z
  .object({
    id: z.string(),
    object: z.literal("subscription").optional(),
    status: z.string(),
    customer: idOrObject.transform(refId),
    cancel_at_period_end: z.boolean().default(false),
    /** The subscription schedule managing it (a pending change of cycle), if any. */
    schedule: idOrObject.transform(refId),
    ended_at: z
      .number()
      .int()
      .nullish()
      .transform((value) => value ?? null),
    // Before API version 2025-03-31 the period is on the subscription, since then on each item.
    current_period_end: z.number().int().nullish(),
    metadata: metadataSchema,
    items: z
      .object({
        data: z.array(
          z.object({
            id: z.string(),
            price: priceSchema,
            current_period_end: z.number().int().nullish(),
          }),
        ),
      })
      .default({ data: [] }),
  })
  .transform(({ items, current_period_end, object: _object, ...rest }) => ({
    ...rest,
    current_period_end: current_period_end ?? items.data[0]?.current_period_end ?? null,
    items: items.data.map(({ id, price }) => ({ id, price })),
  }));
export type StripeSubscription = z.output<typeof subscriptionSchema>;

const paymentIntentSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: z.number().int(),
  amount_received: z.number().int().default(0),
  currency: z.string(),
  customer: idOrObject.transform(refId),
  metadata: metadataSchema,
  latest_charge: idOrObject.transform(refId),
});
type StripePaymentIntent = z.output<typeof paymentIntentSchema>;

const addressSchema = z.object({
  line1: z.string().nullish(),
  line2: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  postal_code: z.string().nullish(),
  country: z.string().nullish(),
});
const shippingDetailsSchema = z.object({
  name: z.string().nullish(),
  address: addressSchema.nullish(),
});
const shippingRateSchema = z.object({ id: z.string(), metadata: metadataSchema });

/**
 * A checkout's shipping fields, in both API shapes: `shipping_details` up to 2025-02-24,
 * `collected_information.shipping_details` since; `shipping_cost` names the rate the buyer chose.
 */
export const stripeSessionShippingFields = {
  shipping_details: shippingDetailsSchema.nullish(),
  collected_information: z.object({ shipping_details: shippingDetailsSchema.nullish() }).nullish(),
  shipping_cost: z
    .object({
      amount_total: z.number().int(),
      shipping_rate: z.union([z.string(), shippingRateSchema]).nullish(),
    })
    .nullish(),
};
type SessionShippingFields = {
  [K in keyof typeof stripeSessionShippingFields]?: z.output<
    (typeof stripeSessionShippingFields)[K]
  >;
};

/** The shipping a checkout charged: the address, the amount and the Stripe rate chosen. */
export type StripeSessionShipping = {
  name: string;
  address: {
    line1: string;
    line2: string | null;
    city: string;
    state: string | null;
    postalCode: string;
    country: string;
  };
  amountCents: number;
  /** The shipping rate: its id, or the object when expanded. */
  rate: string | z.output<typeof shippingRateSchema> | null;
};

/** The shipping of a session, or null when it collected no address or charged no rate. */
export function readSessionShipping(session: SessionShippingFields): StripeSessionShipping | null {
  const details = session.collected_information?.shipping_details ?? session.shipping_details;
  const address = details?.address;
  const cost = session.shipping_cost;
  if (!address?.country || !cost) return null;
  return {
    name: details?.name ?? "",
    // Stripe leaves out what a country's addresses do not have (e.g. a postal code).
    address: {
      line1: address.line1 ?? "",
      line2: address.line2 ?? null,
      city: address.city ?? "",
      state: address.state ?? null,
      postalCode: address.postal_code ?? "",
      country: address.country.toUpperCase(),
    },
    amountCents: cost.amount_total,
    rate: cost.shipping_rate ?? null,
  };
}

const checkoutSessionSchema = z.object({
  ...stripeSessionShippingFields,
  id: z.string(),
  url: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  mode: z.enum(["payment", "subscription", "setup"]),
  /** `open`, `complete` or `expired`. */
  status: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  /** `paid`, `unpaid` or `no_payment_required`; only `paid` means the money is there. */
  payment_status: z.string(),
  amount_total: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null),
  currency: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  client_reference_id: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  customer: idOrObject.transform(refId),
  customer_email: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  metadata: metadataSchema,
  payment_intent: z
    .union([z.string(), paymentIntentSchema])
    .nullish()
    .transform((value) => value ?? null),
  /** Subscription mode: the first invoice. */
  invoice: idOrObject.transform(refId),
  subscription: z
    .union([z.string(), subscriptionSchema])
    .nullish()
    .transform((value) => value ?? null),
});
/** A Checkout Session as Stripe describes it (snake_case, amounts in cents, lower-case currency). */
export type StripeCheckoutSession = z.output<typeof checkoutSessionSchema>;

const checkoutSessionListSchema = z.object({ data: z.array(checkoutSessionSchema) });

const billingPortalSessionSchema = z.object({ id: z.string(), url: z.string() });

const refundSchema = z.object({ id: z.string(), status: z.string().nullable() });

const schedulePhaseSchema = z.object({
  start_date: z.number().int(),
  end_date: z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null),
  items: z.array(z.object({ price: idOrObject.transform(refId) })).default([]),
  metadata: metadataSchema,
});

const subscriptionScheduleSchema = z.object({
  id: z.string(),
  status: z.string(),
  subscription: idOrObject.transform(refId),
  end_behavior: z.string().optional(),
  current_phase: z
    .object({ start_date: z.number().int(), end_date: z.number().int() })
    .nullish()
    .transform((value) => value ?? null),
  phases: z.array(schedulePhaseSchema).default([]),
});
type StripeSubscriptionSchedule = z.output<typeof subscriptionScheduleSchema>;

// --- Inputs ------------------------------------------------------------------------------------

type StripeRecurringInterval = "day" | "week" | "month" | "year";

type StripeLineItemInput = {
  /** Shown on Stripe's checkout page. */
  name: string;
  /** Whole US cents, decided by our server (DESIGN 4). */
  unitAmountCents: number;
  currency: "usd";
  /** Defaults to 1. */
  quantity?: number;
  /** Present exactly for subscription products. */
  recurring?: { interval: StripeRecurringInterval; intervalCount?: number };
};

type CreateCheckoutSessionInput = {
  mode: "payment" | "subscription";
  lineItems: readonly StripeLineItemInput[];
  /** Prefills the email on Stripe's page; ignored by Stripe when `customer` is given. */
  customerEmail?: string;
  /** An existing Stripe customer (e.g. a returning subscriber). */
  customer?: string;
  /** Our order id; echoed as `client_reference_id` and as `metadata.order_id`. */
  clientReferenceId: string;
  metadata?: Record<string, string>;
  /** Absolute URL; include `{CHECKOUT_SESSION_ID}` so the success route learns the session id. */
  successUrl: string;
  cancelUrl: string;
  /** Derive from our durable order id (e.g. `order:<id>:checkout`), never from the clock. */
  idempotencyKey: string;
  /** Ask for a shipping address in these countries (ISO alpha-2), for physical goods. */
  shippingCountries?: readonly string[];
  /** Flat rates the buyer picks from on Stripe's page (at most 5), with our rate ids. */
  shippingOptions?: readonly { rateId: string; label: string; amountCents: number }[];
};

type ScheduleSubscriptionPriceChangeInput = {
  unitAmountCents: number;
  currency?: "usd";
  interval: StripeRecurringInterval;
  /** Metadata the subscription carries once the new price applies (merged over the current). */
  metadata?: Record<string, string>;
};

type UpdateSubscriptionPriceInput = {
  /** Use an existing Price… */
  priceId?: string;
  /** …or an inline price on the subscription's current product. */
  unitAmountCents?: number;
  currency?: "usd";
  interval?: StripeRecurringInterval;
  /** Stripe's default is `create_prorations`. */
  prorationBehavior?: "create_prorations" | "none" | "always_invoice";
  idempotencyKey?: string;
};

export type StripeClientOptions = RetryOptions & {
  secretKey: string;
  /** Default https://api.stripe.com; a stand-in's origin in tests (scheme, host and port only). */
  apiBase?: string;
  apiVersion?: string;
  fetch?: typeof fetch;
  /** Per attempt. Default 15 s. */
  timeoutMs?: number;
};

export type StripeClient = {
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<{ id: string; url: string }>;
  /** With `subscription` and `payment_intent` expanded into objects. */
  retrieveCheckoutSession(id: string): Promise<StripeCheckoutSession>;
  /** The Checkout Session that created this PaymentIntent (expanded as above), or null. */
  findCheckoutSessionByPaymentIntent(
    paymentIntentId: string,
  ): Promise<StripeCheckoutSession | null>;
  retrievePaymentIntent(id: string): Promise<StripePaymentIntent>;
  /** A shipping rate: its id and metadata (our rate id). */
  retrieveShippingRate(id: string): Promise<z.output<typeof shippingRateSchema>>;
  retrieveSubscription(id: string): Promise<StripeSubscription>;
  /**
   * `atPeriodEnd: true` keeps access until the paid period ends (POST `cancel_at_period_end`);
   * `false` cancels now (DELETE).
   */
  cancelSubscription(
    id: string,
    options: { atPeriodEnd: boolean; idempotencyKey?: string },
  ): Promise<StripeSubscription>;
  /** Undoes a pending `cancel_at_period_end`. */
  resumeSubscription(
    id: string,
    options?: { idempotencyKey?: string },
  ): Promise<StripeSubscription>;
  /**
   * From the end of the current period on, bills the subscription's (single) item at a new price
   * and interval (a subscription schedule: current phase unchanged, then the new price; released
   * afterwards). Nothing is charged or prorated now. Replaces any change scheduled before.
   */
  scheduleSubscriptionPriceChange(
    id: string,
    input: ScheduleSubscriptionPriceChangeInput,
  ): Promise<StripeSubscriptionSchedule>;
  /** Detaches a schedule; the subscription keeps running as it is now (drops pending phases). */
  releaseSubscriptionSchedule(scheduleId: string): Promise<StripeSubscriptionSchedule>;
  /** Moves the subscription's (single) item to another price now, e.g. monthly → yearly. */
  updateSubscriptionPrice(
    id: string,
    input: UpdateSubscriptionPriceInput,
  ): Promise<StripeSubscription>;
  /**
   * Stripe's hosted customer portal. `flow: "payment_method_update"` opens straight on the
   * card form (update-card).
   */
  createBillingPortalSession(input: {
    customer: string;
    returnUrl: string;
    flow?: "payment_method_update";
    idempotencyKey?: string;
  }): Promise<{ id: string; url: string }>;
  /** POST /v1/refunds for a payment intent (minimal; decision 0028). */
  createRefund(input: {
    paymentIntent: string;
    amountCents: number;
    reason: string;
    idempotencyKey: string;
  }): Promise<{ id: string; status: string | null }>;
};

// --- SDK ---------------------------------------------------------------------------------------

function requireCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number of cents, got ${value}`);
  }
}

function requireId(id: string, kind: string): string {
  if (!/^[A-Za-z0-9_]{1,255}$/.test(id)) throw new RangeError(`not a Stripe ${kind} id: ${id}`);
  return id;
}

/** An SDK error as the shared retry policy sees it; undefined for anything not transport/HTTP. */
export function describeStripeFailure(error: unknown): FailedAttempt | undefined {
  if (error instanceof Stripe.errors.StripeConnectionError) return { answered: false };
  if (error instanceof Stripe.errors.StripeError && error.statusCode !== undefined) {
    const hint = error.headers?.["stripe-should-retry"];
    return {
      answered: true,
      status: error.statusCode,
      retryHint: hint === "true" ? true : hint === "false" ? false : undefined,
    };
  }
  return undefined;
}

/** The SDK pointed at `apiBase`, with its own retries off (ours apply, see retry-policy.ts). */
function createStripeSdk(options: StripeClientOptions): Stripe {
  if (options.secretKey.trim() === "") throw new TypeError("Stripe secret key is empty");
  const base = new URL(options.apiBase ?? DEFAULT_STRIPE_API_BASE);
  if (
    base.pathname.replace(/\/+$/, "") !== "" ||
    (base.protocol !== "https:" && base.protocol !== "http:")
  ) {
    throw new TypeError(`Stripe API base must be an http(s) origin, got ${base.href}`);
  }
  const protocol = base.protocol === "https:" ? "https" : "http";
  return new Stripe(options.secretKey, {
    // Pinned on purpose: the SDK's types describe its newer version, so answers are read with the
    // schemas above, which accept both shapes.
    apiVersion: (options.apiVersion ?? STRIPE_API_VERSION) as Stripe.LatestApiVersion,
    host: base.hostname,
    port: base.port === "" ? (protocol === "https" ? 443 : 80) : Number(base.port),
    protocol,
    httpClient: Stripe.createFetchHttpClient(options.fetch ?? fetch),
    maxNetworkRetries: 0,
    timeout: options.timeoutMs ?? 15_000,
    telemetry: false,
  });
}

export function createStripeClient(options: StripeClientOptions): StripeClient {
  const stripe = createStripeSdk(options);
  const retry = {
    describe: describeStripeFailure,
    maxRetries: options.maxRetries,
    sleep: options.sleep,
  };

  /** A read, or a DELETE: safe to repeat after a 5xx. */
  const get = <T>(call: () => Promise<T>) => withRetries(call, { ...retry, retryOn5xx: true });
  /**
   * A POST under one idempotency key for all its attempts (a fresh one when the caller has none),
   * so a re-send after a lost answer gets Stripe's first result.
   */
  const post = <T>(
    call: (options: { idempotencyKey: string }) => Promise<T>,
    idempotencyKey: string | undefined,
  ) => {
    const key = { idempotencyKey: idempotencyKey ?? randomUUID() };
    return withRetries(() => call(key), { ...retry, retryOn5xx: false });
  };

  function read<T extends z.ZodType>(schema: T, body: unknown, what: string): z.output<T> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new PaymentProviderError(
        "unavailable",
        `Stripe's ${what} did not have the expected shape`,
        { cause: parsed.error },
      );
    }
    return parsed.data;
  }

  async function retrieveSubscription(id: string): Promise<StripeSubscription> {
    const body = await get(() => stripe.subscriptions.retrieve(requireId(id, "subscription")));
    return read(subscriptionSchema, body, "subscription");
  }

  /** Stripe answered 2xx without something the shop needs. */
  const unreadable = (message: string) => new PaymentProviderError("unavailable", message);

  return {
    async createCheckoutSession(input) {
      if (input.lineItems.length === 0) throw new RangeError("a checkout needs at least one line");
      const metadata = { ...input.metadata, [STRIPE_ORDER_METADATA_KEY]: input.clientReferenceId };
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: input.mode,
        line_items: input.lineItems.map((line, index) => {
          requireCents(line.unitAmountCents, `lineItems[${index}].unitAmountCents`);
          return {
            quantity: line.quantity ?? 1,
            price_data: {
              currency: line.currency,
              unit_amount: line.unitAmountCents,
              product_data: { name: line.name },
              recurring: line.recurring && {
                interval: line.recurring.interval,
                interval_count: line.recurring.intervalCount,
              },
            },
          };
        }),
        client_reference_id: input.clientReferenceId,
        customer: input.customer,
        customer_email: input.customer === undefined ? input.customerEmail : undefined,
        metadata,
        // Copies so the PaymentIntent / Subscription (and their invoices' webhooks) name the order.
        payment_intent_data: input.mode === "payment" ? { metadata } : undefined,
        subscription_data: input.mode === "subscription" ? { metadata } : undefined,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        shipping_address_collection:
          input.shippingCountries === undefined || input.shippingCountries.length === 0
            ? undefined
            : {
                allowed_countries:
                  input.shippingCountries as Stripe.Checkout.SessionCreateParams.ShippingAddressCollection.AllowedCountry[],
              },
        shipping_options: input.shippingOptions?.map((option, index) => {
          requireCents(option.amountCents, `shippingOptions[${index}].amountCents`);
          return {
            shipping_rate_data: {
              type: "fixed_amount",
              fixed_amount: { amount: option.amountCents, currency: "usd" },
              display_name: option.label,
              metadata: { [STRIPE_SHIPPING_RATE_METADATA_KEY]: option.rateId },
            },
          };
        }),
      };
      const body = await post(
        (options) => stripe.checkout.sessions.create(params, options),
        input.idempotencyKey,
      );
      const session = read(checkoutSessionSchema, body, "checkout session");
      if (session.url === null) throw unreadable("Stripe's checkout session has no url");
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(id) {
      requireId(id, "checkout session");
      const body = await get(() =>
        stripe.checkout.sessions.retrieve(id, {
          expand: ["subscription", "payment_intent", "shipping_cost.shipping_rate"],
        }),
      );
      return read(checkoutSessionSchema, body, "checkout session");
    },

    async findCheckoutSessionByPaymentIntent(paymentIntentId) {
      requireId(paymentIntentId, "payment intent");
      const body = await get(() =>
        stripe.checkout.sessions.list({
          payment_intent: paymentIntentId,
          limit: 1,
          expand: ["data.subscription", "data.payment_intent", "data.shipping_cost.shipping_rate"],
        }),
      );
      return read(checkoutSessionListSchema, body, "checkout session list").data[0] ?? null;
    },

    async retrievePaymentIntent(id) {
      requireId(id, "payment intent");
      const body = await get(() => stripe.paymentIntents.retrieve(id));
      return read(paymentIntentSchema, body, "payment intent");
    },

    async retrieveShippingRate(id) {
      requireId(id, "shipping rate");
      const body = await get(() => stripe.shippingRates.retrieve(id));
      return read(shippingRateSchema, body, "shipping rate");
    },

    retrieveSubscription,

    async cancelSubscription(id, { atPeriodEnd, idempotencyKey }) {
      requireId(id, "subscription");
      const body = atPeriodEnd
        ? await post(
            (options) => stripe.subscriptions.update(id, { cancel_at_period_end: true }, options),
            idempotencyKey,
          )
        : await get(() => stripe.subscriptions.cancel(id));
      return read(subscriptionSchema, body, "subscription");
    },

    async resumeSubscription(id, { idempotencyKey } = {}) {
      requireId(id, "subscription");
      const body = await post(
        (options) => stripe.subscriptions.update(id, { cancel_at_period_end: false }, options),
        idempotencyKey,
      );
      return read(subscriptionSchema, body, "subscription");
    },

    async scheduleSubscriptionPriceChange(id, input) {
      requireCents(input.unitAmountCents, "unitAmountCents");
      const current = await retrieveSubscription(id);
      const item = current.items[0];
      if (item === undefined || current.items.length !== 1 || item.price.product === null) {
        throw unreadable(`subscription ${id} does not have exactly one priced item`);
      }
      const existing = current.schedule;
      const scheduleBody =
        existing === null
          ? await post(
              (options) => stripe.subscriptionSchedules.create({ from_subscription: id }, options),
              undefined,
            )
          : await get(() =>
              stripe.subscriptionSchedules.retrieve(requireId(existing, "subscription schedule")),
            );
      const schedule = read(subscriptionScheduleSchema, scheduleBody, "subscription schedule");
      const phase = schedule.current_phase ?? schedule.phases[0];
      if (!phase) throw unreadable(`schedule ${schedule.id} has no current phase`);
      // `iterations` is the 2024-06-20 way to say "one billing period" (later versions: duration).
      const params = {
        end_behavior: "release",
        proration_behavior: "none",
        phases: [
          {
            // An update must restate the running phase as it is, from its start date.
            items: [{ price: item.price.id, quantity: 1 }],
            start_date: phase.start_date,
            end_date: current.current_period_end ?? phase.end_date ?? undefined,
            metadata: current.metadata,
          },
          {
            items: [
              {
                price_data: {
                  currency: input.currency ?? "usd",
                  product: item.price.product,
                  unit_amount: input.unitAmountCents,
                  recurring: { interval: input.interval },
                },
                quantity: 1,
              },
            ],
            iterations: 1,
            proration_behavior: "none",
            metadata: { ...current.metadata, ...input.metadata },
          },
        ],
      } as Stripe.SubscriptionScheduleUpdateParams;
      const body = await post(
        (options) =>
          stripe.subscriptionSchedules.update(
            requireId(schedule.id, "subscription schedule"),
            params,
            options,
          ),
        undefined,
      );
      return read(subscriptionScheduleSchema, body, "subscription schedule");
    },

    async releaseSubscriptionSchedule(scheduleId) {
      requireId(scheduleId, "subscription schedule");
      const body = await post(
        (options) => stripe.subscriptionSchedules.release(scheduleId, {}, options),
        undefined,
      );
      return read(subscriptionScheduleSchema, body, "subscription schedule");
    },

    async updateSubscriptionPrice(id, input) {
      const current = await retrieveSubscription(id);
      const item = current.items[0];
      if (item === undefined || current.items.length !== 1) {
        throw unreadable(
          `subscription ${id} has ${current.items.length} items; expected exactly one`,
        );
      }
      let price: Stripe.SubscriptionUpdateParams.Item;
      if (input.priceId !== undefined) {
        price = { price: input.priceId };
      } else {
        if (input.unitAmountCents === undefined || input.interval === undefined) {
          throw new TypeError(
            "updateSubscriptionPrice needs priceId, or unitAmountCents and interval",
          );
        }
        requireCents(input.unitAmountCents, "unitAmountCents");
        if (item.price.product === null) {
          throw unreadable(`subscription ${id}'s price has no product`);
        }
        // Subscription items take inline prices only for an existing product (no product_data).
        price = {
          price_data: {
            currency: input.currency ?? "usd",
            product: item.price.product,
            unit_amount: input.unitAmountCents,
            recurring: { interval: input.interval },
          },
        };
      }
      const body = await post(
        (options) =>
          stripe.subscriptions.update(
            id,
            {
              items: [{ id: item.id, ...price }],
              proration_behavior: input.prorationBehavior,
            },
            options,
          ),
        input.idempotencyKey,
      );
      return read(subscriptionSchema, body, "subscription");
    },

    async createBillingPortalSession({ customer, returnUrl, flow, idempotencyKey }) {
      const body = await post(
        (options) =>
          stripe.billingPortal.sessions.create(
            {
              customer,
              return_url: returnUrl,
              flow_data:
                flow === undefined
                  ? undefined
                  : {
                      type: flow,
                      after_completion: { type: "redirect", redirect: { return_url: returnUrl } },
                    },
            },
            options,
          ),
        idempotencyKey,
      );
      return read(billingPortalSessionSchema, body, "billing portal session");
    },

    async createRefund({ paymentIntent, amountCents, reason, idempotencyKey }) {
      requireCents(amountCents, "amountCents");
      requireId(paymentIntent, "payment intent");
      const body = await post(
        (options) =>
          stripe.refunds.create(
            { payment_intent: paymentIntent, amount: amountCents, metadata: { reason } },
            options,
          ),
        idempotencyKey,
      );
      return read(refundSchema, body, "refund");
    },
  };
}
