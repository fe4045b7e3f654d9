import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStripeClient } from "../../src/services/payments/stripe/stripe-client";
import {
  constructStripeEvent,
  parseStripeEvent,
  StripeEventError,
} from "../../src/services/payments/stripe/stripe-webhooks";
import {
  computeStripeSignature,
  createStripeSignatureHeader,
  type StripeStandIn,
  startStripeStandIn,
} from "../stand-ins/stripe-stand-in";

const secret = "whsec_test_secret_for_inkforge";
const nowSeconds = 1_790_000_000;
const now = () => new Date(nowSeconds * 1000);
const payload = JSON.stringify({
  id: "evt_1",
  object: "event",
  type: "checkout.session.completed",
  created: nowSeconds,
  livemode: false,
  data: { object: { id: "cs_1", client_reference_id: "ord_1", amount_total: 999 } },
});
const sign = (t: number, key = secret, body = payload) => computeStripeSignature(body, key, t);

/** Why a delivery was refused, as the Stripe SDK's StripeSignatureVerificationError says it. */
const refusals = {
  missing_header: "No stripe-signature header value was provided.",
  malformed_header: "Unable to extract timestamp and signatures from header",
  no_v1_signature: "No signatures found with expected scheme",
  signature_mismatch: "No signatures found matching the expected signature for payload.",
  timestamp_out_of_tolerance: "Timestamp outside the tolerance zone",
} as const;

describe("verifying the signature (constructStripeEvent with Stripe's SDK)", () => {
  const cases: Array<{
    name: string;
    header: string | undefined;
    body?: string;
    refused?: keyof typeof refusals;
  }> = [
    { name: "valid", header: `t=${nowSeconds},v1=${sign(nowSeconds)}` },
    {
      name: "wrong secret",
      header: `t=${nowSeconds},v1=${sign(nowSeconds, "whsec_other")}`,
      refused: "signature_mismatch",
    },
    {
      name: "body changed by one byte",
      header: `t=${nowSeconds},v1=${sign(nowSeconds)}`,
      body: payload.replace("999", "990"),
      refused: "signature_mismatch",
    },
    {
      name: "re-serialised body (whitespace)",
      header: `t=${nowSeconds},v1=${sign(nowSeconds)}`,
      body: JSON.stringify(JSON.parse(payload), null, 1),
      refused: "signature_mismatch",
    },
    {
      name: "signed 301 s ago",
      header: `t=${nowSeconds - 301},v1=${sign(nowSeconds - 301)}`,
      refused: "timestamp_out_of_tolerance",
    },
    {
      name: "signed exactly 300 s ago",
      header: `t=${nowSeconds - 300},v1=${sign(nowSeconds - 300)}`,
    },
    { name: "signed 300 s ahead", header: `t=${nowSeconds + 300},v1=${sign(nowSeconds + 300)}` },
    {
      name: "signed 301 s ahead",
      header: `t=${nowSeconds + 301},v1=${sign(nowSeconds + 301)}`,
      refused: "timestamp_out_of_tolerance",
    },
    {
      name: "timestamp swapped after signing",
      header: `t=${nowSeconds},v1=${sign(nowSeconds - 1000)}`,
      refused: "signature_mismatch",
    },
    {
      name: "several v1, one valid (secret rolling)",
      header: `t=${nowSeconds},v1=${sign(nowSeconds, "whsec_old")},v1=${sign(nowSeconds)},v1=zz`,
    },
    {
      name: "several v1, none valid",
      header: `t=${nowSeconds},v1=${sign(nowSeconds, "whsec_a")},v1=${sign(nowSeconds, "whsec_b")}`,
      refused: "signature_mismatch",
    },
    {
      name: "only a v0 signature",
      header: `t=${nowSeconds},v0=${sign(nowSeconds)}`,
      refused: "no_v1_signature",
    },
    { name: "missing header", header: undefined, refused: "missing_header" },
    { name: "empty header", header: "", refused: "missing_header" },
    { name: "no timestamp", header: `v1=${sign(nowSeconds)}`, refused: "malformed_header" },
    {
      // The SDK reads `t=soon` as a number (NaN), so what fails is the signature over it.
      name: "non-numeric timestamp",
      header: `t=soon,v1=${sign(nowSeconds)}`,
      refused: "signature_mismatch",
    },
    { name: "garbage", header: "not a signature", refused: "malformed_header" },
    {
      name: "truncated signature",
      header: `t=${nowSeconds},v1=${sign(nowSeconds).slice(0, 63)}`,
      refused: "signature_mismatch",
    },
  ];

  it.each(cases)("$name", ({ header, body, refused }) => {
    const verify = () => constructStripeEvent({ payload: body ?? payload, header, secret, now });
    if (refused === undefined) {
      expect(verify()).toMatchObject({ handled: true, id: "evt_1" });
      return;
    }
    expect(verify).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(verify).toThrow(refusals[refused]);
  });

  it("verifies raw bytes (Buffer) the same as the string", () => {
    const header = createStripeSignatureHeader(payload, secret, nowSeconds);
    expect(
      constructStripeEvent({ payload: Buffer.from(payload), header, secret, now }),
    ).toMatchObject({ id: "evt_1" });
  });

  it("honours a custom tolerance, both ways", () => {
    const early = createStripeSignatureHeader(payload, secret, nowSeconds - 61);
    const late = createStripeSignatureHeader(payload, secret, nowSeconds + 61);
    for (const header of [early, late]) {
      expect(() =>
        constructStripeEvent({ payload, header, secret, now, toleranceSeconds: 60 }),
      ).toThrow(refusals.timestamp_out_of_tolerance);
    }
  });
});

describe("constructStripeEvent", () => {
  it("verifies, then parses; a signed non-event is a StripeEventError", () => {
    const header = createStripeSignatureHeader(payload, secret, nowSeconds);
    expect(constructStripeEvent({ payload, header, secret, now })).toMatchObject({
      handled: true,
      id: "evt_1",
      type: "checkout.session.completed",
      orderRef: "ord_1",
      amountCents: 999,
    });

    const notJson = "hello";
    expect(() =>
      constructStripeEvent({
        payload: notJson,
        header: createStripeSignatureHeader(notJson, secret, nowSeconds),
        secret,
        now,
      }),
    ).toThrow(StripeEventError);
    expect(() => parseStripeEvent({ id: "x", object: "charge" })).toThrow(StripeEventError);
  });

  it("acknowledges event types the shop ignores", () => {
    expect(
      parseStripeEvent({
        id: "evt_2",
        object: "event",
        type: "payout.paid",
        created: nowSeconds,
        data: { object: { id: "po_1" } },
      }),
    ).toEqual({ handled: false, id: "evt_2", type: "payout.paid", created: now() });
  });

  it("reads a checkout's shipping in both shapes (shipping_details, collected_information)", () => {
    const address = {
      line1: "1 Rue de Rivoli",
      city: "Paris",
      postal_code: "75001",
      country: "fr",
    };
    const session = (fields: Record<string, unknown>) =>
      parseStripeEvent({
        id: "evt_ship",
        object: "event",
        type: "checkout.session.completed",
        created: nowSeconds,
        data: {
          object: {
            id: "cs_ship",
            amount_total: 10_155,
            shipping_cost: { amount_total: 1_200, shipping_rate: "shr_1" },
            ...fields,
          },
        },
      });
    const expected = {
      shipping: {
        name: "Ada",
        address: {
          line1: "1 Rue de Rivoli",
          line2: null,
          city: "Paris",
          state: null,
          postalCode: "75001",
          country: "FR",
        },
        amountCents: 1_200,
        rate: "shr_1",
      },
    };
    expect(session({ shipping_details: { name: "Ada", address } })).toMatchObject(expected);
    expect(
      session({ collected_information: { shipping_details: { name: "Ada", address } } }),
    ).toMatchObject(expected);
    expect(session({ shipping_cost: null })).not.toHaveProperty("shipping");
  });

  it("reads invoices and subscriptions rendered in the 2025-03-31+ shape", () => {
    const invoice = parseStripeEvent({
      id: "evt_3",
      object: "event",
      type: "invoice.paid",
      created: nowSeconds,
      data: {
        object: {
          id: "in_1",
          amount_paid: 999,
          amount_due: 999,
          currency: "usd",
          customer: "cus_1",
          billing_reason: "subscription_cycle",
          parent: {
            subscription_details: { subscription: "sub_1", metadata: { order_id: "ord_9" } },
          },
          lines: { data: [{ period: { start: nowSeconds, end: nowSeconds + 2_592_000 } }] },
        },
      },
    });
    expect(invoice).toMatchObject({
      subscriptionRef: "sub_1",
      orderRef: "ord_9",
      periodEnd: new Date((nowSeconds + 2_592_000) * 1000),
    });

    const subscription = parseStripeEvent({
      id: "evt_4",
      object: "event",
      type: "customer.subscription.updated",
      created: nowSeconds,
      data: {
        object: {
          id: "sub_1",
          status: "active",
          customer: "cus_1",
          metadata: { order_id: "ord_9" },
          cancel_at_period_end: true,
          items: {
            data: [
              {
                current_period_end: nowSeconds + 10,
                price: { unit_amount: 999, currency: "usd" },
              },
            ],
          },
        },
      },
    });
    expect(subscription).toMatchObject({
      periodEnd: new Date((nowSeconds + 10) * 1000),
      cancelAtPeriodEnd: true,
    });
  });
});

describe("events from the stand-in, signed as Stripe signs them", () => {
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  afterAll(async () => {
    await stripe.close();
  });

  const receive = (request: { payload: string; headers: { "stripe-signature": string } }) =>
    constructStripeEvent({
      payload: request.payload,
      header: request.headers["stripe-signature"],
      secret: stripe.webhookSecret,
    });

  it("normalises the subscription life cycle", async () => {
    const client = createStripeClient({ secretKey: stripe.secretKey, apiBase: stripe.apiBase });
    const { id } = await client.createCheckoutSession({
      mode: "subscription",
      lineItems: [
        { name: "Pro", unitAmountCents: 999, currency: "usd", recurring: { interval: "month" } },
      ],
      customerEmail: "a@example.com",
      clientReferenceId: "ord_42",
      successUrl: "https://x.test/ok?session_id={CHECKOUT_SESSION_ID}",
      cancelUrl: "https://x.test/fail",
      idempotencyKey: "order:ord_42:checkout",
    });
    const { completed, invoicePaid } = stripe.completeSession(id);
    const subscriptionId = String(stripe.session(id)?.subscription);
    const subscription = stripe.subscription(subscriptionId)!;
    const periodEnd = new Date(Number(subscription.current_period_end) * 1000);

    expect(receive(stripe.webhookRequest(completed))).toEqual({
      handled: true,
      id: completed.id,
      type: "checkout.session.completed",
      created: expect.any(Date),
      livemode: false,
      orderRef: "ord_42",
      sessionRef: id,
      subscriptionRef: subscriptionId,
      customerRef: expect.stringMatching(/^cus_/),
      amountCents: 999,
      currency: "USD",
      paymentStatus: "paid",
      invoiceRef: expect.stringMatching(/^in_/),
    });
    expect(receive(stripe.webhookRequest(invoicePaid!))).toMatchObject({
      type: "invoice.paid",
      orderRef: "ord_42",
      subscriptionRef: subscriptionId,
      amountCents: 999,
      currency: "USD",
      periodEnd,
      billingReason: "subscription_create",
    });

    const renewal = receive(stripe.webhookRequest(stripe.invoicePaid(subscriptionId)));
    expect(renewal).toMatchObject({ type: "invoice.paid", billingReason: "subscription_cycle" });
    expect(renewal.handled && renewal.periodEnd!.getTime()).toBeGreaterThan(periodEnd.getTime());

    expect(
      receive(stripe.webhookRequest(stripe.invoicePaymentFailed(subscriptionId))),
    ).toMatchObject({ type: "invoice.payment_failed", amountCents: 999, orderRef: "ord_42" });

    expect(
      receive(
        stripe.webhookRequest(
          stripe.subscriptionUpdated(subscriptionId, { cancel_at_period_end: true }),
        ),
      ),
    ).toMatchObject({
      type: "customer.subscription.updated",
      subscriptionRef: subscriptionId,
      subscriptionStatus: "past_due",
      cancelAtPeriodEnd: true,
      orderRef: "ord_42",
    });

    expect(
      receive(stripe.webhookRequest(stripe.subscriptionDeleted(subscriptionId))),
    ).toMatchObject({ type: "customer.subscription.deleted", subscriptionStatus: "canceled" });
  });

  it("a refund and a dispute name the payment intent they reverse", () => {
    expect(
      receive(
        stripe.webhookRequest(
          stripe.createEvent("charge.refunded", {
            id: "ch_1",
            object: "charge",
            payment_intent: "pi_42",
            amount: 3900,
            amount_refunded: 3900,
            currency: "usd",
          }),
        ),
      ),
    ).toMatchObject({
      handled: true,
      type: "charge.refunded",
      paymentIntentRef: "pi_42",
      amountCents: 3900,
      currency: "USD",
    });
    expect(
      receive(
        stripe.webhookRequest(
          stripe.createEvent("charge.dispute.created", {
            id: "dp_1",
            object: "dispute",
            payment_intent: "pi_43",
            amount: 1900,
            currency: "usd",
          }),
        ),
      ),
    ).toMatchObject({
      type: "charge.dispute.created",
      paymentIntentRef: "pi_43",
      amountCents: 1900,
    });
  });

  it("a delivery signed with another secret or too long ago is refused", () => {
    const event = stripe.createEvent("checkout.session.completed", { id: "cs_x" });
    expect(() => receive(stripe.webhookRequest(event, { secret: "whsec_attacker" }))).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const stale = Math.floor(Date.now() / 1000) - 301;
    expect(() => receive(stripe.webhookRequest(event, { timestamp: stale }))).toThrow(
      refusals.timestamp_out_of_tolerance,
    );
  });

  it("the hosted checkout page completes the session, delivers the signed event and redirects", async () => {
    const client = createStripeClient({ secretKey: stripe.secretKey, apiBase: stripe.apiBase });
    const received: string[] = [];
    const { startHttpStandIn } = await import("../stand-ins/http-server");
    const receiver = await startHttpStandIn((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const event = constructStripeEvent({
          payload: Buffer.concat(chunks),
          header: request.headers["stripe-signature"],
          secret: stripe.webhookSecret,
        });
        received.push(event.type);
        response.writeHead(200).end();
      });
    });
    stripe.setWebhookUrl(`${receiver.origin}/webhooks/stripe`);
    try {
      const { id, url } = await client.createCheckoutSession({
        mode: "payment",
        lineItems: [{ name: "Lifetime", unitAmountCents: 19_900, currency: "usd" }],
        clientReferenceId: "ord_7",
        successUrl: "https://x.test/ok?session_id={CHECKOUT_SESSION_ID}",
        cancelUrl: "https://x.test/fail",
        idempotencyKey: "order:ord_7:checkout",
      });
      const visit = await fetch(url, { redirect: "manual" });
      expect(visit.status).toBe(303);
      expect(visit.headers.get("location")).toBe(`https://x.test/ok?session_id=${id}`);
      expect(received).toEqual(["checkout.session.completed"]);

      const cancelled = await client.createCheckoutSession({
        mode: "payment",
        lineItems: [{ name: "Lifetime", unitAmountCents: 19_900, currency: "usd" }],
        clientReferenceId: "ord_8",
        successUrl: "https://x.test/ok",
        cancelUrl: "https://x.test/fail",
        idempotencyKey: "order:ord_8:checkout",
      });
      const cancel = await fetch(`${cancelled.url}?outcome=cancel`, { redirect: "manual" });
      expect(cancel.headers.get("location")).toBe("https://x.test/fail");
    } finally {
      stripe.setWebhookUrl(undefined);
      await receiver.close();
    }
  });
});
