import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app";
import { loadConfig } from "../../src/config";
import { createDatabase, migrateDatabase } from "../../src/db/client";
import { createPaymentProviders } from "../../src/services/payments/providers";
import type { App } from "../../src/types";
import { bearer, logIn, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp, testEnv, testPasswordHasher } from "../helper";
import { back, buyOnce, get, openCheckout } from "../shop-helpers";
import { type RedisStandIn, startRedisStandIn } from "../stand-ins/redis";

/**
 * Issue 8: per-route limits were keyed by the bearer token, so a second login bought a fresh
 * checkout budget; success-page confirms had no limit and asked the provider before checking
 * who owns the order; and with REDIS_URL set those limits still counted per instance.
 */
describe("per-route limits count per user, and confirms check ownership first", () => {
  let app: App;
  let close: () => Promise<void>;
  const retrieveCalls: string[] = [];
  let buyerToken: string;
  let strangerToken: string;

  beforeAll(async () => {
    // The app with its real sandbox provider, counting what is asked of it.
    const config = loadConfig(testEnv);
    const database = await createDatabase(config);
    await migrateDatabase(database);
    const payments = createPaymentProviders(config, { db: database.db, now: () => new Date() });
    const card = payments.card!;
    const retrieve = card.retrieveCheckout.bind(card);
    card.retrieveCheckout = (ref) => {
      retrieveCalls.push(ref);
      return retrieve(ref);
    };
    app = await buildApp({
      config,
      db: database.db,
      auth: { passwordHasher: testPasswordHasher },
      shop: { payments },
    });
    close = async () => {
      await app.close();
      await database.close();
    };
    buyerToken = await registerUser(app, "buyer@example.com", "buyer password");
    strangerToken = await registerUser(app, "stranger@example.com", "stranger password");
  });

  afterAll(async () => {
    await close();
  });

  it("a second login does not get a fresh checkout budget", async () => {
    const email = "twice@example.com";
    const first = await registerUser(app, email, "twice password");
    // 60 checkout attempts a minute per user (bad bodies are cheap, but they count).
    for (let attempt = 0; attempt < 60; attempt++) {
      const response = await app.inject({
        method: "POST",
        url: "/api/features/paynow",
        payload: { items: [] },
        headers: bearer(first),
      });
      expect(response.statusCode).not.toBe(429);
    }
    const second = (await logIn(app, email, "twice password")).json().token as string;
    expect(second).not.toBe(first);
    const response = await app.inject({
      method: "POST",
      url: "/api/features/paynow",
      payload: { items: [] },
      headers: bearer(second),
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: "RATE_LIMITED" });

    // Another user is not affected.
    const other = await app.inject({
      method: "POST",
      url: "/api/features/paynow",
      payload: { items: [] },
      headers: bearer(strangerToken),
    });
    expect(other.statusCode).toBe(400);
  });

  it("another user's order is a 404 without asking the provider", async () => {
    const path = await openCheckout(app, buyerToken, "/api/features/paynow", {
      items: [{ product_id: "pro-max-lifetime" }],
      ...back,
    });
    const sessionId = path.split("/").at(-1)!;
    const before = retrieveCalls.length;

    const foreign = await get(
      app,
      `/api/stripecomm/order/success?session_id=${sessionId}`,
      strangerToken,
    );
    expect(foreign.statusCode).toBe(404);
    const unknown = await get(
      app,
      "/api/stripecomm/order/success?session_id=cs_made_up",
      strangerToken,
    );
    expect(unknown.statusCode).toBe(404);
    expect(retrieveCalls.length - before).toBe(0);

    // The owner's confirm still asks the provider about the pending order.
    const own = await get(app, `/api/stripecomm/order/success?session_id=${sessionId}`, buyerToken);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ paid: false });
    expect(retrieveCalls.slice(before)).toEqual([sessionId]);
  });

  it("confirms are limited per user, across that user's logins", async () => {
    const email = "confirmer@example.com";
    const first = await registerUser(app, email, "confirmer password");
    const { path } = await buyOnce(app, first, ["coloring-book-maker-lifetime"]);
    const url = `/api/stripecomm/order/success?session_id=${path.split("/").at(-1)}`;
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await get(app, url, first)).statusCode).toBe(200);
    }
    const second = (await logIn(app, email, "confirmer password")).json().token as string;
    const limited = await get(app, url, second);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
  });
});

describe("with REDIS_URL, per-route limits are shared by every instance", () => {
  let redis: RedisStandIn;
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    redis = await startRedisStandIn();
    first = await buildTestApp({ env: { REDIS_URL: redis.url } });
    second = await buildTestApp({ env: { REDIS_URL: redis.url } });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await redis?.close();
  });

  it("counts one address's reset-token checks on both instances together (30 a minute)", async () => {
    const address = nextAddress();
    const check = (testApp: TestApp) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/resetpass/check",
        payload: { token: "not-a-real-token" },
        remoteAddress: address,
      });
    for (let attempt = 0; attempt < 15; attempt++) {
      expect((await check(first)).statusCode).toBe(200);
      expect((await check(second)).statusCode).toBe(200);
    }
    expect((await check(first)).statusCode).toBe(429);
    expect((await check(second)).statusCode).toBe(429);
    expect(redis.commands).toContain("INCR");

    // Another address still has its budget.
    const other = await first.app.inject({
      method: "POST",
      url: "/api/resetpass/check",
      payload: { token: "not-a-real-token" },
      remoteAddress: nextAddress(),
    });
    expect(other.statusCode).toBe(200);
  });

  it("fails closed (503) when Redis is gone, rather than letting requests through uncounted", async () => {
    await redis.close();
    const response = await first.app.inject({
      method: "POST",
      url: "/api/resetpass/check",
      payload: { token: "not-a-real-token" },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
  });
});
