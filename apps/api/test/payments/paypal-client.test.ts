import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  buildPayPalOrderRequest,
  createPayPalClient,
  PayPalApiError,
  type PayPalClient,
  PayPalConnectionError,
} from "../../src/services/payments/paypal/paypal-client";
import { type PayPalStandIn, startPayPalStandIn } from "../stand-ins/paypal-stand-in";

const noWait = async () => {};

let paypal: PayPalStandIn;
let client: PayPalClient;

beforeEach(async () => {
  paypal = await startPayPalStandIn();
  client = createPayPalClient({
    clientId: paypal.clientId,
    secret: paypal.secret,
    apiBase: paypal.apiBase,
    sleep: noWait,
  });
});

afterEach(async () => {
  await paypal.close();
});

const lifetimeOrder = (orderId = "ord_1") =>
  buildPayPalOrderRequest({
    orderId,
    lines: [{ name: "Pro lifetime", sku: "pro-lifetime", unitAmountCents: 19_900 }],
    discountCents: 10_945,
    returnUrl: "https://inkforge.test/checkout/v3/return",
    cancelUrl: "https://inkforge.test/payment-failed",
    brandName: "Inkforge",
  });

async function approvedOrder(orderId = "ord_1"): Promise<string> {
  const { id } = await client.createOrder(lifetimeOrder(orderId), {
    requestId: `order:${orderId}:create`,
  });
  paypal.approveOrder(id);
  return id;
}

describe("buildPayPalOrderRequest", () => {
  it("states items, item total, discount and amount in decimal strings that add up", () => {
    const order = buildPayPalOrderRequest({
      orderId: "ord_1",
      lines: [
        { name: "Pro Max lifetime", sku: "pro-max-lifetime", unitAmountCents: 29_900 },
        { name: "Cover pack", unitAmountCents: 999, quantity: 2 },
      ],
      discountCents: 5,
      returnUrl: "https://x.test/ok",
      cancelUrl: "https://x.test/fail",
    });
    expect(order.purchase_units[0]).toEqual({
      reference_id: "ord_1",
      custom_id: "ord_1",
      amount: {
        currency_code: "USD",
        value: "318.93",
        breakdown: {
          item_total: { currency_code: "USD", value: "318.98" },
          discount: { currency_code: "USD", value: "0.05" },
        },
      },
      items: [
        {
          name: "Pro Max lifetime",
          quantity: "1",
          unit_amount: { currency_code: "USD", value: "299.00" },
          sku: "pro-max-lifetime",
          category: "DIGITAL_GOODS",
        },
        {
          name: "Cover pack",
          quantity: "2",
          unit_amount: { currency_code: "USD", value: "9.99" },
          category: "DIGITAL_GOODS",
        },
      ],
    });
    expect(order.payment_source?.paypal.experience_context).toMatchObject({
      return_url: "https://x.test/ok",
      cancel_url: "https://x.test/fail",
      shipping_preference: "NO_SHIPPING",
    });
  });

  it("refuses fractional cents and a discount above the total", () => {
    const base = { orderId: "o", returnUrl: "https://x.test", cancelUrl: "https://x.test" };
    expect(() =>
      buildPayPalOrderRequest({ ...base, lines: [{ name: "x", unitAmountCents: 9.99 }] }),
    ).toThrow(RangeError);
    expect(() =>
      buildPayPalOrderRequest({
        ...base,
        lines: [{ name: "x", unitAmountCents: 100 }],
        discountCents: 101,
      }),
    ).toThrow(RangeError);
  });
});

describe("PayPal client against the stand-in", () => {
  it("fetches one token with basic auth and reuses it for several calls", async () => {
    const id = await approvedOrder();
    await client.getOrder(id);
    await client.getOrder(id);
    await client.captureOrder(id, { requestId: "order:ord_1:capture" });

    expect(paypal.tokenRequests()).toBe(1);
    const tokenCall = paypal.calls.find((call) => call.path === "/v1/oauth2/token");
    expect(tokenCall?.authorization).toBe(
      `Basic ${Buffer.from(`${paypal.clientId}:${paypal.secret}`).toString("base64")}`,
    );
    expect(tokenCall?.body).toBe("grant_type=client_credentials");
    const apiCalls = paypal.calls.filter((call) => call.path !== "/v1/oauth2/token");
    expect(new Set(apiCalls.map((call) => call.authorization)).size).toBe(1);
    expect(apiCalls[0]?.authorization).toMatch(/^Bearer A21AA-/);
  });

  it("shares one token request between concurrent calls", async () => {
    await Promise.all([client.getAccessToken(), client.getAccessToken(), client.getAccessToken()]);
    expect(paypal.tokenRequests()).toBe(1);
  });

  it("renews the token before it expires, and once more when PayPal rejects it", async () => {
    let clock = Date.parse("2026-11-21T12:00:00Z");
    await paypal.close();
    paypal = await startPayPalStandIn({ tokenLifetimeSeconds: 3_600, now: () => new Date(clock) });
    client = createPayPalClient({
      clientId: paypal.clientId,
      secret: paypal.secret,
      apiBase: paypal.apiBase,
      now: () => new Date(clock),
      tokenMarginSeconds: 300,
      sleep: noWait,
    });

    const first = await client.getAccessToken();
    clock += (3_600 - 301) * 1000;
    expect(await client.getAccessToken()).toBe(first);
    clock += 2_000;
    const second = await client.getAccessToken();
    expect(second).not.toBe(first);

    paypal.revokeTokens();
    const id = await approvedOrder();
    expect(id).toMatch(/^[A-Z0-9]{17}$/);
    expect(paypal.tokenRequests()).toBe(3);
  });

  it("reports bad client credentials as PayPalApiError 401 invalid_client", async () => {
    const wrong = createPayPalClient({
      clientId: paypal.clientId,
      secret: "nope",
      apiBase: paypal.apiBase,
      sleep: noWait,
    });
    await expect(wrong.getOrder("ABC")).rejects.toMatchObject({
      name: "PayPalApiError",
      status: 401,
      errorName: "invalid_client",
    });
  });

  it("creates an order with the PayPal-Request-Id header and returns the approval link", async () => {
    const created = await client.createOrder(lifetimeOrder(), { requestId: "order:ord_1:create" });

    expect(created).toEqual({
      id: expect.stringMatching(/^[A-Z0-9]{17}$/),
      status: "PAYER_ACTION_REQUIRED",
      approveUrl: `${paypal.apiBase}/checkoutnow?token=${created.id}`,
    });
    const call = paypal.calls.find((c) => c.path === "/v2/checkout/orders");
    expect(call).toMatchObject({
      method: "POST",
      requestId: "order:ord_1:create",
      contentType: "application/json",
      prefer: "return=representation",
      status: 201,
    });
    expect(call?.body).toMatchObject({ intent: "CAPTURE" });

    // The same request id answers the same order, not a second one.
    const again = await client.createOrder(lifetimeOrder(), { requestId: "order:ord_1:create" });
    expect(again.id).toBe(created.id);
  });

  it("surfaces PayPal's validation errors with their issue", async () => {
    const order = lifetimeOrder();
    order.purchase_units[0]!.amount.value = "1.00";
    await expect(client.createOrder(order, { requestId: "r1" })).rejects.toMatchObject({
      status: 422,
      errorName: "UNPROCESSABLE_ENTITY",
      issue: "AMOUNT_MISMATCH",
    });
  });

  it("create → approve → capture COMPLETED with the captured amount", async () => {
    const id = await approvedOrder();

    const capture = await client.captureOrder(id, { requestId: "order:ord_1:capture" });

    expect(capture).toEqual({
      id,
      status: "COMPLETED",
      referenceId: "ord_1",
      captureId: expect.stringMatching(/^[A-Z0-9]{17}$/),
      captureStatus: "COMPLETED",
      statusReason: undefined,
      amount: { value: "89.55", currency_code: "USD" },
      amountCents: 8_955,
      alreadyCaptured: false,
    });
    const call = paypal.calls.find((c) => c.path.endsWith("/capture"));
    expect(call).toMatchObject({ requestId: "order:ord_1:capture", status: 201 });
  });

  it("the approval page approves and sends the buyer back with token and PayerID", async () => {
    const { id, approveUrl } = await client.createOrder(lifetimeOrder(), { requestId: "r" });
    const visit = await fetch(approveUrl!, { redirect: "manual" });
    const location = new URL(visit.headers.get("location")!);
    expect(location.origin + location.pathname).toBe("https://inkforge.test/checkout/v3/return");
    expect(location.searchParams.get("token")).toBe(id);
    expect(location.searchParams.get("PayerID")).toBeTruthy();
    expect((await client.getOrder(id)).status).toBe("APPROVED");
  });

  it("a repeated capture under the same request id replays the first capture", async () => {
    const id = await approvedOrder();
    const first = await client.captureOrder(id, { requestId: "order:ord_1:capture" });
    const second = await client.captureOrder(id, { requestId: "order:ord_1:capture" });
    expect(second).toEqual(first);
  });

  it("ORDER_ALREADY_CAPTURED resolves to the existing capture after GET reads COMPLETED", async () => {
    const id = await approvedOrder();
    const first = await client.captureOrder(id, { requestId: "capture-1" });

    const second = await client.captureOrder(id, { requestId: "capture-2" });

    const calls = paypal.calls.filter((call) => call.path.startsWith(`/v2/checkout/orders/${id}`));
    expect(calls.map((call) => [call.method, call.status])).toEqual([
      ["POST", 201],
      ["POST", 422],
      ["GET", 200],
    ]);
    expect(second).toEqual({ ...first, alreadyCaptured: true });
  });

  it("ORDER_ALREADY_CAPTURED while the order does not read COMPLETED is a failure", async () => {
    const id = await approvedOrder();
    paypal.setNextCapture("ORDER_ALREADY_CAPTURED");

    const error = await client
      .captureOrder(id, { requestId: "capture-1" })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(PayPalApiError);
    expect(error).toMatchObject({ status: 422, issue: "ORDER_ALREADY_CAPTURED" });
    expect((await client.getOrder(id)).status).toBe("APPROVED");
  });

  it("a PENDING capture comes back PENDING with its reason (nothing to grant yet)", async () => {
    const id = await approvedOrder();
    paypal.setNextCapture("PENDING");

    const capture = await client.captureOrder(id, { requestId: "capture-1" });

    expect(capture).toMatchObject({
      status: "COMPLETED",
      captureStatus: "PENDING",
      statusReason: "PENDING_REVIEW",
      alreadyCaptured: false,
    });
    // A later duplicate capture reports the capture as still PENDING.
    await expect(client.captureOrder(id, { requestId: "capture-2" })).resolves.toMatchObject({
      captureStatus: "PENDING",
      alreadyCaptured: true,
    });
    paypal.completeCapture(capture.captureId);
    await expect(client.getOrder(id)).resolves.toMatchObject({
      capture: { captureStatus: "COMPLETED" },
    });
  });

  it("a DECLINED capture comes back DECLINED", async () => {
    const id = await approvedOrder();
    paypal.setNextCapture("DECLINED");
    await expect(client.captureOrder(id, { requestId: "c" })).resolves.toMatchObject({
      captureStatus: "DECLINED",
    });
  });

  it("capturing an order the buyer has not approved fails with ORDER_NOT_APPROVED", async () => {
    const { id } = await client.createOrder(lifetimeOrder(), { requestId: "r" });
    await expect(client.captureOrder(id, { requestId: "c" })).rejects.toMatchObject({
      status: 422,
      issue: "ORDER_NOT_APPROVED",
    });
  });

  it("re-sends a capture under the same request id when the connection drops", async () => {
    const id = await approvedOrder();
    paypal.failNext({ reset: true, path: `/v2/checkout/orders/${id}/capture` });

    const capture = await client.captureOrder(id, { requestId: "capture-1" });

    expect(capture.captureStatus).toBe("COMPLETED");
    const captures = paypal.calls.filter((call) => call.path.endsWith("/capture"));
    expect(captures.map((call) => [call.requestId, call.status])).toEqual([
      ["capture-1", -1],
      ["capture-1", 201],
    ]);
  });

  it("does not repeat a capture that got a 5xx; retries a GET that did", async () => {
    const id = await approvedOrder();
    paypal.failNext({ status: 503, method: "POST", path: `/v2/checkout/orders/${id}/capture` });
    await expect(client.captureOrder(id, { requestId: "c" })).rejects.toMatchObject({
      status: 503,
      isTransient: true,
    });
    expect(paypal.calls.filter((call) => call.path.endsWith("/capture"))).toHaveLength(1);

    paypal.failNext({ status: 500, method: "GET", times: 2 });
    await expect(client.getOrder(id)).resolves.toMatchObject({ status: "APPROVED" });
  });

  it("refuses ids that are not PayPal ids before any call, and reports an unreachable PayPal", async () => {
    await expect(client.getOrder("../../v1/oauth2/token")).rejects.toThrow(RangeError);
    expect(paypal.calls).toHaveLength(0);

    const offline = createPayPalClient({
      clientId: "a",
      secret: "b",
      apiBase: "http://127.0.0.1:9",
      sleep: noWait,
    });
    await expect(offline.getOrder("ABC")).rejects.toBeInstanceOf(PayPalConnectionError);
  });
});
