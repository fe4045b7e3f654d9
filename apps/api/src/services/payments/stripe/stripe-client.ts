import { randomUUID } from "node:crypto";
import { z } from "zod";
import { encodeStripeForm, type StripeFormParams } from "./stripe-form";

/**
 * A small typed client for the part of Stripe's REST API the shop uses (Checkout Sessions,
 * PaymentIntents, Subscriptions, the Billing Portal), written on `fetch` so tests can point it at
 * a local stand-in. No Stripe SDK (ADR 0022).
 */

/** The API version every request pins, so a dashboard upgrade cannot change the shapes we read. */
export const STRIPE_API_VERSION = "2024-06-20";
export const DEFAULT_STRIPE_API_BASE = "https://api.stripe.com";

/**
 * Metadata key under which our order id rides on the session, its PaymentIntent and its
 * Subscription, so invoice and subscription webhooks can be tied back to the order.
 */
export const STRIPE_ORDER_METADATA_KEY = "order_id";
/** Metadata key for our product id on a subscription (changes with a change of cycle). */
export const STRIPE_PRODUCT_METADATA_KEY = "product_id";

// --- Errors ------------------------------------------------------------------------------------

/** Base class of everything this client throws on purpose. */
export class StripeError extends Error {
  override name = "StripeError";
}

/** Stripe answered with an error body (`{ error: { type, code, message, … } }`). */
export class StripeApiError extends StripeError {
  override name = "StripeApiError";
  /** HTTP status of Stripe's answer. */
  readonly status: number;
  /** `error.type`: `invalid_request_error`, `card_error`, `api_error`, `idempotency_error`, … */
  readonly type: string;
  /** `error.code`, e.g. `resource_missing`; undefined when Stripe sent none. */
  readonly code: string | undefined;
  readonly declineCode: string | undefined;
  readonly param: string | undefined;
  /** Stripe's `Request-Id` header, for support tickets and logs. */
  readonly requestId: string | undefined;

  constructor(input: {
    status: number;
    type: string;
    message: string;
    code?: string | undefined;
    declineCode?: string | undefined;
    param?: string | undefined;
    requestId?: string | undefined;
  }) {
    super(input.message);
    this.status = input.status;
    this.type = input.type;
    this.code = input.code;
    this.declineCode = input.declineCode;
    this.param = input.param;
    this.requestId = input.requestId;
  }

  /** Stripe-side trouble (5xx) or rate limiting: the caller may try again later. */
  get isTransient(): boolean {
    return this.status >= 500 || this.status === 429;
  }
}

/** No answer from Stripe (network error or timeout), after any retries. */
export class StripeConnectionError extends StripeError {
  override name = "StripeConnectionError";
}

/** Stripe answered 2xx with a body we could not read. */
export class StripeResponseError extends StripeError {
  override name = "StripeResponseError";
}

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
export type StripePaymentIntent = z.output<typeof paymentIntentSchema>;

const checkoutSessionSchema = z.object({
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
export type StripeSubscriptionSchedule = z.output<typeof subscriptionScheduleSchema>;

const errorBodySchema = z.object({
  error: z.object({
    type: z.string().default("api_error"),
    message: z.string().optional(),
    code: z.string().optional(),
    decline_code: z.string().optional(),
    param: z.string().optional(),
  }),
});

// --- Inputs ------------------------------------------------------------------------------------

export type StripeRecurringInterval = "day" | "week" | "month" | "year";

export type StripeLineItemInput = {
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

export type CreateCheckoutSessionInput = {
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
};

export type ScheduleSubscriptionPriceChangeInput = {
  unitAmountCents: number;
  currency?: "usd";
  interval: StripeRecurringInterval;
  /** Metadata the subscription carries once the new price applies (merged over the current). */
  metadata?: Record<string, string>;
};

export type UpdateSubscriptionPriceInput = {
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

export type StripeClientOptions = {
  secretKey: string;
  /** Default https://api.stripe.com; a stand-in's origin in tests. */
  apiBase?: string;
  apiVersion?: string;
  fetch?: typeof fetch;
  /** Per attempt. Default 15 s. */
  timeoutMs?: number;
  /** Extra attempts after the first, for calls that may be retried. Default 2. */
  maxRetries?: number;
  /** Injected by tests to skip the backoff waits. */
  sleep?: (ms: number) => Promise<void>;
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

// --- Transport ---------------------------------------------------------------------------------

type Method = "GET" | "POST" | "DELETE";

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function backoffMs(attempt: number): number {
  const base = Math.min(300 * 2 ** attempt, 2_000);
  return base / 2 + Math.random() * (base / 2);
}

function requireCents(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative whole number of cents, got ${value}`);
  }
}

function requireId(id: string, kind: string): string {
  if (!/^[A-Za-z0-9_]{1,255}$/.test(id)) throw new RangeError(`not a Stripe ${kind} id: ${id}`);
  return encodeURIComponent(id);
}

/**
 * Whether a failed attempt may be repeated. Every POST carries an Idempotency-Key, so a POST may
 * be re-sent when no answer came back; but Stripe stores a 5xx answer under its key and replays
 * it, so a POST that got a 5xx is repeated only when Stripe says so (`Stripe-Should-Retry`).
 */
function shouldRetryStatus(method: Method, status: number, hint: string | null): boolean {
  if (hint === "true") return true;
  if (hint === "false") return false;
  return method !== "POST" && status >= 500;
}

export function createStripeClient(options: StripeClientOptions): StripeClient {
  const apiBase = (options.apiBase ?? DEFAULT_STRIPE_API_BASE).replace(/\/+$/, "");
  const apiVersion = options.apiVersion ?? STRIPE_API_VERSION;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const maxRetries = options.maxRetries ?? 2;
  const sleep = options.sleep ?? defaultSleep;
  if (options.secretKey.trim() === "") throw new TypeError("Stripe secret key is empty");

  async function request(
    method: Method,
    path: string,
    {
      params,
      idempotencyKey,
    }: { params?: StripeFormParams; idempotencyKey?: string | undefined } = {},
  ): Promise<unknown> {
    const encoded = params === undefined ? "" : encodeStripeForm(params);
    const url =
      method === "POST" || encoded === "" ? apiBase + path : `${apiBase}${path}?${encoded}`;
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.secretKey}`,
      "stripe-version": apiVersion,
      accept: "application/json",
    };
    if (method === "POST") {
      headers["content-type"] = "application/x-www-form-urlencoded";
      headers["idempotency-key"] = idempotencyKey ?? randomUUID();
    }

    for (let attempt = 0; ; attempt += 1) {
      const canRetry = attempt < maxRetries;
      let response: Response;
      let text: string;
      try {
        response = await doFetch(url, {
          method,
          headers,
          body: method === "POST" ? encoded : undefined,
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        // No answer: Stripe may or may not have acted. Re-sending is safe for GET/DELETE and for a
        // POST under the same Idempotency-Key (Stripe replays the first result).
        if (canRetry) {
          await sleep(backoffMs(attempt));
          continue;
        }
        throw new StripeConnectionError(`Stripe did not answer ${method} ${path}`, {
          cause: error,
        });
      }

      let body: unknown;
      try {
        body = text === "" ? undefined : JSON.parse(text);
      } catch {
        body = undefined;
      }
      if (response.ok) {
        if (body === undefined) {
          throw new StripeResponseError(`Stripe answered ${method} ${path} without JSON`);
        }
        return body;
      }
      if (
        canRetry &&
        shouldRetryStatus(method, response.status, response.headers.get("stripe-should-retry"))
      ) {
        await sleep(backoffMs(attempt));
        continue;
      }
      const parsed = errorBodySchema.safeParse(body);
      const error = parsed.success ? parsed.data.error : undefined;
      throw new StripeApiError({
        status: response.status,
        type: error?.type ?? (response.status >= 500 ? "api_error" : "invalid_request_error"),
        message: error?.message ?? `Stripe answered ${response.status} to ${method} ${path}`,
        code: error?.code,
        declineCode: error?.decline_code,
        param: error?.param,
        requestId: response.headers.get("request-id") ?? undefined,
      });
    }
  }

  function read<T extends z.ZodType>(schema: T, body: unknown, what: string): z.output<T> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      throw new StripeResponseError(`Stripe's ${what} did not have the expected shape`, {
        cause: parsed.error,
      });
    }
    return parsed.data;
  }

  async function retrieveSubscription(id: string): Promise<StripeSubscription> {
    const body = await request("GET", `/v1/subscriptions/${requireId(id, "subscription")}`);
    return read(subscriptionSchema, body, "subscription");
  }

  return {
    async createCheckoutSession(input) {
      if (input.lineItems.length === 0) throw new RangeError("a checkout needs at least one line");
      const metadata = { ...input.metadata, [STRIPE_ORDER_METADATA_KEY]: input.clientReferenceId };
      const params: StripeFormParams = {
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
            : { allowed_countries: input.shippingCountries },
      };
      const body = await request("POST", "/v1/checkout/sessions", {
        params,
        idempotencyKey: input.idempotencyKey,
      });
      const session = read(checkoutSessionSchema, body, "checkout session");
      if (session.url === null)
        throw new StripeResponseError("Stripe's checkout session has no url");
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(id) {
      const body = await request(
        "GET",
        `/v1/checkout/sessions/${requireId(id, "checkout session")}`,
        {
          params: { expand: ["subscription", "payment_intent"] },
        },
      );
      return read(checkoutSessionSchema, body, "checkout session");
    },

    async findCheckoutSessionByPaymentIntent(paymentIntentId) {
      requireId(paymentIntentId, "payment intent");
      const body = await request("GET", "/v1/checkout/sessions", {
        params: {
          payment_intent: paymentIntentId,
          limit: 1,
          expand: ["data.subscription", "data.payment_intent"],
        },
      });
      return read(checkoutSessionListSchema, body, "checkout session list").data[0] ?? null;
    },

    async retrievePaymentIntent(id) {
      const body = await request("GET", `/v1/payment_intents/${requireId(id, "payment intent")}`);
      return read(paymentIntentSchema, body, "payment intent");
    },

    retrieveSubscription,

    async cancelSubscription(id, { atPeriodEnd, idempotencyKey }) {
      const path = `/v1/subscriptions/${requireId(id, "subscription")}`;
      const body = atPeriodEnd
        ? await request("POST", path, {
            params: { cancel_at_period_end: true },
            idempotencyKey,
          })
        : await request("DELETE", path);
      return read(subscriptionSchema, body, "subscription");
    },

    async resumeSubscription(id, { idempotencyKey } = {}) {
      const body = await request("POST", `/v1/subscriptions/${requireId(id, "subscription")}`, {
        params: { cancel_at_period_end: false },
        idempotencyKey,
      });
      return read(subscriptionSchema, body, "subscription");
    },

    async scheduleSubscriptionPriceChange(id, input) {
      requireCents(input.unitAmountCents, "unitAmountCents");
      const current = await retrieveSubscription(id);
      const item = current.items[0];
      if (item === undefined || current.items.length !== 1 || item.price.product === null) {
        throw new StripeResponseError(`subscription ${id} does not have exactly one priced item`);
      }
      const scheduleBody =
        current.schedule === null
          ? await request("POST", "/v1/subscription_schedules", {
              params: { from_subscription: id },
            })
          : await request(
              "GET",
              `/v1/subscription_schedules/${requireId(current.schedule, "subscription schedule")}`,
            );
      const schedule = read(subscriptionScheduleSchema, scheduleBody, "subscription schedule");
      const phase = schedule.current_phase ?? schedule.phases[0];
      if (!phase) throw new StripeResponseError(`schedule ${schedule.id} has no current phase`);
      const body = await request(
        "POST",
        `/v1/subscription_schedules/${requireId(schedule.id, "subscription schedule")}`,
        {
          params: {
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
          },
        },
      );
      return read(subscriptionScheduleSchema, body, "subscription schedule");
    },

    async releaseSubscriptionSchedule(scheduleId) {
      const body = await request(
        "POST",
        `/v1/subscription_schedules/${requireId(scheduleId, "subscription schedule")}/release`,
      );
      return read(subscriptionScheduleSchema, body, "subscription schedule");
    },

    async updateSubscriptionPrice(id, input) {
      const current = await retrieveSubscription(id);
      const item = current.items[0];
      if (item === undefined || current.items.length !== 1) {
        throw new StripeResponseError(
          `subscription ${id} has ${current.items.length} items; expected exactly one`,
        );
      }
      let price: StripeFormParams;
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
          throw new StripeResponseError(`subscription ${id}'s price has no product`);
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
      const body = await request("POST", `/v1/subscriptions/${requireId(id, "subscription")}`, {
        params: {
          items: [{ id: item.id, ...price }],
          proration_behavior: input.prorationBehavior,
        },
        idempotencyKey: input.idempotencyKey,
      });
      return read(subscriptionSchema, body, "subscription");
    },

    async createBillingPortalSession({ customer, returnUrl, flow, idempotencyKey }) {
      const body = await request("POST", "/v1/billing_portal/sessions", {
        params: {
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
        idempotencyKey,
      });
      return read(billingPortalSessionSchema, body, "billing portal session");
    },

    async createRefund({ paymentIntent, amountCents, reason, idempotencyKey }) {
      requireCents(amountCents, "amountCents");
      const body = await request("POST", "/v1/refunds", {
        params: {
          payment_intent: requireId(paymentIntent, "payment intent"),
          amount: amountCents,
          metadata: { reason },
        },
        idempotencyKey,
      });
      return read(refundSchema, body, "refund");
    },
  };
}
