import { orderListSchema } from "@inkforge/domain/contracts/shop";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { createDatabase, migrateDatabase } from "../../src/db/client";
import {
  notifications,
  orders,
  ownedFeatures,
  refunds,
  sandboxPayments,
} from "../../src/db/schema";
import { deriveSandboxSecret, signPayload } from "../../src/services/payments/sandbox/signing";
import { registerUser } from "../account-helpers";
import { buildTestApp, createLogCollector, type TestApp, testEnv } from "../helper";
import { back, get, openCheckout, post, userIdOf } from "../shop-helpers";

/*
 * Issue 8 (decision 0028): merch ships with an address and our rate; money taken on a closed or
 * mismatched order is fulfilled when it matches and refunded otherwise, never dropped; the
 * sandbox needs an explicit second setting in production, and says so on every page.
 */

const clock = new Date("2026-11-22T10:00:00.000Z");
const secret = deriveSandboxSecret(testEnv.TOKEN_SECRET!);

const address = {
  name: "Ada Lovelace",
  line1: "1 Main St",
  line2: "",
  city: "Springfield",
  state: "IL",
  postal_code: "62701",
  country: "US",
};

function form(values: Record<string, string>): string {
  return new URLSearchParams(values).toString();
}

describe("orders: shipping, late payments and refunds", () => {
  let testApp: TestApp;
  let token: string;
  let userId: string;
  const logs = createLogCollector();

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock, logStream: logs.stream });
    token = await registerUser(testApp.app, "orders@example.com");
    userId = await userIdOf(testApp.db, "orders@example.com");
  });

  afterAll(async () => {
    await testApp.close();
  });

  const approveWith = (path: string, values: Record<string, string>) =>
    testApp.app.inject({
      method: "POST",
      url: `${path}/approve`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: form(values),
    });

  const deliver = (event: Record<string, unknown>) => {
    const body = JSON.stringify({ created: Math.floor(clock.getTime() / 1000), ...event });
    return testApp.app.inject({
      method: "POST",
      url: "/api/webhooks/sandbox",
      headers: {
        "content-type": "application/json",
        "sandbox-signature": signPayload(secret, body, clock),
      },
      payload: body,
    });
  };

  const orderOf = async (path: string) => {
    const sessionId = path.split("/").at(-1)!;
    const [row] = await testApp.db.select().from(orders).where(eq(orders.providerRef, sessionId));
    return row!;
  };

  const listOrders = async () => {
    const response = await get(testApp.app, "/api/orders?range=[0,49]", token);
    expect(response.statusCode).toBe(200);
    return orderListSchema.parse(response.json());
  };

  it("merch: the hosted page asks for the address, charges our rate, and the order awaits fulfilment", async () => {
    const path = await openCheckout(testApp.app, token, "/api/features/paynow", {
      items: [{ product_id: "author-notebook" }],
      ...back,
    });
    const page = await get(testApp.app, path);
    expect(page.body).toContain("Shipping address");
    expect(page.body).toContain('name="postal_code"');
    expect(page.body).toContain("United States: shipping $5.00, total $19.00");
    expect(page.body).toContain("Germany: shipping $12.00, total $26.00");

    // No address: nothing is charged, the order stays pending.
    const missing = await approveWith(path, {});
    expect(missing.statusCode).toBe(409);
    expect(missing.body).toContain("Enter the full name");
    const nowhere = await approveWith(path, { ...address, country: "KP" });
    expect(nowhere.statusCode).toBe(409);
    expect(nowhere.body).toContain("We do not ship to KP");
    expect((await orderOf(path)).status).toBe("pending");

    const approved = await approveWith(path, address);
    expect(approved.statusCode).toBe(303);
    const order = await orderOf(path);
    expect(order).toMatchObject({
      status: "paid",
      totalCents: 1400,
      shippingCents: 500,
      fulfilmentStatus: "awaiting_fulfilment",
      shippingAddress: {
        name: "Ada Lovelace",
        line1: "1 Main St",
        line2: null,
        city: "Springfield",
        state: "IL",
        postalCode: "62701",
        country: "US",
      },
    });
    // The provider charged the lines plus the rate: what the server decided.
    const [charged] = await testApp.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, path.split("/").at(-1)!));
    expect(charged!.eventBody).toContain('"amount_total":1900');

    const listed = (await listOrders()).find((item) => item._id === order.id);
    expect(listed).toMatchObject({
      status: "captured",
      total_cents: 1400,
      charged_cents: 1900,
      shipping: { cents: 500, address: { city: "Springfield", country: "US" } },
      fulfilment: { status: "awaiting_fulfilment", shipped_at: null },
      refunds: [],
    });

    // The warehouse's stand-in (demo mode) ships it; /me then reads shipped. Not another's.
    const stranger = await registerUser(testApp.app, "stranger@example.com");
    expect((await post(testApp.app, `/api/dev/orders/${order.id}/ship`, stranger)).statusCode).toBe(
      404,
    );
    const shipped = await post(testApp.app, `/api/dev/orders/${order.id}/ship`, token);
    expect(shipped.statusCode).toBe(200);
    // The stand-in ships without a tracking number; an operator adds one from the console.
    expect(shipped.json().fulfilment).toEqual({
      status: "shipped",
      shipped_at: clock.toISOString(),
      tracking_number: null,
      tracking_carrier: null,
    });
    expect((await listOrders()).find((item) => item._id === order.id)?.fulfilment?.status).toBe(
      "shipped",
    );
  });

  it("PayPal does not sell merch (no address is collected there): 400 naming the field", async () => {
    const response = await post(testApp.app, "/api/paypal/create-paypal-order", token, {
      items: [{ product_id: "book-tote" }],
      ...back,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^items: merch ships through card checkout/);
  });

  it("a merch payment at the wrong shipping rate is not granted and is refunded", async () => {
    const path = await openCheckout(testApp.app, token, "/api/features/paynow", {
      items: [{ product_id: "write-publish-repeat-mug" }],
      ...back,
    });
    const order = await orderOf(path);
    // Pay a real checkout first, so the sandbox holds a payment to refund.
    const paid = await openCheckout(testApp.app, token, "/api/features/paynow", {
      items: [{ product_id: "book-tote" }],
      ...back,
    });
    expect((await approveWith(paid, { ...address, country: "DE" })).statusCode).toBe(303);
    const paymentRef = (await orderOf(paid)).captureRef!;

    // Signed, addressed to Germany, but charged the US rate.
    const response = await deliver({
      id: "evt_sandbox_wrong_rate",
      type: "checkout.session.completed",
      data: {
        id: order.providerRef,
        client_reference_id: order.id,
        amount_total: 1600 + 500,
        currency: "USD",
        payment_intent: paymentRef,
        subscription: null,
        shipping: {
          name: "Ada",
          address: { line1: "Hauptstr. 1", city: "Berlin", postal_code: "10115", country: "DE" },
          amount_total: 500,
          shipping_rate: "ship-us",
        },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.statusCode).toBe(200);
    expect((await orderOf(path)).status).toBe("failed");
    const [refund] = await testApp.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({ amountCents: 2100, status: "succeeded", paymentRef });
  });

  it("a real approval after a signed wrong-amount event closed the order: fulfilled, logged", async () => {
    const path = await openCheckout(testApp.app, token, "/api/features/paynow", {
      items: [{ product_id: "keyword-research-workbook" }],
      ...back,
    });
    const order = await orderOf(path);
    const forged = await deliver({
      id: "evt_sandbox_forged_amount",
      type: "checkout.session.completed",
      data: {
        id: order.providerRef,
        client_reference_id: order.id,
        amount_total: 1,
        currency: "USD",
        payment_intent: null,
        subscription: null,
      },
    });
    expect(forged.statusCode).toBe(200);
    expect((await orderOf(path)).status).toBe("failed");

    // The buyer then really pays on the hosted page: the money matches, so the order is kept.
    const approved = await testApp.app.inject({
      method: "POST",
      url: `${path}/approve`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(approved.statusCode).toBe(303);
    const after = await orderOf(path);
    expect(after.status).toBe("paid");
    expect(after.captureRef).toMatch(/^pi_sandbox_/);
    const grants = await testApp.db
      .select()
      .from(ownedFeatures)
      .where(eq(ownedFeatures.orderId, order.id));
    expect(grants.map((grant) => grant.featureId)).toContain("keyword-research-workbook");
    expect(
      logs
        .entries()
        .some(
          (entry) =>
            entry.orderId === order.id &&
            entry.msg === "a payment arrived for a closed order and matched it: paid and granted",
        ),
    ).toBe(true);
  });

  it("money for a closed order that does not match is refunded through the provider, recorded, logged at error and told to the buyer; a replay refunds nothing more", async () => {
    const path = await openCheckout(testApp.app, token, "/api/features/paynow", {
      items: [{ product_id: "ads-keyword-starter-list" }],
      ...back,
    });
    const order = await orderOf(path);
    const cancel = await testApp.app.inject({
      method: "POST",
      url: `${path}/cancel`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(cancel.statusCode).toBe(303);
    expect((await orderOf(path)).status).toBe("canceled");

    // A real payment elsewhere, whose money this late event claims.
    const other = await openCheckout(testApp.app, token, "/api/features/paynow", {
      items: [{ product_id: "pro-lifetime" }],
      ...back,
    });
    expect((await approveWith(other, {})).statusCode).toBe(303);
    const paymentRef = (await orderOf(other)).captureRef!;
    const late = {
      id: "evt_sandbox_late_wrong_amount",
      type: "checkout.session.completed",
      data: {
        id: order.providerRef,
        client_reference_id: order.id,
        amount_total: 700,
        currency: "USD",
        payment_intent: paymentRef,
        subscription: null,
      },
    };
    const response = await deliver(late);
    expect(response.statusCode).toBe(200);
    expect((await orderOf(path)).status).toBe("canceled");
    expect(
      await testApp.db.select().from(ownedFeatures).where(eq(ownedFeatures.orderId, order.id)),
    ).toEqual([]);

    const recorded = await testApp.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({
      userId,
      provider: "sandbox",
      paymentRef,
      amountCents: 700,
      currency: "USD",
      status: "succeeded",
      eventId: "evt_sandbox_late_wrong_amount",
    });
    expect(recorded[0]!.refundRef).toMatch(/^re_sandbox_/);
    // The provider holds the refund too.
    const [atProvider] = await testApp.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, recorded[0]!.refundRef!));
    expect(atProvider).toMatchObject({ kind: "refund", reference: paymentRef, totalCents: 700 });

    const errors = logs.entries().filter((entry) => entry.level === 50);
    expect(errors.some((entry) => entry.refundId === recorded[0]!.id)).toBe(true);
    const notes = await testApp.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId));
    expect(notes.map((note) => note.message)).toContain(
      "We refunded $7.00: the amount paid was not the order's total. The money reaches your account within 5–10 business days.",
    );
    const listed = (await listOrders()).find((item) => item._id === order.id);
    expect(listed?.refunds).toEqual([
      {
        amount_cents: 700,
        status: "succeeded",
        reason: "the amount paid was not the order's total",
        created_at: clock.toISOString(),
      },
    ]);

    // The provider delivers the same event again: nothing more is refunded.
    expect((await deliver(late)).statusCode).toBe(200);
    expect(
      await testApp.db.select().from(refunds).where(eq(refunds.orderId, order.id)),
    ).toHaveLength(1);
  });

  it("a refund the provider cannot make stays on record as failed and is logged at error", async () => {
    const path = await openCheckout(testApp.app, token, "/api/features/paynow", {
      items: [{ product_id: "trademark-checker-lifetime" }],
      ...back,
    });
    const order = await orderOf(path);
    const response = await deliver({
      id: "evt_sandbox_unknown_payment",
      type: "checkout.session.completed",
      data: {
        id: order.providerRef,
        client_reference_id: order.id,
        amount_total: 5,
        currency: "USD",
        payment_intent: "pi_sandbox_nowhere",
        subscription: null,
      },
    });
    expect(response.statusCode).toBe(200);
    const [refund] = await testApp.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({ status: "failed", error: "No such payment", amountCents: 5 });
    expect(
      logs
        .entries()
        .some(
          (entry) =>
            entry.level === 50 &&
            entry.refundId === refund!.id &&
            String(entry.msg).includes("refund FAILED"),
        ),
    ).toBe(true);
  });
});

describe("the sandbox in production", () => {
  const production = {
    ...testEnv,
    DATABASE_URL: "postgres://unused@127.0.0.1:1/inkforge",
    PAYMENT_PROVIDER: "sandbox",
  };

  it("stops start-up naming SANDBOX_PAYMENTS_IN_PRODUCTION unless it is set to true", () => {
    expect(() => loadConfig(production)).toThrow(
      /^Invalid configuration: SANDBOX_PAYMENTS_IN_PRODUCTION: /,
    );
    expect(() => loadConfig({ ...production, SANDBOX_PAYMENTS_IN_PRODUCTION: "false" })).toThrow(
      /SANDBOX_PAYMENTS_IN_PRODUCTION/,
    );
    expect(loadConfig({ ...production, SANDBOX_PAYMENTS_IN_PRODUCTION: "true" }).payments).toEqual({
      provider: "sandbox",
      stripe: undefined,
      paypal: undefined,
      inProduction: true,
    });
  });

  it("GET /api/payments/mode asks for the test-payments banner then, and not in demo mode", async () => {
    const config = loadConfig({ ...production, SANDBOX_PAYMENTS_IN_PRODUCTION: "true" });
    const database = await createDatabase({ databaseUrl: undefined, dataDir: "memory://" });
    await migrateDatabase(database);
    const app = await buildApp({ config, db: database.db });
    try {
      const response = await app.inject({ method: "GET", url: "/api/payments/mode" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ provider: "sandbox", test_payments_banner: true });
    } finally {
      await app.close();
      await database.close();
    }

    const demo = await buildTestApp();
    try {
      const response = await demo.app.inject({ method: "GET", url: "/api/payments/mode" });
      expect(response.json()).toEqual({ provider: "sandbox", test_payments_banner: false });
    } finally {
      await demo.close();
    }
  });
});
