import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPaypalProvider } from "../../src/services/payments/paypal";
import {
  type CreatePaypalOrderParams,
  PaymentProviderError,
  type PaypalOrdersProvider,
  WebhookVerificationError,
} from "../../src/services/payments/provider";
import { type PayPalStandIn, startPayPalStandIn } from "../stand-ins/paypal-stand-in";

let paypal: PayPalStandIn;
let provider: PaypalOrdersProvider;
const clock = new Date("2026-11-21T12:00:00Z");
const now = () => clock;

const config = (overrides: { webhookId?: string | undefined } = {}) => ({
  clientId: paypal.clientId,
  secret: paypal.secret,
  webhookId: "webhookId" in overrides ? overrides.webhookId : paypal.webhookId,
  apiUrl: paypal.apiBase,
});

beforeEach(async () => {
  paypal = await startPayPalStandIn({ now });
  provider = createPaypalProvider(config(), { now, fetch });
});

afterEach(async () => {
  await paypal.close();
});

const newMemberLifetime = (overrides: Partial<CreatePaypalOrderParams> = {}) => ({
  orderId: "ord_1",
  lines: [{ productId: "pro-lifetime", title: "Pro lifetime", unitCents: 19_900, quantity: 1 }],
  totalCents: 8_955,
  currency: "USD" as const,
  returnUrl: "https://inkforge.test/checkout/v3/return",
  cancelUrl: "https://inkforge.test/payment-failed",
  requestId: "order:ord_1:create",
  ...overrides,
});

async function approved(): Promise<string> {
  const { id } = await provider.createOrder(newMemberLifetime());
  paypal.approveOrder(id);
  return id;
}

describe("PayPal adapter: orders", () => {
  it("creates an order whose breakdown states the offer as a discount", async () => {
    const { id, approveUrl } = await provider.createOrder(newMemberLifetime());

    expect(approveUrl).toBe(`${paypal.apiBase}/checkoutnow?token=${id}`);
    const create = paypal.calls.find((call) => call.path === "/v2/checkout/orders");
    expect(create?.requestId).toBe("order:ord_1:create");
    expect(paypal.order(id)?.purchase_units).toEqual([
      expect.objectContaining({
        reference_id: "ord_1",
        custom_id: "ord_1",
        amount: {
          currency_code: "USD",
          value: "89.55",
          breakdown: {
            item_total: { currency_code: "USD", value: "199.00" },
            discount: { currency_code: "USD", value: "109.45" },
          },
        },
      }),
    ]);
    await expect(provider.createOrder(newMemberLifetime())).resolves.toMatchObject({ id });
  });

  it("refuses a total above its lines without calling PayPal", async () => {
    await expect(
      provider.createOrder(newMemberLifetime({ totalCents: 20_000 })),
    ).rejects.toMatchObject({ kind: "invalid_request" });
    expect(paypal.calls).toHaveLength(0);
  });

  it("captures: COMPLETED with the captured amount; a repeat answers the same capture", async () => {
    const id = await approved();

    const capture = await provider.captureOrder(id, "order:ord_1:capture");

    expect(capture).toEqual({
      id,
      status: "COMPLETED",
      captureId: expect.stringMatching(/^[A-Z0-9]{17}$/),
      amount: { value: "89.55", currency_code: "USD" },
    });
    await expect(provider.captureOrder(id, "order:ord_1:capture")).resolves.toEqual(capture);
    // Another request id gets ORDER_ALREADY_CAPTURED; the order reads COMPLETED, so it is the same.
    await expect(provider.captureOrder(id, "order:ord_1:capture-again")).resolves.toEqual(capture);
  });

  it("already_captured when PayPal says captured but the order does not read COMPLETED", async () => {
    const id = await approved();
    paypal.setNextCapture("ORDER_ALREADY_CAPTURED");

    const error = await provider.captureOrder(id, "c1").catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ kind: "already_captured" });
  });

  it("a PENDING capture comes back PENDING, so nothing is granted", async () => {
    const id = await approved();
    paypal.setNextCapture("PENDING");
    await expect(provider.captureOrder(id, "c1")).resolves.toMatchObject({ status: "PENDING" });
  });

  it("maps not approved, unknown order and outage", async () => {
    const { id } = await provider.createOrder(newMemberLifetime());
    await expect(provider.captureOrder(id, "c1")).rejects.toMatchObject({ kind: "not_approved" });
    await expect(provider.captureOrder("UNKNOWNORDER12345", "c2")).rejects.toMatchObject({
      kind: "not_found",
    });
    paypal.approveOrder(id);
    paypal.failNext({ status: 503, path: `/v2/checkout/orders/${id}/capture` });
    await expect(provider.captureOrder(id, "c3")).rejects.toMatchObject({ kind: "unavailable" });
  });

  it("gets an order with its capture, and null for unknown ids", async () => {
    const id = await approved();
    await expect(provider.getOrder(id)).resolves.toEqual({
      id,
      status: "APPROVED",
      orderId: "ord_1",
      amount: { value: "89.55", currency_code: "USD" },
      capture: null,
    });
    const capture = await provider.captureOrder(id, "c1");
    await expect(provider.getOrder(id)).resolves.toMatchObject({
      status: "COMPLETED",
      capture,
    });
    await expect(provider.getOrder("UNKNOWNORDER12345")).resolves.toBeNull();
    await expect(provider.getOrder("not/an/id")).resolves.toBeNull();
  });
});

describe("PayPal adapter: webhooks", () => {
  const deliver = (delivery: { body: string; headers: Record<string, string> }) =>
    provider.verifyWebhook(Buffer.from(delivery.body), delivery.headers);

  it("turns a completed capture into checkout.completed for the PayPal order", async () => {
    const id = await approved();
    paypal.setNextCapture("PENDING");
    const { captureId } = await provider.captureOrder(id, "c1");

    await expect(
      deliver(paypal.signEvent(paypal.captureEvent("PAYMENT.CAPTURE.PENDING", captureId))),
    ).resolves.toMatchObject([{ type: "ignored", providerType: "PAYMENT.CAPTURE.PENDING" }]);

    const completed = paypal.completeCapture(captureId);
    await expect(deliver(paypal.signEvent(completed))).resolves.toEqual([
      {
        type: "checkout.completed",
        eventId: completed.id,
        occurredAt: clock,
        providerRef: id,
        orderId: "ord_1",
        amountCents: 8_955,
        currency: "USD",
        paymentRef: captureId,
        subscription: null,
      },
    ]);
  });

  it("turns a denied capture into checkout.failed, and ignores order approval", async () => {
    const id = await approved();
    await expect(
      deliver(paypal.signEvent(paypal.orderEvent("CHECKOUT.ORDER.APPROVED", id))),
    ).resolves.toMatchObject([{ type: "ignored", providerType: "CHECKOUT.ORDER.APPROVED" }]);

    paypal.setNextCapture("PENDING");
    const { captureId } = await provider.captureOrder(id, "c1");
    await expect(deliver(paypal.signEvent(paypal.denyCapture(captureId)))).resolves.toMatchObject([
      { type: "checkout.failed", providerRef: id, reason: "declined" },
    ]);
  });

  it("refuses deliveries PayPal does not verify", async () => {
    const id = await approved();
    const delivery = paypal.signEvent(paypal.orderEvent("CHECKOUT.ORDER.APPROVED", id));
    await expect(
      deliver({ ...delivery, body: delivery.body.replace("89.55", "0.01") }),
    ).rejects.toBeInstanceOf(WebhookVerificationError);
    await expect(deliver({ body: delivery.body, headers: {} })).rejects.toBeInstanceOf(
      WebhookVerificationError,
    );
  });

  it("refuses every delivery when PAYPAL_WEBHOOK_ID is not set", async () => {
    const unconfigured = createPaypalProvider(config({ webhookId: undefined }), { now, fetch });
    const id = await approved();
    const delivery = paypal.signEvent(paypal.orderEvent("CHECKOUT.ORDER.APPROVED", id));
    await expect(
      unconfigured.verifyWebhook(Buffer.from(delivery.body), delivery.headers),
    ).rejects.toThrow(/PAYPAL_WEBHOOK_ID/);
  });

  it("fails closed as unavailable (so PayPal retries) when the verify call is down", async () => {
    const id = await approved();
    paypal.failNext({ status: 500, path: "/v1/notifications/verify-webhook-signature", times: 3 });
    const delivery = paypal.signEvent(paypal.orderEvent("CHECKOUT.ORDER.APPROVED", id));
    await expect(deliver(delivery)).rejects.toMatchObject({
      name: "PaymentProviderError",
      kind: "unavailable",
    });
  });
});

describe("PayPal adapter: refunds", () => {
  async function capturedId(): Promise<string> {
    const id = await approved();
    const capture = await provider.captureOrder(id, "order:ord_1:capture");
    return capture.captureId;
  }

  const refund = (paymentRef: string, overrides: { amountCents?: number; key?: string } = {}) =>
    provider.refundPayment({
      paymentRef,
      amountCents: overrides.amountCents ?? 8_955,
      currency: "USD",
      reason: "Order closed before the payment arrived",
      idempotencyKey: overrides.key ?? "order:ord_1:refund",
    });

  it("refunds a capture with PayPal-Request-Id; a repeat answers the same refund", async () => {
    const captureId = await capturedId();

    const result = await refund(captureId);

    expect(result).toEqual({
      refundRef: expect.stringMatching(/^[A-Z0-9]{17}$/),
      status: "succeeded",
    });
    const call = paypal.calls.at(-1);
    expect(call).toMatchObject({
      method: "POST",
      path: `/v2/payments/captures/${captureId}/refund`,
      requestId: "order:ord_1:refund",
      contentType: "application/json",
      authorization: expect.stringMatching(/^Bearer A21AA-/),
      status: 201,
    });
    expect(call?.body).toEqual({
      amount: { value: "89.55", currency_code: "USD" },
      note_to_payer: "Order closed before the payment arrived",
    });
    expect(paypal.refund(result.refundRef)).toMatchObject({ status: "COMPLETED" });

    await expect(refund(captureId)).resolves.toEqual(result);
    // A second refund under another key finds nothing left to refund.
    await expect(refund(captureId, { key: "other" })).rejects.toMatchObject({
      kind: "invalid_request",
    });
  });

  it("re-sends a refund under the same request id when the connection drops", async () => {
    const captureId = await capturedId();
    paypal.failNext({ reset: true, path: `/v2/payments/captures/${captureId}/refund` });

    await expect(refund(captureId)).resolves.toMatchObject({ status: "succeeded" });
    const refunds = paypal.calls.filter((call) => call.path.endsWith("/refund"));
    expect(refunds.map((call) => [call.requestId, call.status])).toEqual([
      ["order:ord_1:refund", -1],
      ["order:ord_1:refund", 201],
    ]);
  });

  it("maps an unknown capture, too much, and an outage", async () => {
    await expect(refund("0UNKNOWN00000000X")).rejects.toMatchObject({ kind: "not_found" });
    const captureId = await capturedId();
    await expect(refund(captureId, { amountCents: 8_956, key: "too-much" })).rejects.toMatchObject({
      kind: "invalid_request",
    });
    paypal.failNext({ status: 503, path: `/v2/payments/captures/${captureId}/refund` });
    await expect(refund(captureId, { key: "outage" })).rejects.toMatchObject({
      kind: "unavailable",
    });
    // A refund that got a 5xx is not repeated: PayPal may have acted on it.
    expect(paypal.calls.filter((call) => call.requestId === "outage")).toHaveLength(1);
  });
});
