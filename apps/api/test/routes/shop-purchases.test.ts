import { userInfoSchema } from "@inkforge/domain/contracts/account";
import { orderListSchema } from "@inkforge/domain/contracts/shop";
import { currentTier } from "@inkforge/domain/shop/tiers";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  notifications,
  orderLines,
  orders,
  ownedFeatures,
  paymentEvents,
  users,
} from "../../src/db/schema";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp, testWebOrigin } from "../helper";
import { approve, back, get, openCheckout, pathOf, post, userIdOf } from "../shop-helpers";

let clock = new Date("2026-11-21T10:00:00.000Z");
const at = (iso: string) => {
  clock = new Date(iso);
};

describe("one-off purchases through the sandbox card checkout", () => {
  let testApp: TestApp;
  let token: string;
  let userId: string;
  let otherToken: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock });
    // The buyers joined two days ago: past the new-member window, so they pay list prices.
    const today = clock;
    clock = new Date(today.getTime() - 2 * 86_400_000);
    token = await registerUser(testApp.app, "buyer@example.com");
    otherToken = await registerUser(testApp.app, "other@example.com");
    userId = await userIdOf(testApp.db, "buyer@example.com");
    clock = today;
  });

  afterAll(async () => {
    await testApp.close();
  });

  const account = async (auth = token) =>
    (await get(testApp.app, "/api/account", auth)).json() as {
      features: { simple: unknown[] };
      subscription: unknown[];
    };

  it("paynow answers a sandbox checkout page with the lines and the en-US total", async () => {
    const response = await post(testApp.app, "/api/features/paynow", token, {
      items: [{ product_id: "pro-lifetime" }],
      ...back,
      affiliate: "aff-42",
    });
    expect(response.statusCode).toBe(200);
    const { url } = response.json();
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4000\/sandbox\/checkout\/cs_sandbox_/);

    const page = await get(testApp.app, pathOf(url));
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain("Pro (lifetime)");
    expect(page.body).toContain("$199.00");
    expect(page.body).toMatch(/<button class="primary" type="submit">Approve payment<\/button>/);
    expect(page.body).toContain(">Cancel</button>");
    expect(page.body).toContain('<html lang="en">');
    expect(page.headers["content-security-policy"]).toContain(
      `form-action 'self' ${testWebOrigin}`,
    );

    const [order] = await testApp.db.select().from(orders).where(eq(orders.userId, userId));
    expect(order).toMatchObject({
      status: "pending",
      totalCents: 19_900,
      currency: "USD",
      affiliate: "aff-42",
      successUrl: `${testWebOrigin}${back.success}`,
      failUrl: `${testWebOrigin}${back.fail}`,
    });
  });

  it("approve grants the features once, writes 004, and redirects to the success URL", async () => {
    const path = await openCheckout(testApp.app, token, "/api/features/paynow", {
      items: [{ product_id: "pro-max-lifetime" }],
      ...back,
    });
    const approved = await approve(testApp.app, path);
    expect(approved.statusCode).toBe(303);
    const sessionId = path.split("/").at(-1)!;
    expect(approved.headers.location).toBe(
      `${testWebOrigin}/payment-success?next=%2Fpricing&session_id=${sessionId}`,
    );

    const info = await account();
    expect(userInfoSchema.safeParse(info).success).toBe(true);
    const ids = info.features.simple.map(
      (entry) => (entry as { feature_id: { _id: string } }).feature_id._id,
    );
    expect(ids).toEqual(expect.arrayContaining(["pro-max", "pro", "coloring-book-maker"]));
    expect(currentTier(info.features.simple, { now: clock })).toMatchObject({
      tier: "Pro Max",
      upgradeTo: "Supreme",
      lifetime: true,
    });
    const purchases = await testApp.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.code, "004")));
    expect(purchases.map((row) => row.data)).toEqual([{ product: "Pro Max (lifetime)" }]);

    const notificationList = await get(
      testApp.app,
      '/api/notification?range=[0,9]&sort=["datetime","DESC"]',
      token,
    );
    expect(notificationList.json().map((n: { message: string }) => n.message)).toContain(
      "Successful Purchase of Pro Max (lifetime)",
    );

    // The buyer's return page confirms the same order (idempotent, nothing more granted).
    const before = await testApp.db
      .select()
      .from(ownedFeatures)
      .where(eq(ownedFeatures.userId, userId));
    const confirmed = await get(
      testApp.app,
      `/api/stripecomm/order/success?session_id=${sessionId}`,
      token,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      paid: true,
      order: {
        status: "captured",
        total_cents: 34_900,
        items: [{ product_id: "pro-max-lifetime" }],
      },
    });
    const after = await testApp.db
      .select()
      .from(ownedFeatures)
      .where(eq(ownedFeatures.userId, userId));
    expect(after).toHaveLength(before.length);

    // Approving again (a replayed "webhook") changes nothing.
    const again = await approve(testApp.app, path);
    expect(again.statusCode).toBe(303);
    const afterReplay = await testApp.db
      .select()
      .from(ownedFeatures)
      .where(eq(ownedFeatures.userId, userId));
    expect(afterReplay).toHaveLength(before.length);
    const notificationsAfter = await testApp.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.code, "004")));
    expect(notificationsAfter).toHaveLength(1);

    // Someone else's session: 404.
    const foreign = await get(
      testApp.app,
      `/api/stripecomm/order/success?session_id=${sessionId}`,
      otherToken,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it("success/v2 confirms by payment intent; unknown refs and other users get 404", async () => {
    const path = await openCheckout(testApp.app, token, "/api/features/paynow", {
      items: [{ product_id: "backend-keywords-bulk-lifetime" }],
      ...back,
    });
    await approve(testApp.app, path);
    const [order] = await testApp.db
      .select()
      .from(orders)
      .where(eq(orders.providerRef, path.split("/").at(-1)!));
    expect(order!.captureRef).toMatch(/^pi_sandbox_/);
    const confirmed = await get(
      testApp.app,
      `/api/stripecomm/order/success/v2?payment_intent=${order!.captureRef}`,
      token,
    );
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ paid: true, order: { _id: order!.id } });
    const foreign = await get(
      testApp.app,
      `/api/stripecomm/order/success/v2?payment_intent=${order!.captureRef}`,
      otherToken,
    );
    expect(foreign.statusCode).toBe(404);
    const unknown = await get(
      testApp.app,
      "/api/stripecomm/order/success?session_id=cs_sandbox_nothing",
      token,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("ignores a client's price, currency and quantity: the catalogue decides", async () => {
    const path = await openCheckout(testApp.app, token, "/api/features/paynow", {
      items: [
        { product_id: "backend-keywords-marketplaces-lifetime", quantity: 5, price: 1, amount: 1 },
      ],
      ...back,
      amount: 1,
      total: 1,
      currency: "EUR",
      unit_amount: 1,
    });
    const page = await get(testApp.app, path);
    expect(page.body).toContain("$79.00");
    await approve(testApp.app, path);
    const [order] = await testApp.db
      .select()
      .from(orders)
      .where(eq(orders.providerRef, path.split("/").at(-1)!));
    expect(order).toMatchObject({ status: "paid", totalCents: 7_900, currency: "USD" });
    const lines = await testApp.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order!.id));
    expect(lines).toEqual([expect.objectContaining({ unitCents: 7_900, quantity: 1 })]);
  });

  it("refuses unknown products (404), free items (400) and foreign return URLs (400)", async () => {
    const unknown = await post(testApp.app, "/api/features/paynow", token, {
      items: [{ product_id: "no-such-product" }],
      ...back,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ name: "Error", code: "NOT_FOUND" });

    const free = await post(testApp.app, "/api/features/paynow", token, {
      items: [{ product_id: "kdp-launch-checklist" }],
      ...back,
    });
    expect(free.statusCode).toBe(400);
    expect(free.json().details).toEqual([{ path: "items", message: expect.any(String) }]);

    for (const field of ["success", "fail"] as const) {
      const response = await post(testApp.app, "/api/features/paynow", token, {
        items: [{ product_id: "pro-lifetime" }],
        ...back,
        [field]: "https://evil.example/steal",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("VALIDATION_FAILED");
      expect(response.json().details[0].path).toBe(field);
    }
    const noToken = await post(testApp.app, "/api/features/paynow", undefined, {
      items: [{ product_id: "pro-lifetime" }],
      ...back,
    });
    expect(noToken.statusCode).toBe(401);
  });

  it("cancel on the checkout page closes the order and redirects to the fail URL", async () => {
    const path = await openCheckout(testApp.app, token, "/api/features/paynow", {
      items: [{ product_id: "masterclass-lifetime" }],
      ...back,
    });
    const canceled = await testApp.app.inject({ method: "POST", url: `${path}/cancel` });
    expect(canceled.statusCode).toBe(303);
    expect(canceled.headers.location).toBe(`${testWebOrigin}${back.fail}`);
    const [order] = await testApp.db
      .select()
      .from(orders)
      .where(eq(orders.providerRef, path.split("/").at(-1)!));
    expect(order!.status).toBe("canceled");
    // Approving a cancelled checkout is refused; nothing is granted.
    const late = await approve(testApp.app, path);
    expect(late.statusCode).toBe(409);
    const masterclass = await testApp.db
      .select()
      .from(ownedFeatures)
      .where(and(eq(ownedFeatures.userId, userId), eq(ownedFeatures.featureId, "masterclass")));
    expect(masterclass).toEqual([]);
  });

  it("freepaynow grants free items and answers OK; a paid item is 400", async () => {
    const ok = await post(testApp.app, "/api/features/freepaynow", token, {
      items: [{ product_id: "kdp-launch-checklist" }, { product_id: "kdp-basics-course" }],
      ...back,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toBe("OK");
    const again = await post(testApp.app, "/api/features/freepaynow", token, {
      items: [{ product_id: "kdp-launch-checklist" }],
      ...back,
    });
    expect(again.json()).toBe("OK");
    const rows = await testApp.db
      .select()
      .from(ownedFeatures)
      .where(
        and(eq(ownedFeatures.userId, userId), eq(ownedFeatures.featureId, "kdp-launch-checklist")),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ period: "free", until: null, orderId: null });

    const paid = await post(testApp.app, "/api/features/freepaynow", token, {
      items: [{ product_id: "pro-lifetime" }],
      ...back,
    });
    expect(paid.statusCode).toBe(400);
    expect(paid.json()).toMatchObject({ code: "VALIDATION_FAILED", details: [{ path: "items" }] });
  });

  it("an Idempotency-Key replays the first {url}; another body with the key is 409", async () => {
    const send = (productId: string) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/features/paynow",
        headers: { ...bearer(token), "idempotency-key": "checkout-7f3a" },
        payload: { items: [{ product_id: productId }], ...back },
      });
    const first = await send("hot-niches-lifetime");
    const second = await send("hot-niches-lifetime");
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    const conflict = await send("author-tools-bundle-lifetime");
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe("CONFLICT");
    const hotNichesOrders = await testApp.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.productId, "hot-niches-lifetime"));
    expect(hotNichesOrders).toHaveLength(1);

    // The same key for another user is another key.
    const otherUser = await testApp.app.inject({
      method: "POST",
      url: "/api/features/paynow",
      headers: { ...bearer(otherToken), "idempotency-key": "checkout-7f3a" },
      payload: { items: [{ product_id: "checker-tools-lifetime" }], ...back },
    });
    expect(otherUser.statusCode).toBe(200);
  });

  it("lists the caller's orders with lines; another user's order is 404", async () => {
    const response = await get(
      testApp.app,
      '/api/orders?range=[0,49]&sort=["datetime","DESC"]',
      token,
    );
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(orderListSchema.safeParse(list).success).toBe(true);
    expect(response.headers["content-range"]).toMatch(/^orders 0-\d+\/\d+$/);
    const paid = list.find((order: { status: string }) => order.status === "captured");
    expect(paid.items[0].product_id).toBeDefined();

    expect((await get(testApp.app, `/api/orders/${paid._id}`, token)).statusCode).toBe(200);
    const foreign = await get(testApp.app, `/api/orders/${paid._id}`, otherToken);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ name: "Error", code: "NOT_FOUND" });
    const otherList = (await get(testApp.app, "/api/orders?range=[0,49]", otherToken)).json();
    expect(otherList.every((order: { _id: string }) => order._id !== paid._id)).toBe(true);
  });
});

describe("webhooks", () => {
  let testApp: TestApp;
  let token: string;

  beforeAll(async () => {
    at("2026-11-21T10:00:00.000Z");
    testApp = await buildTestApp({ now: () => clock });
    token = await registerUser(testApp.app, "hooks@example.com");
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("refuses a tampered or unsigned sandbox webhook (400) and ignores a replay", async () => {
    const path = await openCheckout(testApp.app, token, "/api/features/paynow", {
      items: [{ product_id: "supreme-lifetime" }],
      ...back,
    });
    const sessionId = path.split("/").at(-1)!;
    const [order] = await testApp.db.select().from(orders).where(eq(orders.providerRef, sessionId));
    const sandbox = (await import("../../src/services/payments/sandbox/signing")).signPayload;
    const { deriveSandboxSecret } = await import("../../src/services/payments/sandbox/signing");
    const secret = deriveSandboxSecret("test-token-secret-0123456789abcdef0123456789");
    const event = JSON.stringify({
      id: "evt_sandbox_forged",
      type: "checkout.session.completed",
      created: Math.floor(clock.getTime() / 1000),
      data: {
        id: sessionId,
        client_reference_id: order!.id,
        amount_total: 100,
        currency: "USD",
        payment_intent: "pi_x",
        subscription: null,
      },
    });
    const deliver = (body: string, signature?: string) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/webhooks/sandbox",
        headers: {
          "content-type": "application/json",
          ...(signature ? { "sandbox-signature": signature } : {}),
        },
        payload: body,
      });

    const unsigned = await deliver(event);
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().code).toBe("WEBHOOK_INVALID");
    const wrongKey = await deliver(event, sandbox("not-the-secret", event, clock));
    expect(wrongKey.statusCode).toBe(400);
    const signed = sandbox(secret, event, clock);
    const tampered = await deliver(
      event.replace('"amount_total":100', '"amount_total":101'),
      signed,
    );
    expect(tampered.statusCode).toBe(400);
    const stale = await deliver(event, sandbox(secret, event, new Date(clock.getTime() - 301_000)));
    expect(stale.statusCode).toBe(400);
    expect(await testApp.db.select().from(paymentEvents)).toEqual([]);

    // Correctly signed, but the amount is not what we priced: never granted.
    const mismatch = await deliver(event, signed);
    expect(mismatch.statusCode).toBe(200);
    const [after] = await testApp.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(after!.status).toBe("failed");
    expect(await testApp.db.select().from(ownedFeatures)).toEqual([]);
    // The same event again is a no-op.
    const replay = await deliver(event, signed);
    expect(replay.statusCode).toBe(200);
    expect(await testApp.db.select().from(paymentEvents)).toHaveLength(1);
    expect(await testApp.db.select().from(ownedFeatures)).toEqual([]);
  });

  it("has no Stripe or PayPal webhook route while the sandbox is the provider", async () => {
    for (const source of ["stripe", "paypal"]) {
      const response = await testApp.app.inject({
        method: "POST",
        url: `/api/webhooks/${source}`,
        payload: "{}",
        headers: { "content-type": "application/json" },
      });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe("the new-member offer (server clock)", () => {
  let testApp: TestApp;
  const joined = new Date("2026-11-21T10:00:00.000Z");

  beforeAll(async () => {
    at(joined.toISOString());
    testApp = await buildTestApp({ now: () => clock });
  });

  afterAll(async () => {
    await testApp.close();
  });

  async function priceFor(email: string, offset: number) {
    at(joined.toISOString());
    const token = await registerUser(testApp.app, email);
    clock = new Date(joined.getTime() + offset);
    const response = await post(testApp.app, "/api/paypal/create-paypal-order", token, {
      items: [{ product_id: "pro-lifetime" }],
      ...back,
      special_offer: "new-member",
    });
    expect(response.statusCode).toBe(200);
    const [order] = await testApp.db
      .select()
      .from(orders)
      .where(eq(orders.providerRef, response.json().id));
    return order!;
  }

  it("takes 55% off lifetime products within 24 hours of joining", async () => {
    const order = await priceFor("fresh@example.com", 24 * 3_600_000 - 1_000);
    expect(order).toMatchObject({ totalCents: 8_955, specialOffer: "new-member" });
  });

  it("charges the list price at 24 hours + 1 second", async () => {
    const order = await priceFor("late@example.com", 24 * 3_600_000 + 1_000);
    expect(order).toMatchObject({ totalCents: 19_900, specialOffer: null });
  });

  it("never discounts a subscription, even for a new member", async () => {
    at(joined.toISOString());
    const token = await registerUser(testApp.app, "sub-offer@example.com");
    const response = await post(testApp.app, "/api/features/paynow", token, {
      items: [{ product_id: "pro-monthly" }],
      ...back,
      special_offer: "new-member",
    });
    expect(response.statusCode).toBe(200);
    const rows = await testApp.db.select().from(orders).where(eq(orders.totalCents, 999));
    expect(rows).toHaveLength(1);
  });
});

describe("demo seed purchases", () => {
  it("gives pro@ a Pro monthly subscription, promax@ Pro Max lifetime and a download", async () => {
    at("2026-11-21T10:00:00.000Z");
    const testApp = await buildTestApp({ now: () => clock });
    try {
      const { seedDemoData } = await import("../../src/db/seed");
      await seedDemoData(testApp.db, {
        now: clock,
        passwordHasher: (await import("../helper")).testPasswordHasher,
      });
      await seedDemoData(testApp.db, {
        now: clock,
        passwordHasher: (await import("../helper")).testPasswordHasher,
      });
      const login = async (email: string) =>
        (
          await testApp.app.inject({
            method: "POST",
            url: "/api/account/login",
            payload: { username: email, password: "inkforge-demo" },
          })
        ).json().token as string;
      const tiers: Record<string, string | null> = {};
      for (const email of [
        "free@demo.inkforge.test",
        "pro@demo.inkforge.test",
        "promax@demo.inkforge.test",
        "supreme@demo.inkforge.test",
      ]) {
        const info = (await get(testApp.app, "/api/account", await login(email))).json();
        tiers[email] = currentTier(info.features.simple, { now: clock }).tier;
      }
      expect(tiers).toEqual({
        "free@demo.inkforge.test": "Free",
        "pro@demo.inkforge.test": "Pro",
        "promax@demo.inkforge.test": "Pro Max",
        "supreme@demo.inkforge.test": "Supreme",
      });
      const pro = await login("pro@demo.inkforge.test");
      const subs = (await get(testApp.app, "/api/subs", pro)).json();
      expect(subs).toEqual([
        expect.objectContaining({ product_id: "pro-monthly", status: "active", interval: "month" }),
      ]);
      const downloads = (
        await get(testApp.app, "/api/download/list", await login("promax@demo.inkforge.test"))
      ).json();
      expect(downloads.map((d: { product_id: string }) => d.product_id)).toEqual([
        "keyword-research-workbook",
      ]);
      expect(await testApp.db.select().from(orders)).toHaveLength(3);
      const demoUsers = await testApp.db.select().from(users);
      expect(demoUsers.length).toBeGreaterThanOrEqual(5);
    } finally {
      await testApp.close();
    }
  });
});
