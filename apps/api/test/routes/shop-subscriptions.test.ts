import { subscriptionListSchema } from "@inkforge/domain/contracts/shop";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, ownedFeatures, subscriptions } from "../../src/db/schema";
import { logIn, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp, testWebOrigin } from "../helper";
import { approve, back, get, openCheckout, pathOf, post, userIdOf } from "../shop-helpers";

const start = new Date("2026-11-21T10:00:00.000Z");
let clock = start;
const day = 86_400_000;

describe("subscriptions through the sandbox", () => {
  let testApp: TestApp;
  let token: string;
  let otherToken: string;
  let userId: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock });
    token = await registerUser(testApp.app, "subscriber@example.com");
    otherToken = await registerUser(testApp.app, "nosy@example.com");
    userId = await userIdOf(testApp.db, "subscriber@example.com");
  });

  afterAll(async () => {
    await testApp.close();
  });

  /** Tokens expire: sign in again after moving the clock far. */
  const relogin = async () => {
    token = (await logIn(testApp.app, "subscriber@example.com", "correct horse battery")).json()
      .token as string;
    otherToken = (await logIn(testApp.app, "nosy@example.com", "correct horse battery")).json()
      .token as string;
  };

  const hasPro = async () => {
    const info = (await get(testApp.app, "/api/account", token)).json();
    return info.features.simple.some(
      (entry: { feature_id: { _id: string } }) => entry.feature_id._id === "pro",
    );
  };

  async function subscribe(url: string, body: Record<string, unknown>) {
    const path = await openCheckout(testApp.app, token, url, { ...body, ...back });
    const page = await get(testApp.app, path);
    expect(page.body).toMatch(/Billed every (month|year)/);
    const approved = await approve(testApp.app, path);
    expect(approved.statusCode).toBe(303);
    const subs = (await get(testApp.app, "/api/subs", token)).json();
    expect(subscriptionListSchema.safeParse(subs).success).toBe(true);
    return subs[0] as {
      _id: string;
      product_id: string;
      status: string;
      current_period_end: string;
      cancel_at_period_end: boolean;
    };
  }

  it("subs/paynow → approve: an active subscription, grants until the period end, and 005", async () => {
    clock = start;
    const sub = await subscribe("/api/subs/paynow", {
      items: [{ id: "subs_pro-monthly", quantity: 1 }],
    });
    expect(sub).toMatchObject({
      product_id: "pro-monthly",
      status: "active",
      interval: "month",
      current_period_end: "2026-12-21T10:00:00.000Z",
      cancel_at_period_end: false,
    });
    const grants = await testApp.db
      .select()
      .from(ownedFeatures)
      .where(eq(ownedFeatures.subscriptionId, sub._id));
    expect(grants.map((grant) => grant.featureId)).toEqual(["pro"]);
    expect(grants[0]).toMatchObject({
      period: "month",
      shopId: "pro-monthly",
      subscriptionShopIds: ["pro-monthly"],
      until: new Date("2026-12-21T10:00:00.000Z"),
    });
    const [note] = await testApp.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.code, "005")));
    expect(note!.data).toEqual({ type: "Pro (monthly)", until: "2026-12-21T10:00:00.000Z" });
    expect((await get(testApp.app, "/api/fc/pro", token)).json()).toEqual({
      _id: "pro",
      access: true,
    });
    const account = (await get(testApp.app, "/api/account", token)).json();
    expect(account.subscription).toEqual([expect.objectContaining({ _id: sub._id })]);
  });

  it("recurring-payment with an offer id and an interval subscribes; lifetime-only is 400", async () => {
    const response = await post(testApp.app, "/api/features/recurring-payment", token, {
      product_id: "hot-niches",
      interval: "month",
      affiliate: "aff-9",
      ...back,
    });
    expect(response.statusCode).toBe(200);
    await approve(testApp.app, pathOf(response.json().url));
    const subs = (await get(testApp.app, "/api/subs", token)).json();
    expect(subs.map((sub: { product_id: string }) => sub.product_id)).toContain(
      "hot-niches-monthly",
    );
    const lifetimeOnly = await post(testApp.app, "/api/features/recurring-payment", token, {
      product_id: "masterclass",
      interval: "month",
      ...back,
    });
    expect(lifetimeOnly.statusCode).toBe(400);
    expect(lifetimeOnly.json().details[0].path).toBe("product_id");
  });

  it("renewal paid extends the period; failed lists it past due with access kept", async () => {
    const [sub] = (await get(testApp.app, "/api/subs", token))
      .json()
      .filter((row: { product_id: string }) => row.product_id === "pro-monthly");
    clock = new Date(start.getTime() + 29 * day);
    const paid = await post(testApp.app, `/api/dev/subscriptions/${sub._id}/renew`, token, {
      outcome: "paid",
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: "active",
      current_period_end: "2027-01-21T10:00:00.000Z",
    });
    const [grant] = await testApp.db
      .select()
      .from(ownedFeatures)
      .where(eq(ownedFeatures.subscriptionId, sub._id));
    expect(grant!.until).toEqual(new Date("2027-01-21T10:00:00.000Z"));

    clock = new Date("2027-01-20T10:00:00.000Z");
    await relogin();
    const failed = await post(testApp.app, `/api/dev/subscriptions/${sub._id}/renew`, token, {
      outcome: "failed",
    });
    expect(failed.json()).toMatchObject({ status: "past_due" });
    const pastDue = (await get(testApp.app, "/api/subscription/past-due", token)).json();
    expect(pastDue.map((row: { _id: string }) => row._id)).toEqual([sub._id]);
    expect(await hasPro()).toBe(true);

    // Updating the card in the billing page pays the renewal: active again, a month more.
    const portal = await post(testApp.app, "/api/stripecomm/update-card", token, {
      subscription_id: sub._id,
      return: "/me?tab=billing",
    });
    expect(portal.statusCode).toBe(200);
    const portalPath = pathOf(portal.json().url);
    const page = await get(testApp.app, portalPath);
    expect(page.body).toContain('<label for="card-number">New card number</label>');
    const updated = await testApp.app.inject({
      method: "POST",
      url: `${portalPath}/card`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "card_number=4242+4242+4242+4242",
    });
    expect(updated.statusCode).toBe(303);
    expect(updated.headers.location).toBe(`${testWebOrigin}/me?tab=billing`);
    expect(
      (await get(testApp.app, `/api/shop/subscription/${sub._id}`, token)).json(),
    ).toMatchObject({
      status: "active",
      current_period_end: "2027-02-21T10:00:00.000Z",
    });
    expect((await get(testApp.app, "/api/subscription/past-due", token)).json()).toEqual([]);
  });

  it("cancel keeps access until the period end, and not a second after", async () => {
    const [sub] = (await get(testApp.app, "/api/subs", token))
      .json()
      .filter((row: { product_id: string }) => row.product_id === "pro-monthly");
    const wrongProduct = await post(
      testApp.app,
      `/api/shop/cancel-subscription/${sub._id}?product_id=hot-niches-monthly`,
      token,
    );
    expect(wrongProduct.statusCode).toBe(404);

    const canceled = await post(
      testApp.app,
      `/api/shop/cancel-subscription/${sub._id}?product_id=pro-monthly`,
      token,
    );
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: "active", cancel_at_period_end: true });

    clock = new Date(new Date(sub.current_period_end).getTime() - 1000);
    await relogin();
    expect(await hasPro()).toBe(true);
    clock = new Date(sub.current_period_end);
    expect(await hasPro()).toBe(false);
    expect((await get(testApp.app, `/api/shop/subscription/${sub._id}`, token)).json().status).toBe(
      "canceled",
    );

    // The provider ends it at the period end; a late renewal attempt does not revive it.
    const ended = await post(testApp.app, `/api/dev/subscriptions/${sub._id}/renew`, token, {
      outcome: "paid",
    });
    expect(ended.json()).toMatchObject({ status: "canceled" });
    const [row] = await testApp.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, sub._id));
    expect(row!.status).toBe("canceled");
    expect(await hasPro()).toBe(false);
  });

  it("another user's subscription is 404 everywhere", async () => {
    const [sub] = (await get(testApp.app, "/api/subs", token)).json();
    expect(
      (await get(testApp.app, `/api/shop/subscription/${sub._id}`, otherToken)).statusCode,
    ).toBe(404);
    expect(
      (await post(testApp.app, `/api/shop/cancel-subscription/${sub._id}`, otherToken)).statusCode,
    ).toBe(404);
    expect(
      (
        await post(testApp.app, `/api/dev/subscriptions/${sub._id}/renew`, otherToken, {
          outcome: "paid",
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(testApp.app, "/api/stripecomm/manage-billing", otherToken, {
          subscription_id: sub._id,
        })
      ).statusCode,
    ).toBe(404);
    expect((await get(testApp.app, "/api/subs", otherToken)).json()).toEqual([]);
  });

  it("endsubs cancels every live subscription at its period end", async () => {
    clock = start;
    await relogin();
    const ended = await post(testApp.app, "/api/subs/endsubs", token, { dummy: 1 });
    expect(ended.statusCode).toBe(200);
    for (const sub of ended.json()) expect(sub.cancel_at_period_end).toBe(true);
  });

  it("switching the billing cycle bills the yearly product from the next renewal", async () => {
    clock = start;
    const response = await post(testApp.app, "/api/subs/paynow", token, {
      items: [{ id: "subs_pro-max-monthly", quantity: 1 }],
      ...back,
    });
    await approve(testApp.app, pathOf(response.json().url));
    const sub = (await get(testApp.app, "/api/subs", token))
      .json()
      .find((row: { product_id: string }) => row.product_id === "pro-max-monthly");
    const portal = await post(testApp.app, "/api/stripecomm/update-billing-cycle", token, {
      subscription_id: sub._id,
    });
    const portalPath = pathOf(portal.json().url);
    expect((await get(testApp.app, portalPath)).body).toContain("Switch to yearly");
    const switched = await testApp.app.inject({
      method: "POST",
      url: `${portalPath}/cycle`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "interval=year",
    });
    expect(switched.statusCode).toBe(303);
    expect(switched.headers.location).toBe(`${testWebOrigin}/me`);
    const after = (await get(testApp.app, `/api/shop/subscription/${sub._id}`, token)).json();
    expect(after).toMatchObject({
      product_id: "pro-max-yearly",
      interval: "year",
      current_period_end: sub.current_period_end,
    });
    const grants = await testApp.db
      .select()
      .from(ownedFeatures)
      .where(eq(ownedFeatures.subscriptionId, sub._id));
    expect(new Set(grants.map((grant) => grant.shopId))).toEqual(new Set(["pro-max-yearly"]));
    const renewed = await post(testApp.app, `/api/dev/subscriptions/${sub._id}/renew`, token, {
      outcome: "paid",
    });
    expect(renewed.json().current_period_end).toBe("2027-12-21T10:00:00.000Z");
  });
});

describe("the dev renewal endpoint outside demo mode", () => {
  it("does not exist", async () => {
    // Production mode, on an in-memory database: only the route table matters here.
    const { buildApp } = await import("../../src/app");
    const { loadConfig } = await import("../../src/config");
    const { createDatabase, migrateDatabase } = await import("../../src/db/client");
    const config = loadConfig({
      DATA_DIR: "memory://",
      LOG_LEVEL: "silent",
      TOKEN_SECRET: "test-token-secret-0123456789abcdef0123456789",
      NEXTAUTH_SECRET: "test-nextauth-secret-0123456789abcdef012345",
    });
    const database = await createDatabase(config);
    await migrateDatabase(database);
    const app = await buildApp({ config: { ...config, mode: "production" }, db: database.db });
    try {
      const response = await app.inject({
        method: "POST",
        url: "/api/dev/subscriptions/00000000-0000-0000-0000-000000000000/renew",
        payload: { outcome: "paid" },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
