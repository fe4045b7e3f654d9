import { createHmac } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { STRIPE_API_VERSION } from "../../src/services/payments/stripe/stripe-client";
import { type StandInServer, sendJson, startHttpStandIn } from "./http-server";

/*
 * Stripe's side of the shop, on loopback: the REST endpoints the Stripe client calls (form-encoded,
 * bearer secret key, Idempotency-Key replay), a hosted "checkout page" that completes or cancels a
 * session, and events signed exactly as Stripe signs webhooks. State is in memory. Objects are
 * rendered in the shape of API version 2024-06-20, the version the client pins. The signing is
 * done here, independently of the Stripe SDK that verifies it in the app.
 */

/** HMAC-SHA256(secret, `${timestamp}.${payload}`) as lower-case hex: Stripe's v1 scheme. */
export function computeStripeSignature(
  payload: string | Uint8Array,
  secret: string,
  timestampSeconds: number,
): string {
  return createHmac("sha256", secret)
    .update(`${timestampSeconds}.`, "utf8")
    .update(typeof payload === "string" ? Buffer.from(payload, "utf8") : payload)
    .digest("hex");
}

/** A `Stripe-Signature` header value, as Stripe would send it. */
export function createStripeSignatureHeader(
  payload: string | Uint8Array,
  secret: string,
  timestampSeconds: number,
): string {
  return `t=${timestampSeconds},v1=${computeStripeSignature(payload, secret, timestampSeconds)}`;
}

type Json = Record<string, unknown>;

export type StripeStandInCall = {
  method: string;
  path: string;
  query: Array<[string, string]>;
  /** The form body as key/value pairs (keys as sent, e.g. `line_items[0][price_data][unit_amount]`). */
  form: Array<[string, string]>;
  idempotencyKey: string | undefined;
  stripeVersion: string | undefined;
  contentType: string | undefined;
  authorization: string | undefined;
  status: number;
  /** True when the answer was replayed from an earlier request with the same Idempotency-Key. */
  replayed: boolean;
};

export type StripeFailure = {
  /** Default 500. Ignored with `reset`. */
  status?: number;
  /** How many matching requests fail; default 1. */
  times?: number;
  method?: string;
  /** Matches when the request path starts with this. */
  path?: string;
  /** Drop the connection without answering (a network error for the client). */
  reset?: boolean;
  /** Adds `Stripe-Should-Retry`. */
  shouldRetry?: boolean;
};

export type StripeEvent = {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  livemode: false;
  type: string;
  data: { object: Json; previous_attributes?: Json };
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
};

/**
 * What the buyer enters on a checkout that collects an address: the address (default: a US one,
 * or the first allowed country) and which of the offered rates they pick (default: the first).
 */
export type StripeBuyerShipping = {
  name?: string;
  address?: {
    line1: string;
    line2?: string | null;
    city: string;
    state?: string | null;
    postal_code: string;
    country: string;
  };
  option?: number;
};

export type StripeWebhookRequest = {
  payload: string;
  headers: { "stripe-signature": string; "content-type": "application/json" };
};

export type StripeStandIn = StandInServer & {
  /** Point the client's `apiBase` here. */
  apiBase: string;
  secretKey: string;
  webhookSecret: string;
  calls: StripeStandInCall[];
  /** Current state of a session, payment intent or subscription (a copy). */
  session: (id: string) => Json | undefined;
  paymentIntent: (id: string) => Json | undefined;
  subscription: (id: string) => Json | undefined;
  schedule: (id: string) => Json | undefined;
  refund: (id: string) => Json | undefined;
  /** Every event created so far, oldest first. */
  events: StripeEvent[];
  /**
   * The buyer pays: the session becomes complete (paid unless `paymentStatus: "unpaid"`, as with
   * an async method), a customer and a PaymentIntent or Subscription (with its first paid invoice)
   * appear. Returns the `checkout.session.completed` event (and `invoice.paid` for subscriptions).
   */
  completeSession: (
    id: string,
    options?: { paymentStatus?: "paid" | "unpaid"; shipping?: StripeBuyerShipping },
  ) => { completed: StripeEvent; invoicePaid?: StripeEvent };
  /** A shipping rate created from a checkout's `shipping_options` (a copy). */
  shippingRate: (id: string) => Json | undefined;
  /** The session expires unpaid: returns `checkout.session.expired`. */
  expireSession: (id: string) => StripeEvent;
  /**
   * A renewal (or first) invoice paid for the subscription; moves its period forward. A pending
   * schedule phase takes effect here (new price, interval and metadata; the schedule is released)
   * and a `customer.subscription.updated` event is added to `events`.
   */
  invoicePaid: (subscriptionId: string) => StripeEvent;
  invoicePaymentFailed: (subscriptionId: string) => StripeEvent;
  /** `customer.subscription.updated` with the subscription's current state. */
  subscriptionUpdated: (subscriptionId: string, changes?: Json) => StripeEvent;
  /** Cancels now and returns `customer.subscription.deleted`. */
  subscriptionDeleted: (subscriptionId: string) => StripeEvent;
  /** Any event around any object. */
  createEvent: (type: string, object: Json) => StripeEvent;
  /** The `Stripe-Signature` value Stripe would send (own timestamp/secret to test rejections). */
  signPayload: (payload: string, options?: { timestamp?: number; secret?: string }) => string;
  /** The body and headers of a webhook delivery of `event`, signed now (or at `timestamp`). */
  webhookRequest: (
    event: StripeEvent,
    options?: { timestamp?: number; secret?: string },
  ) => StripeWebhookRequest;
  /** POSTs the signed event to `url` (default: the one set with setWebhookUrl). */
  deliver: (event: StripeEvent, url?: string) => Promise<Response>;
  /** Where the hosted checkout page delivers its events; undefined = nowhere. */
  setWebhookUrl: (url: string | undefined) => void;
  /** The next matching request(s) fail as described. */
  failNext: (failure?: StripeFailure) => void;
};

const invalidRequest = (message: string, extra: Json = {}) => ({
  error: { type: "invalid_request_error", message, ...extra },
});

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/** `a[b][0][c]=v` pairs → nested objects; objects keyed 0..n-1 become arrays, `[]` appends. */
export function parseStripeForm(pairs: Array<[string, string]>): Json {
  const root: Json = {};
  for (const [key, value] of pairs) {
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
    let node: Json = root;
    path.forEach((segment, index) => {
      const name = segment === "" ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      if (typeof node[name] !== "object" || node[name] === null) node[name] = {};
      node = node[name] as Json;
    });
  }
  const arrayify = (value: unknown): unknown => {
    if (typeof value !== "object" || value === null) return value;
    const entries = Object.entries(value as Json).map(([k, v]) => [k, arrayify(v)] as const);
    const isList = entries.length > 0 && entries.every(([k], index) => k === String(index));
    return isList ? entries.map(([, v]) => v) : Object.fromEntries(entries);
  };
  return arrayify(root) as Json;
}

const intervalSeconds: Record<string, number> = {
  day: 86_400,
  week: 7 * 86_400,
  month: 30 * 86_400,
  year: 365 * 86_400,
};

export async function startStripeStandIn(
  options: { secretKey?: string; webhookSecret?: string; now?: () => Date } = {},
): Promise<StripeStandIn> {
  const secretKey = options.secretKey ?? "sk_test_inkforge_stand_in";
  const webhookSecret = options.webhookSecret ?? "whsec_inkforge_stand_in_secret";
  const now = options.now ?? (() => new Date());
  const unixNow = () => Math.floor(now().getTime() / 1000);

  const sessions = new Map<string, Json>();
  const lineItemsBySession = new Map<string, Json[]>();
  /** Metadata for the PaymentIntent / Subscription a session will create (not on the session). */
  const sessionExtras = new Map<string, { paymentIntent: Json; subscription: Json }>();
  const paymentIntents = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const schedules = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const shippingRates = new Map<string, Json>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  const calls: StripeStandInCall[] = [];
  const events: StripeEvent[] = [];
  const failures: Array<Required<Pick<StripeFailure, "times">> & StripeFailure> = [];
  let webhookUrl: string | undefined;
  let counter = 0;
  const nextId = (prefix: string) => {
    counter += 1;
    return `${prefix}_test_${counter.toString(36).padStart(6, "0")}`;
  };
  let origin = "";

  const copy = <T>(value: T): T => structuredClone(value);

  function createEvent(type: string, object: Json, previous?: Json): StripeEvent {
    const event: StripeEvent = {
      id: nextId("evt"),
      object: "event",
      api_version: STRIPE_API_VERSION,
      created: unixNow(),
      livemode: false,
      type,
      data: previous
        ? { object: copy(object), previous_attributes: previous }
        : { object: copy(object) },
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    };
    events.push(event);
    return event;
  }

  function ensureCustomer(email: string | null): string {
    const id = nextId("cus");
    customers.set(id, { id, object: "customer", email });
    return id;
  }

  function renderSession(session: Json, expand: string[]): Json {
    const rendered = copy(session);
    if (expand.includes("subscription") && typeof rendered.subscription === "string") {
      rendered.subscription = copy(subscriptions.get(rendered.subscription) ?? null);
    }
    if (expand.includes("payment_intent") && typeof rendered.payment_intent === "string") {
      rendered.payment_intent = copy(paymentIntents.get(rendered.payment_intent) ?? null);
    }
    const cost = rendered.shipping_cost as Json | null;
    if (expand.includes("shipping_cost.shipping_rate") && typeof cost?.shipping_rate === "string") {
      cost.shipping_rate = copy(shippingRates.get(cost.shipping_rate) ?? null);
    }
    return rendered;
  }

  function createInvoice(subscription: Json, billingReason: string, paid: boolean): Json {
    const item = (subscription.items as { data: Json[] }).data[0]!;
    const price = item.price as Json;
    const amount = Number(price.unit_amount);
    const start = Number(subscription.current_period_start);
    const end = Number(subscription.current_period_end);
    return {
      id: nextId("in"),
      object: "invoice",
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      currency: price.currency,
      customer: subscription.customer,
      billing_reason: billingReason,
      status: paid ? "paid" : "open",
      paid,
      subscription: subscription.id,
      subscription_details: { metadata: copy(subscription.metadata) },
      payment_intent: nextId("pi"),
      period_start: start,
      period_end: start,
      lines: {
        object: "list",
        data: [
          {
            id: nextId("il"),
            object: "line_item",
            amount,
            currency: price.currency,
            period: { start, end },
            price: copy(price),
          },
        ],
      },
    };
  }

  // --- REST endpoints ---------------------------------------------------------------------------

  type Answer = { status: number; body: unknown; store?: boolean };

  function createCheckoutSession(form: Json): Answer {
    const mode = form.mode;
    if (mode !== "payment" && mode !== "subscription") {
      return { status: 400, body: invalidRequest("Invalid mode", { param: "mode" }), store: false };
    }
    if (typeof form.success_url !== "string") {
      return {
        status: 400,
        body: invalidRequest("Missing required param: success_url.", {
          code: "parameter_missing",
          param: "success_url",
        }),
        store: false,
      };
    }
    const lines = Array.isArray(form.line_items) ? (form.line_items as Json[]) : [];
    if (lines.length === 0) {
      return {
        status: 400,
        body: invalidRequest("Missing required param: line_items.", {
          code: "parameter_missing",
          param: "line_items",
        }),
        store: false,
      };
    }
    let total = 0;
    let currency: string | undefined;
    const stored: Json[] = [];
    for (const [index, line] of lines.entries()) {
      const data = line.price_data as Json | undefined;
      const amount = Number(data?.unit_amount);
      const quantity = Number(line.quantity ?? 1);
      const name = (data?.product_data as Json | undefined)?.name;
      const recurring = data?.recurring as Json | undefined;
      const param = `line_items[${index}][price_data]`;
      if (!data || !/^\d+$/.test(String(data.unit_amount)) || typeof name !== "string") {
        return {
          status: 400,
          body: invalidRequest(`Invalid ${param}`, { code: "parameter_invalid_integer", param }),
          store: false,
        };
      }
      if (data.currency !== "usd" || (currency !== undefined && currency !== data.currency)) {
        return { status: 400, body: invalidRequest("Invalid currency", { param }), store: false };
      }
      if ((mode === "payment") === (recurring !== undefined)) {
        return {
          status: 400,
          body: invalidRequest(
            mode === "payment"
              ? "You specified `payment` mode but passed a recurring price."
              : "You must provide at least one recurring price in `subscription` mode.",
            { param },
          ),
          store: false,
        };
      }
      currency = String(data.currency);
      total += amount * quantity;
      stored.push({ name, amount, quantity, currency, recurring: recurring ?? null });
    }
    const options = Array.isArray(form.shipping_options) ? (form.shipping_options as Json[]) : [];
    if (options.length > 5) {
      return {
        status: 400,
        body: invalidRequest("You may only specify up to 5 shipping options.", {
          param: "shipping_options",
        }),
        store: false,
      };
    }
    const offered: Json[] = [];
    for (const [index, option] of options.entries()) {
      const data = option.shipping_rate_data as Json | undefined;
      const fixed = data?.fixed_amount as Json | undefined;
      const param = `shipping_options[${index}][shipping_rate_data]`;
      if (
        data?.type !== "fixed_amount" ||
        typeof data.display_name !== "string" ||
        !/^\d+$/.test(String(fixed?.amount)) ||
        fixed?.currency !== "usd"
      ) {
        return { status: 400, body: invalidRequest(`Invalid ${param}`, { param }), store: false };
      }
      const rate: Json = {
        id: nextId("shr"),
        object: "shipping_rate",
        active: true,
        display_name: data.display_name,
        type: "fixed_amount",
        fixed_amount: { amount: Number(fixed.amount), currency: "usd" },
        metadata: data.metadata ?? {},
        tax_behavior: "unspecified",
      };
      shippingRates.set(String(rate.id), rate);
      offered.push({ shipping_amount: Number(fixed.amount), shipping_rate: rate.id });
    }
    const id = nextId("cs");
    const session: Json = {
      id,
      object: "checkout.session",
      mode,
      status: "open",
      payment_status: "unpaid",
      amount_total: total,
      amount_subtotal: total,
      currency,
      client_reference_id: form.client_reference_id ?? null,
      customer: form.customer ?? null,
      customer_email: form.customer_email ?? null,
      metadata: form.metadata ?? {},
      payment_intent: null,
      subscription: null,
      invoice: null,
      shipping_address_collection: form.shipping_address_collection ?? null,
      shipping_options: offered,
      shipping_details: null,
      shipping_cost: null,
      success_url: form.success_url,
      cancel_url: form.cancel_url ?? null,
      url: `${origin}/c/pay/${id}`,
      livemode: false,
      created: unixNow(),
    };
    sessions.set(id, session);
    lineItemsBySession.set(id, stored);
    sessionExtras.set(id, {
      paymentIntent: ((form.payment_intent_data as Json | undefined)?.metadata as Json) ?? {},
      subscription: ((form.subscription_data as Json | undefined)?.metadata as Json) ?? {},
    });
    return { status: 200, body: session };
  }

  function missing(kind: string, id: string, param = "id"): Answer {
    return {
      status: 404,
      body: invalidRequest(`No such ${kind}: '${id}'`, { code: "resource_missing", param }),
    };
  }

  function updateSubscription(id: string, form: Json): Answer {
    const subscription = subscriptions.get(id);
    if (!subscription) return missing("subscription", id);
    if (subscription.status === "canceled") {
      return {
        status: 400,
        body: invalidRequest(
          "A canceled subscription can only update its cancellation_details and metadata.",
        ),
      };
    }
    if (form.cancel_at_period_end !== undefined && subscription.schedule) {
      return {
        status: 400,
        body: invalidRequest(
          `The subscription is managed by the subscription schedule \`${String(subscription.schedule)}\`, ` +
            "and updating any cancelation behavior directly is not allowed. Please update the " +
            "schedule instead.",
        ),
      };
    }
    if (form.cancel_at_period_end !== undefined) {
      subscription.cancel_at_period_end = form.cancel_at_period_end === "true";
      subscription.cancel_at = subscription.cancel_at_period_end
        ? subscription.current_period_end
        : null;
    }
    if (Array.isArray(form.items)) {
      const items = (subscription.items as { data: Json[] }).data;
      for (const change of form.items as Json[]) {
        const item = items.find((candidate) => candidate.id === change.id);
        if (!item) return missing("subscription item", String(change.id), "items[0][id]");
        const data = change.price_data as Json | undefined;
        if (data) {
          if (typeof data.product !== "string") {
            return {
              status: 400,
              body: invalidRequest("Missing required param: items[0][price_data][product].", {
                code: "parameter_missing",
              }),
              store: false,
            };
          }
          const recurring = data.recurring as Json;
          const oldInterval = ((item.price as Json).recurring as Json).interval;
          item.price = {
            id: nextId("price"),
            object: "price",
            product: data.product,
            unit_amount: Number(data.unit_amount),
            currency: data.currency,
            recurring: { interval: recurring.interval, interval_count: 1 },
          };
          if (oldInterval !== recurring.interval) {
            // A new interval restarts the billing cycle now.
            subscription.current_period_start = unixNow();
            subscription.current_period_end =
              unixNow() + (intervalSeconds[String(recurring.interval)] ?? 0);
          }
        } else if (typeof change.price === "string") {
          item.price = { ...(item.price as Json), id: change.price };
        }
      }
    }
    return { status: 200, body: subscription };
  }

  function routeSchedules(method: string, path: string, form: Json): Answer {
    if (method === "POST" && path === "/v1/subscription_schedules") {
      const subscriptionId = String(form.from_subscription ?? "");
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) return missing("subscription", subscriptionId, "from_subscription");
      if (subscription.schedule) {
        return {
          status: 400,
          body: invalidRequest(
            `You cannot migrate a subscription that is already attached to a schedule: \`${String(subscription.schedule)}\`.`,
          ),
        };
      }
      const item = (subscription.items as { data: Json[] }).data[0]!;
      const id = nextId("sub_sched");
      const phase = {
        start_date: subscription.current_period_start,
        end_date: subscription.current_period_end,
        items: [{ price: (item.price as Json).id, quantity: 1 }],
        metadata: copy(subscription.metadata),
      };
      const schedule: Json = {
        id,
        object: "subscription_schedule",
        status: "active",
        subscription: subscriptionId,
        customer: subscription.customer,
        end_behavior: "release",
        current_phase: { start_date: phase.start_date, end_date: phase.end_date },
        phases: [phase],
      };
      schedules.set(id, schedule);
      subscription.schedule = id;
      return { status: 200, body: schedule };
    }
    const match = /^\/v1\/subscription_schedules\/([^/]+)(\/release)?$/.exec(path);
    const schedule = match ? schedules.get(match[1]!) : undefined;
    if (!match || !schedule) return missing("subscription_schedule", match?.[1] ?? "");
    if (method === "GET" && !match[2]) return { status: 200, body: schedule };
    if (method !== "POST") return missing("subscription_schedule", match[1]!);
    if (schedule.status !== "active" && schedule.status !== "not_started") {
      return {
        status: 400,
        body: invalidRequest(
          `You cannot update a subscription schedule that is currently in the \`${String(schedule.status)}\` status.`,
        ),
      };
    }
    if (match[2]) {
      schedule.status = "released";
      schedule.released_subscription = schedule.subscription;
      const subscription = subscriptions.get(String(schedule.subscription));
      if (subscription) subscription.schedule = null;
      return { status: 200, body: schedule };
    }
    const phases = Array.isArray(form.phases) ? (form.phases as Json[]) : [];
    const current = schedule.current_phase as Json;
    if (phases.length === 0 || String(phases[0]!.start_date) !== String(current.start_date)) {
      return {
        status: 400,
        body: invalidRequest("You can not modify the start date of the current phase.", {
          param: "phases[0][start_date]",
        }),
      };
    }
    for (const [index, phase] of phases.entries()) {
      const items = Array.isArray(phase.items) ? (phase.items as Json[]) : [];
      const data = items[0]?.price_data as Json | undefined;
      if (items.length === 0 || (!items[0]!.price && (!data || typeof data.product !== "string"))) {
        return {
          status: 400,
          body: invalidRequest(`Missing required param: phases[${index}][items][0][price].`, {
            code: "parameter_missing",
          }),
        };
      }
    }
    schedule.end_behavior = form.end_behavior ?? schedule.end_behavior;
    // Stripe fills in every phase's dates: each starts when the previous ends and lasts its
    // end_date or `iterations` billing intervals.
    let start = Number(current.start_date);
    schedule.phases = phases.map((phase) => {
      const items = phase.items as Json[];
      const data = items[0]!.price_data as Json | undefined;
      const interval = String((data?.recurring as Json | undefined)?.interval ?? "month");
      const iterations = phase.iterations === undefined ? null : Number(phase.iterations);
      const end =
        phase.end_date !== undefined
          ? Number(phase.end_date)
          : start + (iterations ?? 1) * (intervalSeconds[interval] ?? 0);
      const rendered = {
        start_date: start,
        end_date: end,
        iterations,
        items,
        metadata: phase.metadata ?? {},
        proration_behavior:
          phase.proration_behavior ?? form.proration_behavior ?? "create_prorations",
      };
      start = end;
      return rendered;
    });
    return { status: 200, body: schedule };
  }

  /**
   * At a renewal: a schedule's next phase becomes the subscription's price, and the schedule is
   * released. Returns the attributes that changed (for the `customer.subscription.updated` event).
   */
  function applyNextPhase(subscription: Json): Json | undefined {
    const schedule = schedules.get(String(subscription.schedule ?? ""));
    const next = (schedule?.phases as Json[] | undefined)?.[1];
    if (!schedule || !next) return undefined;
    const previous = {
      items: copy(subscription.items),
      metadata: copy(subscription.metadata),
      schedule: subscription.schedule,
    };
    const item = (subscription.items as { data: Json[] }).data[0]!;
    const newItem = (next.items as Json[])[0]!;
    const data = newItem.price_data as Json | undefined;
    item.price = data
      ? {
          id: nextId("price"),
          object: "price",
          product: data.product,
          unit_amount: Number(data.unit_amount),
          currency: data.currency,
          recurring: { interval: (data.recurring as Json).interval, interval_count: 1 },
        }
      : { ...(item.price as Json), id: newItem.price };
    subscription.metadata = copy(next.metadata);
    schedule.status = "released";
    schedule.released_subscription = subscription.id;
    subscription.schedule = null;
    return previous;
  }

  /** POST /v1/refunds for a PaymentIntent: all of what is left, or `amount` of it. */
  function createRefund(form: Json): Answer {
    const intentId = String(form.payment_intent ?? "");
    const intent = paymentIntents.get(intentId);
    if (!intent) return missing("payment_intent", intentId, "payment_intent");
    if (intent.status !== "succeeded") {
      return {
        status: 400,
        body: invalidRequest(
          `This PaymentIntent (${intentId}) does not have a successful charge to refund.`,
          { code: "charge_not_refundable", param: "payment_intent" },
        ),
      };
    }
    const refunded = [...refunds.values()]
      .filter((refund) => refund.payment_intent === intentId && refund.status !== "failed")
      .reduce((sum, refund) => sum + Number(refund.amount), 0);
    const left = Number(intent.amount_received) - refunded;
    if (form.amount !== undefined && !/^\d+$/.test(String(form.amount))) {
      return {
        status: 400,
        body: invalidRequest("Invalid integer: amount", {
          code: "parameter_invalid_integer",
          param: "amount",
        }),
      };
    }
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (left <= 0) {
      return {
        status: 400,
        body: invalidRequest(`Charge ${String(intent.latest_charge)} has already been refunded.`, {
          code: "charge_already_refunded",
        }),
      };
    }
    if (amount < 1 || amount > left) {
      const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
      return {
        status: 400,
        body: invalidRequest(
          `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
          { param: "amount" },
        ),
      };
    }
    const id = nextId("re");
    const refund: Json = {
      id,
      object: "refund",
      amount,
      charge: intent.latest_charge,
      currency: intent.currency,
      metadata: form.metadata ?? {},
      payment_intent: intentId,
      reason: form.reason ?? null,
      status: "succeeded",
      created: unixNow(),
    };
    refunds.set(id, refund);
    return { status: 200, body: refund };
  }

  function route(method: string, path: string, form: Json, query: URLSearchParams): Answer {
    if (method === "POST" && path === "/v1/checkout/sessions") return createCheckoutSession(form);
    let match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === "GET" && match) {
      const session = sessions.get(match[1]!);
      if (!session) return missing("checkout.session", match[1]!);
      const expand = [...query.entries()]
        .filter(([key]) => key.startsWith("expand"))
        .map(([, value]) => value);
      return { status: 200, body: renderSession(session, expand) };
    }
    if (method === "GET" && path === "/v1/checkout/sessions") {
      const intent = query.get("payment_intent");
      const expand = [...query.entries()]
        .filter(([key]) => key.startsWith("expand"))
        .map(([, value]) => value.replace(/^data\./, ""));
      const found = [...sessions.values()].filter(
        (session) => intent === null || session.payment_intent === intent,
      );
      return {
        status: 200,
        body: {
          object: "list",
          url: "/v1/checkout/sessions",
          has_more: false,
          data: found
            .slice(0, Number(query.get("limit") ?? 10))
            .map((session) => renderSession(session, expand)),
        },
      };
    }
    if (path.startsWith("/v1/subscription_schedules")) return routeSchedules(method, path, form);
    match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === "GET" && match) {
      const intent = paymentIntents.get(match[1]!);
      return intent ? { status: 200, body: intent } : missing("payment_intent", match[1]!);
    }
    match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (match) {
      const id = match[1]!;
      if (method === "GET") {
        const subscription = subscriptions.get(id);
        return subscription ? { status: 200, body: subscription } : missing("subscription", id);
      }
      if (method === "POST") return updateSubscription(id, form);
      if (method === "DELETE") {
        const subscription = subscriptions.get(id);
        if (!subscription) return missing("subscription", id);
        subscription.status = "canceled";
        subscription.canceled_at = unixNow();
        subscription.ended_at = unixNow();
        return { status: 200, body: subscription };
      }
    }
    if (method === "POST" && path === "/v1/refunds") return createRefund(form);
    match = /^\/v1\/shipping_rates\/([^/]+)$/.exec(path);
    if (method === "GET" && match) {
      const rate = shippingRates.get(match[1]!);
      return rate ? { status: 200, body: rate } : missing("shipping_rate", match[1]!);
    }
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const customer = String(form.customer ?? "");
      if (!customers.has(customer)) return missing("customer", customer, "customer");
      const id = nextId("bps");
      return {
        status: 200,
        body: {
          id,
          object: "billing_portal.session",
          customer,
          return_url: form.return_url ?? null,
          flow: form.flow_data ?? null,
          url: `${origin}/p/session/${id}?return_url=${encodeURIComponent(String(form.return_url ?? ""))}`,
        },
      };
    }
    return {
      status: 404,
      body: invalidRequest(`Unrecognized request URL (${method}: ${path}).`),
      store: false,
    };
  }

  // --- Helpers ---------------------------------------------------------------------------------

  function completeSession(
    id: string,
    {
      paymentStatus = "paid",
      shipping = {},
    }: { paymentStatus?: "paid" | "unpaid"; shipping?: StripeBuyerShipping } = {},
  ) {
    const session = sessions.get(id);
    if (!session) throw new Error(`no session ${id}`);
    if (session.status !== "open") throw new Error(`session ${id} is ${String(session.status)}`);
    const collection = session.shipping_address_collection as Json | null;
    if (collection) {
      const allowed = (collection.allowed_countries as string[] | undefined) ?? [];
      const address = shipping.address ?? {
        line1: "1 Main Street",
        city: "Springfield",
        state: "IL",
        postal_code: "62701",
        country: allowed.includes("US") ? "US" : (allowed[0] ?? "US"),
      };
      if (!allowed.includes(address.country)) {
        throw new Error(`session ${id} does not ship to ${address.country}`);
      }
      session.shipping_details = {
        name: shipping.name ?? "Test Buyer",
        address: { line2: null, state: null, ...address },
      };
      const offered = (session.shipping_options as Json[])[shipping.option ?? 0];
      if (offered) {
        const amount = Number(offered.shipping_amount);
        session.shipping_cost = {
          amount_subtotal: amount,
          amount_tax: 0,
          amount_total: amount,
          shipping_rate: offered.shipping_rate,
        };
        session.amount_total = Number(session.amount_total) + amount;
      }
    }
    const lines = lineItemsBySession.get(id) ?? [];
    const extra = sessionExtras.get(id) ?? { paymentIntent: {}, subscription: {} };
    const customer =
      typeof session.customer === "string"
        ? session.customer
        : ensureCustomer((session.customer_email as string | null) ?? null);
    session.customer = customer;
    session.status = "complete";
    session.payment_status = paymentStatus;
    let invoicePaid: StripeEvent | undefined;
    if (session.mode === "payment") {
      const intentId = nextId("pi");
      paymentIntents.set(intentId, {
        id: intentId,
        object: "payment_intent",
        amount: session.amount_total,
        amount_received: paymentStatus === "paid" ? session.amount_total : 0,
        currency: session.currency,
        customer,
        status: paymentStatus === "paid" ? "succeeded" : "processing",
        metadata: extra.paymentIntent,
        latest_charge: nextId("ch"),
      });
      session.payment_intent = intentId;
    } else {
      const line = lines[0]!;
      const recurring = line.recurring as Json;
      const start = unixNow();
      const subscriptionId = nextId("sub");
      const subscription: Json = {
        id: subscriptionId,
        object: "subscription",
        status: paymentStatus === "paid" ? "active" : "incomplete",
        customer,
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        schedule: null,
        current_period_start: start,
        current_period_end: start + (intervalSeconds[String(recurring.interval)] ?? 0),
        metadata: extra.subscription,
        items: {
          object: "list",
          data: [
            {
              id: nextId("si"),
              object: "subscription_item",
              price: {
                id: nextId("price"),
                object: "price",
                product: nextId("prod"),
                unit_amount: line.amount,
                currency: line.currency,
                recurring: { interval: recurring.interval, interval_count: 1 },
              },
            },
          ],
        },
      };
      subscriptions.set(subscriptionId, subscription);
      session.subscription = subscriptionId;
      const invoice = createInvoice(subscription, "subscription_create", paymentStatus === "paid");
      session.invoice = invoice.id;
      if (paymentStatus === "paid") invoicePaid = createEvent("invoice.paid", invoice);
    }
    const completed = createEvent("checkout.session.completed", session);
    return invoicePaid ? { completed, invoicePaid } : { completed };
  }

  function startNextPeriod(subscription: Json): void {
    const changed = applyNextPhase(subscription);
    const item = (subscription.items as { data: Json[] }).data[0]!;
    const interval = String(((item.price as Json).recurring as Json).interval);
    const previousPeriod = {
      current_period_start: subscription.current_period_start,
      current_period_end: subscription.current_period_end,
    };
    subscription.current_period_start = subscription.current_period_end;
    subscription.current_period_end =
      Number(subscription.current_period_end) + (intervalSeconds[interval] ?? 0);
    if (changed) {
      createEvent("customer.subscription.updated", subscription, { ...changed, ...previousPeriod });
    }
  }

  function requireSubscription(id: string): Json {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`no subscription ${id}`);
    return subscription;
  }

  function webhookRequest(
    event: StripeEvent,
    { timestamp = unixNow(), secret = webhookSecret }: { timestamp?: number; secret?: string } = {},
  ): StripeWebhookRequest {
    const payload = JSON.stringify(event, null, 2);
    return {
      payload,
      headers: {
        "stripe-signature": createStripeSignatureHeader(payload, secret, timestamp),
        "content-type": "application/json",
      },
    };
  }

  async function deliver(event: StripeEvent, url = webhookUrl): Promise<Response> {
    if (url === undefined) throw new Error("no webhook url set");
    const { payload, headers } = webhookRequest(event);
    return fetch(url, { method: "POST", headers, body: payload });
  }

  // --- Server ----------------------------------------------------------------------------------

  async function handle(request: IncomingMessage, response: ServerResponse, url: URL) {
    const method = request.method ?? "GET";
    const raw = await readBody(request);

    // The hosted pages a buyer's browser visits.
    const page = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
    if (method === "GET" && page) {
      const session = sessions.get(page[1]!);
      if (!session) {
        response.writeHead(404).end("No such checkout session");
        return;
      }
      if (url.searchParams.get("outcome") === "cancel") {
        response.writeHead(303, { location: String(session.cancel_url) }).end();
        return;
      }
      if (session.status === "open") {
        const { completed, invoicePaid } = completeSession(page[1]!);
        if (webhookUrl !== undefined) {
          await deliver(completed);
          if (invoicePaid) await deliver(invoicePaid);
        }
      }
      const location = String(session.success_url).replaceAll("{CHECKOUT_SESSION_ID}", page[1]!);
      response.writeHead(303, { location }).end();
      return;
    }
    if (method === "GET" && url.pathname.startsWith("/p/session/")) {
      response.writeHead(303, { location: url.searchParams.get("return_url") ?? "/" }).end();
      return;
    }

    const pairs = [...new URLSearchParams(raw).entries()];
    const call: StripeStandInCall = {
      method,
      path: url.pathname,
      query: [...url.searchParams.entries()],
      form: method === "POST" ? pairs : [],
      idempotencyKey: header(request, "idempotency-key"),
      stripeVersion: header(request, "stripe-version"),
      contentType: header(request, "content-type"),
      authorization: header(request, "authorization"),
      status: 0,
      replayed: false,
    };
    calls.push(call);
    const answer = (status: number, body: unknown, extraHeaders: Record<string, string> = {}) => {
      call.status = status;
      counter += 1;
      response.writeHead(status, {
        "content-type": "application/json",
        "request-id": `req_${counter}`,
        "stripe-version": call.stripeVersion ?? STRIPE_API_VERSION,
        ...extraHeaders,
      });
      response.end(JSON.stringify(body));
    };

    if (call.authorization === undefined) {
      answer(401, invalidRequest("You did not provide an API key."));
      return;
    }
    if (call.authorization !== `Bearer ${secretKey}`) {
      answer(401, invalidRequest("Invalid API Key provided: sk_test_****"));
      return;
    }
    if (method === "POST" && !call.contentType?.startsWith("application/x-www-form-urlencoded")) {
      answer(
        400,
        invalidRequest("Invalid request: the body must be application/x-www-form-urlencoded."),
      );
      return;
    }

    const key = method === "POST" ? call.idempotencyKey : undefined;
    const fingerprint = `${method} ${url.pathname} ${raw}`;
    if (key !== undefined) {
      const previous = idempotent.get(key);
      if (previous) {
        if (previous.fingerprint !== fingerprint) {
          answer(400, {
            error: {
              type: "idempotency_error",
              message:
                "Keys for idempotent requests can only be used with the same parameters they " +
                "were first used with.",
            },
          });
          return;
        }
        call.replayed = true;
        answer(previous.status, previous.body, { "idempotent-replayed": "true" });
        return;
      }
    }

    const failureIndex = failures.findIndex(
      (failure) =>
        (failure.method === undefined || failure.method === method) &&
        (failure.path === undefined || url.pathname.startsWith(failure.path)),
    );
    if (failureIndex >= 0) {
      const failure = failures[failureIndex]!;
      failure.times -= 1;
      if (failure.times <= 0) failures.splice(failureIndex, 1);
      if (failure.reset) {
        call.status = -1;
        request.socket.destroy();
        return;
      }
      const status = failure.status ?? 500;
      const body = {
        error: { type: "api_error", message: "An unknown error occurred (stand-in failure)." },
      };
      // Stripe stores the result of a request that began executing, 500s included.
      if (key !== undefined) idempotent.set(key, { fingerprint, status, body: copy(body) });
      answer(
        status,
        body,
        failure.shouldRetry === undefined
          ? {}
          : { "stripe-should-retry": String(failure.shouldRetry) },
      );
      return;
    }

    const result = route(method, url.pathname, parseStripeForm(pairs), url.searchParams);
    const body = copy(result.body);
    if (key !== undefined && result.store !== false) {
      idempotent.set(key, { fingerprint, status: result.status, body });
    }
    answer(result.status, body);
  }

  const server = await startHttpStandIn((request, response, url) => {
    handle(request, response, url).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: { message: String(error) } });
    });
  });
  origin = server.origin;

  return {
    ...server,
    apiBase: server.origin,
    secretKey,
    webhookSecret,
    calls,
    events,
    session: (id) => copy(sessions.get(id)),
    paymentIntent: (id) => copy(paymentIntents.get(id)),
    subscription: (id) => copy(subscriptions.get(id)),
    schedule: (id) => copy(schedules.get(id)),
    refund: (id) => copy(refunds.get(id)),
    shippingRate: (id) => copy(shippingRates.get(id)),
    completeSession,
    expireSession: (id) => {
      const session = sessions.get(id);
      if (session?.status !== "open") throw new Error(`session ${id} is not open`);
      session.status = "expired";
      session.url = null;
      return createEvent("checkout.session.expired", session);
    },
    invoicePaid: (subscriptionId) => {
      const subscription = requireSubscription(subscriptionId);
      const status = subscription.status;
      // An active subscription renews; a past-due one pays the period already started; an
      // incomplete one pays its first period.
      if (status === "active") startNextPeriod(subscription);
      subscription.status = "active";
      return createEvent(
        "invoice.paid",
        createInvoice(
          subscription,
          status === "incomplete" ? "subscription_create" : "subscription_cycle",
          true,
        ),
      );
    },
    invoicePaymentFailed: (subscriptionId) => {
      const subscription = requireSubscription(subscriptionId);
      // The period moves on at the renewal whether or not its invoice gets paid.
      if (subscription.status === "active") startNextPeriod(subscription);
      subscription.status = "past_due";
      return createEvent(
        "invoice.payment_failed",
        createInvoice(subscription, "subscription_cycle", false),
      );
    },
    subscriptionUpdated: (subscriptionId, changes = {}) => {
      const subscription = requireSubscription(subscriptionId);
      const previous = Object.fromEntries(
        Object.keys(changes).map((key) => [key, copy(subscription[key])]),
      );
      Object.assign(subscription, copy(changes));
      return createEvent("customer.subscription.updated", subscription, previous);
    },
    subscriptionDeleted: (subscriptionId) => {
      const subscription = requireSubscription(subscriptionId);
      subscription.status = "canceled";
      subscription.canceled_at = unixNow();
      subscription.ended_at = unixNow();
      return createEvent("customer.subscription.deleted", subscription);
    },
    createEvent: (type, object) => createEvent(type, object),
    signPayload: (payload, { timestamp = unixNow(), secret = webhookSecret } = {}) =>
      createStripeSignatureHeader(payload, secret, timestamp),
    webhookRequest,
    deliver,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    failNext: (failure = {}) => {
      failures.push({ ...failure, times: failure.times ?? 1 });
    },
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}
