import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  type CardCheckoutProvider,
  type CreateCheckoutParams,
  PaymentProviderError,
  WebhookVerificationError,
} from "../../src/services/payments/provider";
import { createStripeProvider, withSessionIdPlaceholder } from "../../src/services/payments/stripe";
import { type StripeStandIn, startStripeStandIn } from "../stand-ins/stripe-stand-in";

let stripe: StripeStandIn;
let provider: CardCheckoutProvider;
let clock = new Date("2026-11-21T12:00:00Z");
const now = () => clock;

beforeEach(async () => {
  clock = new Date("2026-11-21T12:00:00Z");
  stripe = await startStripeStandIn({ now });
  provider = createStripeProvider(
    { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiUrl: stripe.apiBase },
    { now, fetch },
  );
});

afterEach(async () => {
  await stripe.close();
});

const lifetime = (overrides: Partial<CreateCheckoutParams> = {}): CreateCheckoutParams => ({
  orderId: "ord_1",
  mode: "payment",
  interval: null,
  subscriptionProductId: null,
  lines: [{ productId: "pro-lifetime", title: "Pro lifetime", unitCents: 8_955, quantity: 1 }],
  totalCents: 8_955,
  currency: "USD",
  customerEmail: "buyer@example.com",
  successUrl: "https://inkforge.test/payment-success?next=%2Fpricing",
  cancelUrl: "https://inkforge.test/payment-failed",
  idempotencyKey: "order:ord_1:checkout",
  requiresShipping: false,
  shipping: null,
  ...overrides,
});

const monthly = (): CreateCheckoutParams =>
  lifetime({
    orderId: "ord_2",
    mode: "subscription",
    interval: "month",
    subscriptionProductId: "pro-monthly",
    lines: [{ productId: "pro-monthly", title: "Pro monthly", unitCents: 999, quantity: 1 }],
    totalCents: 999,
    idempotencyKey: "order:ord_2:checkout",
  });

/** Delivers a stand-in event to the adapter exactly as Stripe would send it. */
function receive(event: Parameters<StripeStandIn["webhookRequest"]>[0]) {
  const { payload, headers } = stripe.webhookRequest(event);
  return provider.parseWebhook(Buffer.from(payload), headers);
}

async function paidSubscription(): Promise<{ sessionId: string; subscriptionId: string }> {
  const { providerRef } = await provider.createCheckout(monthly());
  stripe.completeSession(providerRef);
  return {
    sessionId: providerRef,
    subscriptionId: String(stripe.session(providerRef)?.subscription),
  };
}

describe("withSessionIdPlaceholder", () => {
  it.each([
    ["https://x.test/ok", "https://x.test/ok?session_id={CHECKOUT_SESSION_ID}"],
    ["https://x.test/ok?next=%2Fa", "https://x.test/ok?next=%2Fa&session_id={CHECKOUT_SESSION_ID}"],
    ["https://x.test/ok#top", "https://x.test/ok?session_id={CHECKOUT_SESSION_ID}#top"],
    ["https://x.test/ok?s={CHECKOUT_SESSION_ID}", "https://x.test/ok?s={CHECKOUT_SESSION_ID}"],
  ])("%s", (input, expected) => {
    expect(withSessionIdPlaceholder(input)).toBe(expected);
  });
});

describe("Stripe adapter: checkouts", () => {
  it("creates a hosted checkout for our order and returns to the success URL with the session id", async () => {
    const checkout = await provider.createCheckout(lifetime());

    expect(checkout.providerRef).toMatch(/^cs_/);
    expect(stripe.session(checkout.providerRef)).toMatchObject({
      client_reference_id: "ord_1",
      amount_total: 8_955,
      customer_email: "buyer@example.com",
      success_url:
        "https://inkforge.test/payment-success?next=%2Fpricing&session_id={CHECKOUT_SESSION_ID}",
      shipping_address_collection: null,
    });
    expect(stripe.calls[0]?.idempotencyKey).toBe("order:ord_1:checkout");

    const visit = await fetch(checkout.url, { redirect: "manual" });
    expect(visit.headers.get("location")).toBe(
      `https://inkforge.test/payment-success?next=%2Fpricing&session_id=${checkout.providerRef}`,
    );

    // The same idempotency key answers the same checkout.
    await expect(provider.createCheckout(lifetime())).resolves.toEqual(checkout);
  });

  it("asks for a shipping address in the payment countries when merch is in the cart", async () => {
    const { providerRef } = await provider.createCheckout(lifetime({ requiresShipping: true }));
    expect(stripe.session(providerRef)?.shipping_address_collection).toEqual({
      allowed_countries: ["US", "CA", "GB", "DE", "AU", "IT", "BD", "EG"],
    });
  });

  it("offers our shipping rates for merch, and reports the address and the rate charged", async () => {
    const offer = {
      countries: ["US", "GB"],
      rates: [
        { id: "ship-us", label: "United States", amountCents: 500, countries: ["US"] },
        { id: "ship-europe", label: "Europe and the UK", amountCents: 1_200, countries: ["GB"] },
      ],
    };
    const { providerRef } = await provider.createCheckout(
      lifetime({ requiresShipping: true, shipping: offer }),
    );
    expect(stripe.calls[0]?.form).toEqual(
      expect.arrayContaining([
        ["shipping_address_collection[allowed_countries][0]", "US"],
        ["shipping_address_collection[allowed_countries][1]", "GB"],
        ["shipping_options[0][shipping_rate_data][type]", "fixed_amount"],
        ["shipping_options[0][shipping_rate_data][fixed_amount][amount]", "500"],
        ["shipping_options[0][shipping_rate_data][fixed_amount][currency]", "usd"],
        ["shipping_options[0][shipping_rate_data][display_name]", "United States"],
        ["shipping_options[0][shipping_rate_data][metadata][rate_id]", "ship-us"],
        ["shipping_options[1][shipping_rate_data][fixed_amount][amount]", "1200"],
        ["shipping_options[1][shipping_rate_data][metadata][rate_id]", "ship-europe"],
      ]),
    );

    const address = {
      line1: "10 Downing Street",
      city: "London",
      postal_code: "SW1A 2AA",
      country: "GB",
    };
    const { completed } = stripe.completeSession(providerRef, {
      shipping: { name: "Ada Lovelace", address, option: 1 },
    });
    const shipping = {
      address: {
        name: "Ada Lovelace",
        line1: "10 Downing Street",
        line2: null,
        city: "London",
        state: null,
        postalCode: "SW1A 2AA",
        country: "GB",
      },
      amountCents: 1_200,
      rateId: "ship-europe",
    };
    // The event names Stripe's rate by id: the adapter reads our rate id from its metadata.
    await expect(receive(completed)).resolves.toMatchObject([
      { type: "checkout.completed", amountCents: 8_955 + 1_200, shipping },
    ]);
    expect(stripe.calls.at(-1)?.path).toMatch(/^\/v1\/shipping_rates\/shr_/);
    await expect(provider.retrieveCheckout(providerRef)).resolves.toMatchObject({
      paid: true,
      amountCents: 8_955 + 1_200,
      shipping,
    });
  });

  it("refuses lines that do not add up to the total, without calling Stripe", async () => {
    const error = await provider
      .createCheckout(lifetime({ totalCents: 1 }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ kind: "invalid_request" });
    expect(stripe.calls).toHaveLength(0);
  });

  it("reports a Stripe outage as unavailable", async () => {
    stripe.failNext({ status: 500, path: "/v1/checkout/sessions" });
    await expect(provider.createCheckout(lifetime())).rejects.toMatchObject({
      name: "PaymentProviderError",
      kind: "unavailable",
    });
  });

  it("retrieves a checkout by session id or payment intent id, paid once completed", async () => {
    const { providerRef } = await provider.createCheckout(lifetime());
    await expect(provider.retrieveCheckout(providerRef)).resolves.toEqual({
      providerRef,
      orderId: "ord_1",
      status: "open",
      paid: false,
      amountCents: 8_955,
      currency: "USD",
      paymentRef: null,
      subscription: null,
      shipping: null,
    });

    stripe.completeSession(providerRef);
    const paymentIntent = String(stripe.session(providerRef)?.payment_intent);
    const paid = {
      providerRef,
      orderId: "ord_1",
      status: "complete",
      paid: true,
      amountCents: 8_955,
      currency: "USD",
      paymentRef: paymentIntent,
      subscription: null,
      shipping: null,
    };
    await expect(provider.retrieveCheckout(providerRef)).resolves.toEqual(paid);
    await expect(provider.retrieveCheckout(paymentIntent)).resolves.toEqual(paid);
  });

  it("answers null for checkouts Stripe does not know", async () => {
    await expect(provider.retrieveCheckout("cs_test_unknown")).resolves.toBeNull();
    await expect(provider.retrieveCheckout("pi_test_unknown")).resolves.toBeNull();
    await expect(provider.retrieveCheckout("../../v1/customers")).resolves.toBeNull();
  });

  it("retrieves a subscription checkout with the subscription's state", async () => {
    const { sessionId, subscriptionId } = await paidSubscription();
    const subscription = stripe.subscription(subscriptionId)!;

    await expect(provider.retrieveCheckout(sessionId)).resolves.toMatchObject({
      paid: true,
      amountCents: 999,
      paymentRef: expect.stringMatching(/^in_/),
      subscription: {
        providerRef: subscriptionId,
        status: "active",
        interval: "month",
        currentPeriodEnd: new Date(Number(subscription.current_period_end) * 1000),
        cancelAtPeriodEnd: false,
      },
    });
    expect(subscription.metadata).toEqual({ order_id: "ord_2", product_id: "pro-monthly" });
  });
});

describe("Stripe adapter: subscriptions", () => {
  it("changes the cycle from the next renewal on, then reports the new product", async () => {
    const { subscriptionId } = await paidSubscription();
    const before = stripe.subscription(subscriptionId)!;

    const state = await provider.changeInterval(subscriptionId, {
      interval: "year",
      productId: "pro-yearly",
      unitCents: 9_900,
    });

    expect(state).toEqual({
      providerRef: subscriptionId,
      status: "active",
      interval: "year",
      currentPeriodEnd: new Date(Number(before.current_period_end) * 1000),
      cancelAtPeriodEnd: false,
    });
    // Nothing changes before the renewal…
    const during = stripe.subscription(subscriptionId)!;
    expect(during.items).toEqual(before.items);
    const schedule = stripe.schedule(String(during.schedule))!;
    expect(schedule).toMatchObject({
      end_behavior: "release",
      phases: [
        { start_date: before.current_period_start, end_date: before.current_period_end },
        {
          iterations: 1,
          proration_behavior: "none",
          items: [
            {
              price_data: { unit_amount: "9900", recurring: { interval: "year" } },
              quantity: "1",
            },
          ],
          metadata: { order_id: "ord_2", product_id: "pro-yearly" },
        },
      ],
    });

    // …then the renewal bills the yearly price and Stripe says the subscription changed.
    const renewal = await receive(stripe.invoicePaid(subscriptionId));
    expect(renewal).toEqual([
      {
        type: "subscription.renewed",
        eventId: expect.stringMatching(/^evt_/),
        occurredAt: clock,
        subscriptionRef: subscriptionId,
        currentPeriodEnd: new Date((Number(before.current_period_end) + 365 * 86_400) * 1000),
        amountCents: 9_900,
      },
    ]);
    const updated = stripe.events.find((event) => event.type === "customer.subscription.updated")!;
    await expect(receive(updated)).resolves.toEqual([
      {
        type: "subscription.updated",
        eventId: updated.id,
        occurredAt: clock,
        subscription: {
          providerRef: subscriptionId,
          status: "active",
          interval: "year",
          currentPeriodEnd: new Date((Number(before.current_period_end) + 365 * 86_400) * 1000),
          cancelAtPeriodEnd: false,
        },
        productId: "pro-yearly",
      },
    ]);
  });

  it("cancels at the period end even with a change of cycle pending (the change is dropped)", async () => {
    const { subscriptionId } = await paidSubscription();
    await provider.changeInterval(subscriptionId, {
      interval: "year",
      productId: "pro-yearly",
      unitCents: 9_900,
    });

    const state = await provider.cancelSubscription(subscriptionId, { atPeriodEnd: true });

    expect(state).toMatchObject({ status: "active", interval: "month", cancelAtPeriodEnd: true });
    expect(stripe.subscription(subscriptionId)?.schedule).toBeNull();
    await expect(
      provider.changeInterval(subscriptionId, {
        interval: "year",
        productId: "pro-yearly",
        unitCents: 9_900,
      }),
    ).rejects.toMatchObject({ kind: "invalid_request" });
  });

  it("cancels now, and a cancelled subscription stays cancelled", async () => {
    const { subscriptionId } = await paidSubscription();
    await expect(
      provider.cancelSubscription(subscriptionId, { atPeriodEnd: false }),
    ).resolves.toMatchObject({ status: "canceled" });
    await expect(
      provider.cancelSubscription(subscriptionId, { atPeriodEnd: true }),
    ).resolves.toMatchObject({ status: "canceled" });
    await expect(
      provider.changeInterval(subscriptionId, { interval: "year", productId: "x", unitCents: 1 }),
    ).rejects.toMatchObject({ kind: "invalid_request" });
  });

  it("reports an unknown subscription as not_found", async () => {
    await expect(
      provider.cancelSubscription("sub_test_nope", { atPeriodEnd: true }),
    ).rejects.toMatchObject({ kind: "not_found" });
  });

  it("opens the billing portal for the subscription's customer", async () => {
    const { subscriptionId } = await paidSubscription();
    const customer = stripe.subscription(subscriptionId)?.customer;

    const card = await provider.createBillingPortal({
      flow: "update-card",
      subscriptionRef: subscriptionId,
      customerEmail: "buyer@example.com",
      returnUrl: "https://inkforge.test/me",
    });
    expect(card.url).toMatch(/\/p\/session\/bps_/);
    expect(stripe.calls.at(-1)?.form).toEqual(
      expect.arrayContaining([
        ["customer", customer],
        ["flow_data[type]", "payment_method_update"],
      ]),
    );

    await provider.createBillingPortal({
      flow: "manage",
      subscriptionRef: subscriptionId,
      customerEmail: "buyer@example.com",
      returnUrl: "https://inkforge.test/me",
    });
    expect(stripe.calls.at(-1)?.form.map(([key]) => key)).toEqual(["customer", "return_url"]);
  });
});

describe("Stripe adapter: webhooks", () => {
  it("turns a paid checkout into checkout.completed", async () => {
    const { providerRef } = await provider.createCheckout(lifetime());
    const { completed } = stripe.completeSession(providerRef);

    await expect(receive(completed)).resolves.toEqual([
      {
        type: "checkout.completed",
        eventId: completed.id,
        occurredAt: clock,
        providerRef,
        orderId: "ord_1",
        amountCents: 8_955,
        currency: "USD",
        paymentRef: String(stripe.session(providerRef)?.payment_intent),
        subscription: null,
        shipping: null,
      },
    ]);
  });

  it("carries the started subscription on a subscription checkout", async () => {
    const { providerRef } = await provider.createCheckout(monthly());
    const { completed } = stripe.completeSession(providerRef);
    const [event] = await receive(completed);
    expect(event).toMatchObject({
      type: "checkout.completed",
      orderId: "ord_2",
      amountCents: 999,
      paymentRef: expect.stringMatching(/^in_/),
      subscription: { status: "active", interval: "month", cancelAtPeriodEnd: false },
    });
  });

  it("waits for async payments, and reports expiry and async failure as checkout.failed", async () => {
    const pending = await provider.createCheckout(lifetime());
    const { completed } = stripe.completeSession(pending.providerRef, { paymentStatus: "unpaid" });
    await expect(receive(completed)).resolves.toEqual([
      { type: "ignored", eventId: completed.id, providerType: "checkout.session.completed" },
    ]);
    const failed = stripe.createEvent(
      "checkout.session.async_payment_failed",
      stripe.session(pending.providerRef)!,
    );
    await expect(receive(failed)).resolves.toMatchObject([
      { type: "checkout.failed", providerRef: pending.providerRef, reason: "declined" },
    ]);

    const abandoned = await provider.createCheckout(
      lifetime({ orderId: "ord_9", idempotencyKey: "order:ord_9:checkout" }),
    );
    await expect(receive(stripe.expireSession(abandoned.providerRef))).resolves.toMatchObject([
      { type: "checkout.failed", providerRef: abandoned.providerRef, reason: "expired" },
    ]);
  });

  it("turns invoice and subscription events into renewals, failures, updates and cancellations", async () => {
    const { subscriptionId } = await paidSubscription();

    await expect(receive(stripe.invoicePaymentFailed(subscriptionId))).resolves.toMatchObject([
      { type: "subscription.payment_failed", subscriptionRef: subscriptionId },
    ]);
    await expect(
      receive(stripe.subscriptionUpdated(subscriptionId, { cancel_at_period_end: true })),
    ).resolves.toMatchObject([
      {
        type: "subscription.updated",
        subscription: { status: "past_due", cancelAtPeriodEnd: true, interval: "month" },
        productId: null,
      },
    ]);
    clock = new Date(clock.getTime() + 60_000);
    await expect(receive(stripe.subscriptionDeleted(subscriptionId))).resolves.toEqual([
      {
        type: "subscription.canceled",
        eventId: expect.stringMatching(/^evt_/),
        occurredAt: clock,
        subscriptionRef: subscriptionId,
        endedAt: clock,
      },
    ]);
  });

  it("acknowledges events the shop does not use", async () => {
    const event = stripe.createEvent("charge.refunded", { id: "ch_1" });
    await expect(receive(event)).resolves.toEqual([
      { type: "ignored", eventId: event.id, providerType: "charge.refunded" },
    ]);
  });

  it("refuses deliveries that are unsigned, signed with another secret, or stale", async () => {
    const event = stripe.createEvent("checkout.session.completed", { id: "cs_x" });
    const { payload, headers } = stripe.webhookRequest(event);

    await expect(provider.parseWebhook(Buffer.from(payload), {})).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
    const forged = stripe.webhookRequest(event, { secret: "whsec_attacker" });
    await expect(
      provider.parseWebhook(Buffer.from(forged.payload), forged.headers),
    ).rejects.toBeInstanceOf(WebhookVerificationError);
    await expect(provider.parseWebhook(Buffer.from(`${payload} `), headers)).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );

    clock = new Date(clock.getTime() + 301_000);
    await expect(provider.parseWebhook(Buffer.from(payload), headers)).rejects.toThrow(
      /Timestamp outside the tolerance zone/,
    );
  });
});

describe("Stripe adapter: refunds", () => {
  async function paidPaymentIntent(): Promise<string> {
    const { providerRef } = await provider.createCheckout(lifetime());
    stripe.completeSession(providerRef);
    return String(stripe.session(providerRef)?.payment_intent);
  }

  const refund = (paymentRef: string, overrides: { amountCents?: number; key?: string } = {}) =>
    provider.refundPayment({
      paymentRef,
      amountCents: overrides.amountCents ?? 8_955,
      currency: "USD",
      reason: "Order closed before the payment arrived",
      idempotencyKey: overrides.key ?? "order:ord_1:refund",
    });

  it("refunds a payment through the Refunds API, once per idempotency key", async () => {
    const paymentIntent = await paidPaymentIntent();

    const result = await refund(paymentIntent);

    expect(result).toEqual({ refundRef: expect.stringMatching(/^re_/), status: "succeeded" });
    expect(stripe.refund(result.refundRef)).toMatchObject({
      payment_intent: paymentIntent,
      amount: 8_955,
      metadata: { reason: "Order closed before the payment arrived" },
    });
    const call = stripe.calls.at(-1);
    expect(call).toMatchObject({
      method: "POST",
      path: "/v1/refunds",
      idempotencyKey: "order:ord_1:refund",
      stripeVersion: "2024-06-20",
    });
    expect(call?.form).toEqual([
      ["payment_intent", paymentIntent],
      ["amount", "8955"],
      ["metadata[reason]", "Order closed before the payment arrived"],
    ]);

    // A repeat (say, after a lost answer) is Stripe's first refund, not a second one.
    await expect(refund(paymentIntent)).resolves.toEqual(result);
    expect(stripe.calls.at(-1)?.replayed).toBe(true);
  });

  it("re-sends a refund under the same key when the connection drops", async () => {
    const paymentIntent = await paidPaymentIntent();
    stripe.failNext({ reset: true, path: "/v1/refunds" });

    const result = await refund(paymentIntent);

    expect(result.status).toBe("succeeded");
    const refunds = stripe.calls.filter((call) => call.path === "/v1/refunds");
    expect(refunds.map((call) => [call.idempotencyKey, call.status])).toEqual([
      ["order:ord_1:refund", -1],
      ["order:ord_1:refund", 200],
    ]);
  });

  it("reports an unknown payment as not_found, too much as invalid_request, an outage as unavailable", async () => {
    await expect(refund("pi_test_unknown")).rejects.toMatchObject({ kind: "not_found" });

    const paymentIntent = await paidPaymentIntent();
    await expect(
      refund(paymentIntent, { amountCents: 8_956, key: "too-much" }),
    ).rejects.toMatchObject({ kind: "invalid_request" });
    await expect(refund("../v1/charges")).rejects.toMatchObject({ kind: "invalid_request" });

    stripe.failNext({ status: 500, path: "/v1/refunds" });
    await expect(refund(paymentIntent, { key: "outage" })).rejects.toMatchObject({
      kind: "unavailable",
    });
    // A POST that got a 5xx is not blindly repeated (Stripe would replay the stored 500).
    expect(stripe.calls.filter((call) => call.idempotencyKey === "outage")).toHaveLength(1);
  });
});
