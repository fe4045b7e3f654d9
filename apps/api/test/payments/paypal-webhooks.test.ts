import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildPayPalOrderRequest,
  createPayPalClient,
  type PayPalClient,
} from "../../src/services/payments/paypal/paypal-client";
import {
  constructPayPalEvent,
  PayPalEventError,
  PayPalWebhookVerificationError,
  parsePayPalEvent,
  verifyPayPalWebhook,
} from "../../src/services/payments/paypal/paypal-webhooks";
import { type PayPalStandIn, startPayPalStandIn } from "../stand-ins/paypal-stand-in";

let paypal: PayPalStandIn;
let client: PayPalClient;
let orderId: string;
let captureId: string;

beforeAll(async () => {
  paypal = await startPayPalStandIn();
  client = createPayPalClient({
    clientId: paypal.clientId,
    secret: paypal.secret,
    apiBase: paypal.apiBase,
    sleep: async () => {},
  });
  const order = await client.createOrder(
    buildPayPalOrderRequest({
      orderId: "ord_77",
      lines: [{ name: "Pro lifetime", unitAmountCents: 19_900 }],
      returnUrl: "https://x.test/ok",
      cancelUrl: "https://x.test/fail",
    }),
    { requestId: "order:ord_77:create" },
  );
  orderId = order.id;
  paypal.approveOrder(orderId);
  paypal.setNextCapture("PENDING");
  captureId = (await client.captureOrder(orderId, { requestId: "order:ord_77:capture" })).captureId;
});

afterAll(async () => {
  await paypal.close();
});

const receive = (delivery: { body: string; headers: Record<string, string> }) =>
  constructPayPalEvent({
    client,
    webhookId: paypal.webhookId,
    headers: delivery.headers,
    rawBody: delivery.body,
  });

const verifyCalls = () =>
  paypal.calls.filter((call) => call.path === "/v1/notifications/verify-webhook-signature");

describe("PayPal webhook verification", () => {
  it("accepts an event PayPal issued, after PayPal's verify call says SUCCESS", async () => {
    const before = verifyCalls().length;
    const event = paypal.captureEvent("PAYMENT.CAPTURE.PENDING", captureId);

    await expect(receive(paypal.signEvent(event))).resolves.toMatchObject({
      handled: true,
      id: event.id,
    });

    const [call] = verifyCalls().slice(before);
    expect(call?.status).toBe(200);
    expect(call?.authorization).toMatch(/^Bearer /);
    expect(call?.body).toMatchObject({
      auth_algo: "SHA256withRSA",
      cert_url: expect.stringContaining("/v1/notifications/certs/"),
      transmission_id: expect.any(String),
      transmission_sig: expect.any(String),
      transmission_time: expect.any(String),
      webhook_id: paypal.webhookId,
      webhook_event: event,
    });
  });

  it("passes the body through verbatim, so formatting PayPal chose still verifies", async () => {
    const event = paypal.captureEvent("PAYMENT.CAPTURE.PENDING", captureId);
    const delivery = paypal.signEvent(event);
    const call = verifyCalls().length;
    await receive(delivery);
    expect(verifyCalls()[call]?.body).toHaveProperty("webhook_event", JSON.parse(delivery.body));
  });

  const refusals: Array<{
    name: string;
    tamper: (delivery: { body: string; headers: Record<string, string> }) => void;
    reason: string;
  }> = [
    {
      name: "amount changed after signing",
      tamper: (d) => {
        d.body = d.body.replace('"199.00"', '"1.00"');
      },
      reason: "verification_failed",
    },
    {
      name: "signature from another transmission",
      tamper: (d) => {
        d.headers["paypal-transmission-id"] = "00000000-0000-0000-0000-000000000000";
      },
      reason: "verification_failed",
    },
    {
      name: "garbage signature",
      tamper: (d) => {
        d.headers["paypal-transmission-sig"] = "bm90IGEgc2lnbmF0dXJl";
      },
      reason: "verification_failed",
    },
    {
      name: "missing signature header",
      tamper: (d) => {
        delete d.headers["paypal-transmission-sig"];
      },
      reason: "missing_headers",
    },
    {
      name: "body that is not JSON",
      tamper: (d) => {
        d.body = "not json";
      },
      reason: "malformed_body",
    },
  ];

  it.each(refusals)("refuses: $name", async ({ tamper, reason }) => {
    const delivery = paypal.signEvent(paypal.captureEvent("PAYMENT.CAPTURE.PENDING", captureId));
    const copy = {
      body: delivery.body,
      headers: { ...delivery.headers } as Record<string, string>,
    };
    tamper(copy);
    const error = await receive(copy).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PayPalWebhookVerificationError);
    expect((error as PayPalWebhookVerificationError).reason).toBe(reason);
  });

  it("refuses an event signed for another webhook (verify answers FAILURE)", async () => {
    const delivery = paypal.signEvent(paypal.captureEvent("PAYMENT.CAPTURE.PENDING", captureId), {
      webhookId: "WH-SOMEONE-ELSE",
    });
    await expect(receive(delivery)).rejects.toMatchObject({ reason: "verification_failed" });
  });

  it("does not call PayPal when transmission headers are missing", async () => {
    const before = verifyCalls().length;
    await expect(
      verifyPayPalWebhook({ client, webhookId: paypal.webhookId, headers: {}, rawBody: "{}" }),
    ).rejects.toMatchObject({ reason: "missing_headers" });
    expect(verifyCalls()).toHaveLength(before);
  });

  it("fails closed with a transient error when the verify call is down", async () => {
    paypal.failNext({ status: 503, path: "/v1/notifications/verify-webhook-signature", times: 3 });
    const delivery = paypal.signEvent(paypal.captureEvent("PAYMENT.CAPTURE.PENDING", captureId));
    await expect(receive(delivery)).rejects.toMatchObject({
      name: "PayPalApiError",
      status: 503,
      isTransient: true,
    });
  });
});

describe("PayPal event normalisation", () => {
  it("normalises capture PENDING → COMPLETED and order APPROVED", async () => {
    await expect(
      receive(paypal.signEvent(paypal.captureEvent("PAYMENT.CAPTURE.PENDING", captureId))),
    ).resolves.toEqual({
      handled: true,
      id: expect.stringMatching(/^WH-/),
      type: "PAYMENT.CAPTURE.PENDING",
      created: expect.any(Date),
      orderRef: "ord_77",
      providerOrderId: orderId,
      captureId,
      captureStatus: "PENDING",
      amountCents: 19_900,
      currency: "USD",
    });

    await expect(
      receive(paypal.signEvent(paypal.orderEvent("CHECKOUT.ORDER.APPROVED", orderId))),
    ).resolves.toMatchObject({
      type: "CHECKOUT.ORDER.APPROVED",
      orderRef: "ord_77",
      providerOrderId: orderId,
      captureId: undefined,
      amountCents: 19_900,
      currency: "USD",
    });

    const completed = paypal.completeCapture(captureId);
    await expect(receive(paypal.signEvent(completed))).resolves.toMatchObject({
      type: "PAYMENT.CAPTURE.COMPLETED",
      captureId,
      captureStatus: "COMPLETED",
      orderRef: "ord_77",
    });
  });

  it("normalises a denied capture", async () => {
    const order = await client.createOrder(
      buildPayPalOrderRequest({
        orderId: "ord_78",
        lines: [{ name: "Pro monthly", unitAmountCents: 999 }],
        returnUrl: "https://x.test/ok",
        cancelUrl: "https://x.test/fail",
      }),
      { requestId: "order:ord_78:create" },
    );
    paypal.approveOrder(order.id);
    paypal.setNextCapture("PENDING");
    const capture = await client.captureOrder(order.id, { requestId: "order:ord_78:capture" });

    await expect(
      receive(paypal.signEvent(paypal.denyCapture(capture.captureId))),
    ).resolves.toMatchObject({
      type: "PAYMENT.CAPTURE.DENIED",
      captureStatus: "DECLINED",
      orderRef: "ord_78",
      amountCents: 999,
    });
  });

  it("a refund, a reversal and a dispute name the capture they take back", () => {
    const refund = (type: string) =>
      parsePayPalEvent({
        id: `WH-${type}`,
        event_type: type,
        resource: {
          id: "1JU08902781691411",
          status: "COMPLETED",
          amount: { currency_code: "USD", value: "39.00" },
          links: [
            { rel: "self", href: "https://api.paypal.com/v2/payments/refunds/1JU08902781691411" },
            { rel: "up", href: "https://api.paypal.com/v2/payments/captures/2GG279541U471931P" },
          ],
        },
      });
    expect(refund("PAYMENT.CAPTURE.REFUNDED")).toMatchObject({
      handled: true,
      captureId: "2GG279541U471931P",
      amountCents: 3900,
    });
    expect(refund("PAYMENT.CAPTURE.REVERSED")).toMatchObject({ captureId: "2GG279541U471931P" });
    expect(
      parsePayPalEvent({
        id: "WH-D",
        event_type: "CUSTOMER.DISPUTE.CREATED",
        resource: {
          dispute_id: "PP-D-1",
          dispute_amount: { currency_code: "USD", value: "19.00" },
          disputed_transactions: [{ seller_transaction_id: "3CX41261GN1237010" }],
        },
      }),
    ).toMatchObject({ type: "CUSTOMER.DISPUTE.CREATED", captureId: "3CX41261GN1237010" });
    expect(() =>
      parsePayPalEvent({ id: "WH-3", event_type: "CUSTOMER.DISPUTE.CREATED", resource: {} }),
    ).toThrow(PayPalEventError);
  });

  it("acknowledges other event types and rejects non-events", () => {
    expect(
      parsePayPalEvent({
        id: "WH-1",
        event_type: "BILLING.SUBSCRIPTION.CREATED",
        resource: {},
      }),
    ).toEqual({ handled: false, id: "WH-1", type: "BILLING.SUBSCRIPTION.CREATED" });
    expect(() => parsePayPalEvent({ hello: "world" })).toThrow(PayPalEventError);
    expect(() =>
      parsePayPalEvent({ id: "WH-2", event_type: "PAYMENT.CAPTURE.COMPLETED", resource: {} }),
    ).toThrow(PayPalEventError);
  });
});
