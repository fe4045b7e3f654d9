import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, outbox } from "../../src/db/schema";
import {
  deriveSandboxSecret,
  SANDBOX_SIGNATURE_HEADER,
  signPayload,
} from "../../src/services/payments/sandbox/signing";
import { registerUser } from "../account-helpers";
import { buildTestApp, type TestApp, testEnv } from "../helper";
import { approve, back, buyOnce, get, openCheckout, post, userIdOf } from "../shop-helpers";

/*
 * Issue 29: a receipt is mailed when an order is paid, not only when an operator resends it. One
 * receipt per paid order, whichever way the payment arrives (the sandbox's approval, its webhook,
 * the buyer's return to the success page) and however often; none for a checkout that was
 * cancelled or a payment that does not match the order. The test app has no SMTP server, so mail
 * lands in the outbox table.
 */

describe("receipts of paid orders", () => {
  let testApp: TestApp;
  const clock = new Date("2027-02-01T10:00:00.000Z");
  const sandboxSecret = deriveSandboxSecret(testEnv.TOKEN_SECRET ?? "");

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock });
    await testApp.app.ready();
  }, 120_000);

  afterAll(async () => {
    await testApp.close();
  });

  /** The buyer's receipts, once every mail in flight has left. */
  async function receiptsTo(email: string) {
    await testApp.app.emailSender.idle();
    const mails = await testApp.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.createdAt));
    return mails.filter((mail) => mail.subject.includes("receipt"));
  }

  async function orderOfSession(sessionId: string) {
    const [row] = await testApp.db.select().from(orders).where(eq(orders.providerRef, sessionId));
    if (!row) throw new Error(`no order for ${sessionId}`);
    return row;
  }

  function deliver(event: Record<string, unknown>) {
    const body = JSON.stringify(event);
    return testApp.app.inject({
      method: "POST",
      url: "/api/webhooks/sandbox",
      headers: {
        "content-type": "application/json",
        [SANDBOX_SIGNATURE_HEADER]: signPayload(sandboxSecret, body, clock),
      },
      payload: body,
    });
  }

  it("mails one receipt when the sandbox payment is approved, with the order and its total", async () => {
    const token = await registerUser(testApp.app, "paid@receipts.test");
    const { path } = await buyOnce(testApp.app, token, ["trademark-checker-lifetime"]);
    const order = await orderOfSession(path.split("/").at(-1) ?? "");
    expect(order.status).toBe("paid");

    const receipts = await receiptsTo("paid@receipts.test");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe(`Your Inkforge receipt for order ${order.id.slice(0, 8)}`);
    expect(receipts[0]!.text).toContain(order.id);
    expect(receipts[0]!.text).toContain(
      `Total charged: ${(order.totalCents / 100).toFixed(2)} ${order.currency}`,
    );
    expect(receipts[0]!.html).toContain("Total charged");

    // The buyer coming back to the success page, and a second approval, send nothing more.
    await get(testApp.app, `/api/stripecomm/order/success?session_id=${order.providerRef}`, token);
    await approve(testApp.app, path);
    expect(await receiptsTo("paid@receipts.test")).toHaveLength(1);
  });

  it("mails one receipt however often the paying webhook is delivered", async () => {
    const token = await registerUser(testApp.app, "webhook@receipts.test");
    const path = await openCheckout(testApp.app, token, "/api/features/paynow", {
      items: [{ product_id: "trademark-checker-lifetime" }],
      ...back,
    });
    const sessionId = path.split("/").at(-1) ?? "";
    const pending = await orderOfSession(sessionId);
    const event = {
      id: "evt_receipts_1",
      type: "checkout.session.completed",
      created: Math.floor(clock.getTime() / 1000),
      data: {
        id: sessionId,
        client_reference_id: pending.id,
        amount_total: pending.totalCents,
        currency: pending.currency,
        payment_intent: "pi_receipts_1",
        subscription: null,
      },
    };
    // The same event five times at once, then once more later, then a second event id.
    const deliveries = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(deliveries.map((d) => d.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await deliver({ ...event, id: "evt_receipts_2" })).statusCode).toBe(200);
    expect((await orderOfSession(sessionId)).status).toBe("paid");
    expect(await receiptsTo("webhook@receipts.test")).toHaveLength(1);
  });

  it("mails no receipt for a cancelled checkout or a payment that does not match the order", async () => {
    const token = await registerUser(testApp.app, "failed@receipts.test");
    const cancelled = await openCheckout(testApp.app, token, "/api/features/paynow", {
      items: [{ product_id: "trademark-checker-lifetime" }],
      ...back,
    });
    const cancel = await testApp.app.inject({
      method: "POST",
      url: `${cancelled}/cancel`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(cancel.statusCode).toBe(303);
    expect((await orderOfSession(cancelled.split("/").at(-1) ?? "")).status).not.toBe("paid");

    const short = await post(testApp.app, "/api/features/paynow", token, {
      items: [{ product_id: "grammar-checker-lifetime" }],
      ...back,
    });
    expect(short.statusCode, short.body).toBe(200);
    const sessionId = new URL(short.json().url).pathname.split("/").at(-1) ?? "";
    const pending = await orderOfSession(sessionId);
    const mismatch = await deliver({
      id: "evt_receipts_short",
      type: "checkout.session.completed",
      created: Math.floor(clock.getTime() / 1000),
      data: {
        id: sessionId,
        client_reference_id: pending.id,
        amount_total: pending.totalCents - 100,
        currency: pending.currency,
        payment_intent: "pi_receipts_short",
        subscription: null,
      },
    });
    expect(mismatch.statusCode).toBe(200);
    expect((await orderOfSession(sessionId)).status).toBe("failed");

    expect(await receiptsTo("failed@receipts.test")).toEqual([]);
    expect(await userIdOf(testApp.db, "failed@receipts.test")).toBeTruthy();
  });
});
