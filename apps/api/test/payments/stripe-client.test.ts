import Stripe from "stripe";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  createStripeClient,
  STRIPE_API_VERSION,
  type StripeClient,
} from "../../src/services/payments/stripe/stripe-client";
import { type StripeStandIn, startStripeStandIn } from "../stand-ins/stripe-stand-in";

const noWait = async () => {};

let stripe: StripeStandIn;
let client: StripeClient;

beforeEach(async () => {
  stripe = await startStripeStandIn();
  client = createStripeClient({
    secretKey: stripe.secretKey,
    apiBase: stripe.apiBase,
    sleep: noWait,
  });
});

afterEach(async () => {
  await stripe.close();
});

const lifetimeCheckout = (overrides: Record<string, unknown> = {}) => ({
  mode: "payment" as const,
  lineItems: [{ name: "Pro lifetime", unitAmountCents: 19_900, currency: "usd" as const }],
  customerEmail: "buyer@example.com",
  clientReferenceId: "ord_1",
  metadata: { user_id: "usr_1" },
  successUrl: "https://inkforge.test/payment-success?session_id={CHECKOUT_SESSION_ID}",
  cancelUrl: "https://inkforge.test/payment-failed",
  idempotencyKey: "order:ord_1:checkout",
  ...overrides,
});

const monthlyCheckout = () =>
  lifetimeCheckout({
    mode: "subscription" as const,
    lineItems: [
      {
        name: "Pro monthly",
        unitAmountCents: 999,
        currency: "usd" as const,
        recurring: { interval: "month" as const },
      },
    ],
    clientReferenceId: "ord_2",
    idempotencyKey: "order:ord_2:checkout",
  });

describe("form encoding (Stripe's SDK, as the stand-in receives it)", () => {
  it("nests objects and arrays in brackets, escapes values and leaves undefined out", async () => {
    await client.createCheckoutSession(
      lifetimeCheckout({
        lineItems: [{ name: "A & B", unitAmountCents: 999, currency: "usd" }],
        customerEmail: undefined,
      }),
    );
    await client.retrieveCheckoutSession("cs_test_nope").catch(() => undefined);

    const [create, read] = stripe.calls;
    expect(create?.form.slice(0, 5)).toEqual([
      ["mode", "payment"],
      ["line_items[0][quantity]", "1"],
      ["line_items[0][price_data][currency]", "usd"],
      ["line_items[0][price_data][unit_amount]", "999"],
      ["line_items[0][price_data][product_data][name]", "A & B"],
    ]);
    expect(create?.form.map(([key]) => key)).not.toContain("customer_email");
    expect(create?.form.map(([key]) => key)).not.toContain("customer");
    expect(read?.query).toEqual([
      ["expand[0]", "subscription"],
      ["expand[1]", "payment_intent"],
      ["expand[2]", "shipping_cost.shipping_rate"],
    ]);
  });
});

describe("Stripe client against the stand-in", () => {
  it("creates a checkout session form-encoded, with the key, version and idempotency key", async () => {
    const session = await client.createCheckoutSession(lifetimeCheckout());

    expect(session.id).toMatch(/^cs_/);
    expect(session.url).toBe(`${stripe.apiBase}/c/pay/${session.id}`);
    const [call] = stripe.calls;
    expect(call).toMatchObject({
      method: "POST",
      path: "/v1/checkout/sessions",
      authorization: `Bearer ${stripe.secretKey}`,
      stripeVersion: STRIPE_API_VERSION,
      idempotencyKey: "order:ord_1:checkout",
      status: 200,
    });
    expect(call?.contentType).toBe("application/x-www-form-urlencoded");
    expect(call?.form).toEqual(
      expect.arrayContaining([
        ["mode", "payment"],
        ["line_items[0][price_data][unit_amount]", "19900"],
        ["line_items[0][price_data][currency]", "usd"],
        ["line_items[0][price_data][product_data][name]", "Pro lifetime"],
        ["line_items[0][quantity]", "1"],
        ["client_reference_id", "ord_1"],
        ["customer_email", "buyer@example.com"],
        ["metadata[order_id]", "ord_1"],
        ["metadata[user_id]", "usr_1"],
        ["payment_intent_data[metadata][order_id]", "ord_1"],
        ["success_url", "https://inkforge.test/payment-success?session_id={CHECKOUT_SESSION_ID}"],
      ]),
    );
    expect(stripe.session(session.id)).toMatchObject({ amount_total: 19_900, status: "open" });
  });

  it("answers an idempotent retry with the same session, and refuses a reused key with other params", async () => {
    const first = await client.createCheckoutSession(lifetimeCheckout());
    const second = await client.createCheckoutSession(lifetimeCheckout());

    expect(second).toEqual(first);
    expect(stripe.calls.map((call) => call.replayed)).toEqual([false, true]);

    const changed = client.createCheckoutSession(
      lifetimeCheckout({
        lineItems: [{ name: "Pro lifetime", unitAmountCents: 1, currency: "usd" }],
      }),
    );
    await expect(changed).rejects.toMatchObject({
      type: "StripeIdempotencyError",
      statusCode: 400,
      rawType: "idempotency_error",
    });
  });

  it("re-sends a POST under the same key when the connection drops, and gets one session", async () => {
    stripe.failNext({ reset: true, path: "/v1/checkout/sessions" });

    const session = await client.createCheckoutSession(lifetimeCheckout());

    expect(session.id).toMatch(/^cs_/);
    expect(stripe.calls).toHaveLength(2);
    expect(new Set(stripe.calls.map((call) => call.idempotencyKey))).toEqual(
      new Set(["order:ord_1:checkout"]),
    );
  });

  it("generates an idempotency key for POSTs the caller did not key", async () => {
    const { id } = await client.createCheckoutSession(monthlyCheckout());
    stripe.completeSession(id);
    const subscriptionId = String(stripe.session(id)?.subscription);

    await client.cancelSubscription(subscriptionId, { atPeriodEnd: true });

    const cancel = stripe.calls.at(-1);
    expect(cancel?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("maps 400, 401 and 500 answers to the SDK's errors with Stripe's type, code and status", async () => {
    const missing = await client.retrieveCheckoutSession("cs_test_nope").catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({
      statusCode: 404,
      rawType: "invalid_request_error",
      code: "resource_missing",
      message: "No such checkout.session: 'cs_test_nope'",
    });
    expect((missing as Stripe.errors.StripeError).requestId).toMatch(/^req_/);

    const invalid = await client
      .createCheckoutSession(
        lifetimeCheckout({
          lineItems: [
            {
              name: "Pro monthly",
              unitAmountCents: 999,
              currency: "usd",
              recurring: { interval: "month" },
            },
          ],
        }),
      )
      .catch((e: unknown) => e);
    expect(invalid).toMatchObject({ statusCode: 400, rawType: "invalid_request_error" });
    expect((invalid as Stripe.errors.StripeError).param).toBe("line_items[0][price_data]");

    const badKey = createStripeClient({ secretKey: "sk_test_wrong", apiBase: stripe.apiBase });
    await expect(badKey.retrievePaymentIntent("pi_test_1")).rejects.toMatchObject({
      type: "StripeAuthenticationError",
      statusCode: 401,
      rawType: "invalid_request_error",
      message: "Invalid API Key provided: sk_test_****",
    });

    stripe.failNext({ status: 500, path: "/v1/checkout/sessions" });
    const outage = await client.createCheckoutSession(lifetimeCheckout()).catch((e: unknown) => e);
    expect(outage).toMatchObject({ type: "StripeAPIError", statusCode: 500, rawType: "api_error" });
    // Stripe replays a stored 500 for the same key, so the POST is not blindly repeated.
    expect(stripe.calls.filter((call) => call.method === "POST")).toHaveLength(2);
  });

  it("retries a GET after a 500 and succeeds", async () => {
    const { id } = await client.createCheckoutSession(lifetimeCheckout());
    stripe.failNext({ status: 500, method: "GET", times: 2 });

    const session = await client.retrieveCheckoutSession(id);

    expect(session.id).toBe(id);
    expect(stripe.calls.filter((call) => call.method === "GET").map((call) => call.status)).toEqual(
      [500, 500, 200],
    );
  });

  it("gives up on a GET after the retry budget, and does not retry a 4xx", async () => {
    stripe.failNext({ status: 503, method: "GET", times: 3 });
    await expect(client.retrievePaymentIntent("pi_test_1")).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(stripe.calls.map((call) => call.status)).toEqual([503, 503, 503]);

    await expect(client.retrievePaymentIntent("pi_test_1")).rejects.toMatchObject({
      statusCode: 404,
    });
    expect(stripe.calls).toHaveLength(4);
  });

  it("honours Stripe-Should-Retry: false on a GET", async () => {
    stripe.failNext({ status: 500, method: "GET", shouldRetry: false });
    await expect(client.retrievePaymentIntent("pi_test_1")).rejects.toMatchObject({
      statusCode: 500,
    });
    expect(stripe.calls).toHaveLength(1);
  });

  it("raises the SDK's StripeConnectionError when Stripe cannot be reached", async () => {
    const offline = createStripeClient({
      secretKey: "sk_test_x",
      apiBase: "http://127.0.0.1:9",
      sleep: noWait,
    });
    await expect(offline.retrievePaymentIntent("pi_test_1")).rejects.toBeInstanceOf(
      Stripe.errors.StripeConnectionError,
    );
  });

  it("reads a completed payment session with its PaymentIntent expanded", async () => {
    const { id } = await client.createCheckoutSession(lifetimeCheckout());
    stripe.completeSession(id);

    const session = await client.retrieveCheckoutSession(id);

    expect(session).toMatchObject({
      id,
      mode: "payment",
      status: "complete",
      payment_status: "paid",
      amount_total: 19_900,
      currency: "usd",
      client_reference_id: "ord_1",
      customer: expect.stringMatching(/^cus_/),
      subscription: null,
      payment_intent: {
        status: "succeeded",
        amount_received: 19_900,
        metadata: { order_id: "ord_1", user_id: "usr_1" },
      },
    });
    expect(stripe.calls.at(-1)?.query).toEqual([
      ["expand[0]", "subscription"],
      ["expand[1]", "payment_intent"],
      ["expand[2]", "shipping_cost.shipping_rate"],
    ]);
    const intentId = (session.payment_intent as { id: string }).id;
    await expect(client.retrievePaymentIntent(intentId)).resolves.toMatchObject({
      id: intentId,
      amount: 19_900,
      status: "succeeded",
    });
  });

  it("runs a subscription: checkout, cancel at period end, resume, change cycle, cancel now", async () => {
    const { id } = await client.createCheckoutSession(monthlyCheckout());
    expect(stripe.calls[0]?.form).toEqual(
      expect.arrayContaining([
        ["mode", "subscription"],
        ["line_items[0][price_data][recurring][interval]", "month"],
        ["subscription_data[metadata][order_id]", "ord_2"],
      ]),
    );
    stripe.completeSession(id);

    const session = await client.retrieveCheckoutSession(id);
    expect(session.subscription).toMatchObject({
      status: "active",
      cancel_at_period_end: false,
      metadata: { order_id: "ord_2" },
      items: [{ price: { unit_amount: 999, recurring: { interval: "month" } } }],
    });
    expect(
      typeof session.subscription === "object" && session.subscription?.current_period_end,
    ).toBeGreaterThan(0);
    const subscriptionId = typeof session.subscription === "string" ? "" : session.subscription!.id;

    const ending = await client.cancelSubscription(subscriptionId, {
      atPeriodEnd: true,
      idempotencyKey: "sub:cancel:1",
    });
    expect(ending).toMatchObject({ status: "active", cancel_at_period_end: true });
    expect(stripe.calls.at(-1)).toMatchObject({
      method: "POST",
      path: `/v1/subscriptions/${subscriptionId}`,
      form: [["cancel_at_period_end", "true"]],
      idempotencyKey: "sub:cancel:1",
    });

    await expect(client.resumeSubscription(subscriptionId)).resolves.toMatchObject({
      cancel_at_period_end: false,
    });

    const yearly = await client.updateSubscriptionPrice(subscriptionId, {
      unitAmountCents: 9_900,
      interval: "year",
      prorationBehavior: "create_prorations",
      idempotencyKey: "sub:cycle:year",
    });
    expect(yearly.items[0]?.price).toMatchObject({
      unit_amount: 9_900,
      recurring: { interval: "year" },
    });
    const update = stripe.calls.at(-1);
    expect(update?.form).toEqual(
      expect.arrayContaining([
        ["items[0][id]", expect.stringMatching(/^si_/)],
        ["items[0][price_data][product]", expect.stringMatching(/^prod_/)],
        ["items[0][price_data][unit_amount]", "9900"],
        ["items[0][price_data][recurring][interval]", "year"],
        ["proration_behavior", "create_prorations"],
      ]),
    );

    await expect(
      client.cancelSubscription(subscriptionId, { atPeriodEnd: false }),
    ).resolves.toMatchObject({ status: "canceled" });
    expect(stripe.calls.at(-1)?.method).toBe("DELETE");
  });

  it("opens the billing portal for a customer, optionally on the card form", async () => {
    const { id } = await client.createCheckoutSession(monthlyCheckout());
    stripe.completeSession(id);
    const { customer } = await client.retrieveCheckoutSession(id);

    const portal = await client.createBillingPortalSession({
      customer: customer!,
      returnUrl: "https://inkforge.test/me",
      flow: "payment_method_update",
    });

    expect(portal.url).toMatch(new RegExp(`^${stripe.apiBase}/p/session/bps_`));
    expect(stripe.calls.at(-1)?.form).toEqual([
      ["customer", customer],
      ["return_url", "https://inkforge.test/me"],
      ["flow_data[type]", "payment_method_update"],
      ["flow_data[after_completion][type]", "redirect"],
      ["flow_data[after_completion][redirect][return_url]", "https://inkforge.test/me"],
    ]);
    await expect(
      client.createBillingPortalSession({
        customer: "cus_test_nobody",
        returnUrl: "https://x.test",
      }),
    ).rejects.toMatchObject({ statusCode: 404, code: "resource_missing" });
  });

  it("refuses ids that are not Stripe ids and amounts that are not whole cents, before any call", async () => {
    await expect(client.retrieveCheckoutSession("../v1/customers")).rejects.toThrow(RangeError);
    await expect(
      client.createCheckoutSession(
        lifetimeCheckout({ lineItems: [{ name: "x", unitAmountCents: 9.99, currency: "usd" }] }),
      ),
    ).rejects.toThrow(RangeError);
    expect(stripe.calls).toHaveLength(0);
  });
});
