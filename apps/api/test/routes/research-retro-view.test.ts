import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ResearchSourceFailure } from "../../src/services/research/ports";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { dailyHistory, fakeAsOf, fakeProduct, fakeResearch } from "../research/fake-product-source";
import { buyOnce } from "../shop-helpers";
import type { ErrorBody } from "../tools-helpers";

const URL = "/api/v1/research/retro-view";
const clock = new Date("2026-11-27T09:00:00.000Z");
const DAY = 24 * 60 * 60 * 1000;
const dayBefore = (days: number) => new Date(fakeAsOf.getTime() - days * DAY).toISOString();

type Result = {
  asin: string;
  days: number;
  source: string;
  asOf: string;
  product: { title: string };
  history: {
    salesRank: { at: string; value: number | null }[];
    price: { at: string; value: number | null }[];
    reviewCount: { at: string; value: number | null }[];
  };
  sales: { day: string; rank: number; daily: { low: number; typical: number; high: number } }[];
  salesNote: string | null;
  events: Record<string, unknown>[];
};

function post(testApp: TestApp, token: string | undefined, payload: unknown) {
  return testApp.app.inject({
    method: "POST",
    url: URL,
    headers: token ? bearer(token) : {},
    payload: payload as Record<string, unknown>,
    remoteAddress: nextAddress(),
  });
}

// 40 days ending at the data's instant: steady at 20,000, a one-day jump to 8,000 with no new
// reviews 10 days before the end (a promotion), the price cut from 4.99 to 0.99 that day and back.
const ranks = Array.from({ length: 40 }, (_, i) => (i === 30 ? 8_000 : i === 31 ? 9_000 : 20_000));
const prices = Array.from({ length: 40 }, (_, i) => (i === 30 || i === 31 ? 0.99 : 4.99));
const reviews = Array.from({ length: 40 }, (_, i) => 50 + Math.floor(i / 20));
const ASIN = "B0TEST0001";
const query = { asin: ASIN, domain: "amazon.com", days: 30 };

describe("POST /api/v1/research/retro-view", () => {
  let testApp: TestApp;
  let fake: ReturnType<typeof fakeResearch>;
  let supreme: string;
  let ultra: string;
  let proMax: string;

  beforeAll(async () => {
    fake = fakeResearch([
      fakeProduct(1, {
        history: dailyHistory({ salesRank: ranks, price: prices, reviewCount: reviews }),
      }),
      fakeProduct(2, {
        domain: "amazon.com.br",
        format: "kindle",
        history: dailyHistory({ salesRank: [100, 200], price: [], reviewCount: [] }),
      }),
    ]);
    testApp = await buildTestApp({ now: () => clock, research: fake.research });
    supreme = await registerUser(testApp.app, "supreme-retro@example.test");
    ultra = await registerUser(testApp.app, "ultra-retro@example.test");
    proMax = await registerUser(testApp.app, "promax-retro@example.test");
    await buyOnce(testApp.app, supreme, ["supreme-lifetime"]);
    await buyOnce(testApp.app, ultra, ["ultra-lifetime"]);
    await buyOnce(testApp.app, proMax, ["pro-max-lifetime"]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("answers the last 30 days of history with its source and data date", async () => {
    const response = await post(testApp, supreme, query);
    expect(response.statusCode).toBe(200);
    const body = response.json<Result>();
    expect(body.asin).toBe(ASIN);
    expect(body.source).toBe("keepa");
    expect(body.asOf).toBe(fakeAsOf.toISOString());
    // day 9 (30 days before the end) to day 39
    expect(body.history.salesRank).toHaveLength(31);
    expect(body.history.salesRank[0]?.at).toBe(dayBefore(30));
    expect(body.history.price.at(-1)).toEqual({ at: fakeAsOf.toISOString(), value: 4.99 });
    expect(body.sales).toHaveLength(31);
    expect(body.sales[0]?.rank).toBe(20_000);
    expect(body.salesNote).toBeNull();
  });

  it("detects the promotion and both price changes on the fixed history", async () => {
    const body = (await post(testApp, supreme, query)).json<Result>();
    expect(body.events).toEqual([
      {
        kind: "likely-promotion",
        from: dayBefore(10),
        to: dayBefore(9),
        rankBefore: 20_000,
        bestRank: 8_000,
        improvement: 0.6,
        newReviews: 0,
      },
      {
        kind: "price-change",
        at: dayBefore(9),
        before: 4.99,
        after: 0.99,
        change: expect.closeTo(-0.8016, 3),
      },
      {
        kind: "price-change",
        at: dayBefore(7),
        before: 0.99,
        after: 4.99,
        change: expect.closeTo(4.0404, 3),
      },
    ]);
  });

  it("widens to 90 days", async () => {
    const body = (await post(testApp, supreme, { ...query, days: 90 })).json<Result>();
    expect(body.days).toBe(90);
    expect(body.history.salesRank).toHaveLength(40);
  });

  it("says why there is no sales series on a store without curves", async () => {
    const body = (
      await post(testApp, supreme, { asin: "B0TEST0002", domain: "amazon.com.br", days: 30 })
    ).json<Result>();
    expect(body.sales).toEqual([]);
    expect(body.salesNote).toMatch(/No published sales curve/);
  });

  it("answers 404 for an ASIN the source does not know", async () => {
    const response = await post(testApp, supreme, { ...query, asin: "B0NOTKNOWN" });
    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().message).toBe(
      "No product with ASIN B0NOTKNOWN on amazon.com",
    );
  });

  it("gives Ultra 10 lookups a day, then 429 naming Supreme", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await post(testApp, ultra, query)).statusCode).toBe(200);
    }
    const response = await post(testApp, ultra, query);
    expect(response.statusCode).toBe(429);
    expect(response.json<ErrorBody>().message).toMatch(/Supreme/);
  });

  it("refuses visitors with 401 and Pro Max with 403 naming Ultra", async () => {
    expect((await post(testApp, undefined, query)).statusCode).toBe(401);
    const response = await post(testApp, proMax, query);
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().message).toMatch(/Ultra/);
  });

  it.each([
    ["asin", { ...query, asin: "short" }],
    ["asin", { domain: "amazon.com", days: 30 }],
    ["domain", { ...query, domain: "amazon.zz" }],
    ["days", { ...query, days: 45 }],
    ["days", { ...query, days: "thirty" }],
  ])("answers 400 naming %s", async (field, payload) => {
    const response = await post(testApp, supreme, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details?.map((d) => d.path)).toContain(field);
  });

  it("a failing source answers RESEARCH_SOURCE_FAILED", async () => {
    fake.source.failure = new ResearchSourceFailure("keepa", "timeout", "slow");
    const response = await post(testApp, supreme, query);
    fake.source.failure = null;
    expect(response.statusCode).toBe(502);
    expect(response.json<ErrorBody>().code).toBe("RESEARCH_SOURCE_FAILED");
  });
});
