import { estimateBsrSales } from "@inkforge/domain/tools/bsr-sales/bsr-sales";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listToolUsageRows } from "../../src/db/queries/tool-usage";
import { ResearchSourceFailure } from "../../src/services/research/ports";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { fakeAsOf, fakeProduct, fakeResearch } from "../research/fake-product-source";
import { buyOnce, userIdOf } from "../shop-helpers";
import type { ErrorBody } from "../tools-helpers";

const URL = "/api/v1/research/deep-view";
const clock = new Date("2026-11-27T09:00:00.000Z");

type Result = {
  keyword: string;
  source: string;
  asOf: string;
  limit: number;
  resultCount: number | null;
  products: {
    position: number;
    asin: string;
    salesRank: number | null;
    ageDays: number | null;
    publishedAt: string | null;
    estimate: {
      daily: { low: number; typical: number; high: number };
      monthly: { low: number; typical: number; high: number };
      royalty: { perSale: number; monthly: { typical: number } } | null;
    } | null;
    estimateNote: string | null;
  }[];
  summary: {
    productCount: number;
    rank: { median: number } | null;
    independent: { share: number | null };
    youngInTop10: { count: number; known: number };
    toReach: { first: { rank: number } | null; tenth: { rank: number } | null };
    top3Share: number | null;
    score: { score: number | null; parts: Record<string, { points: number | null }> };
  };
  method: { sales: string; royalty: string; sources: { key: string }[] };
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

const query = { keyword: "garden journal", domain: "amazon.com", department: "books" };

describe("POST /api/v1/research/deep-view", () => {
  let testApp: TestApp;
  let fake: ReturnType<typeof fakeResearch>;
  let supreme: string;
  let proMax: string;
  let pro: string;
  let free: string;

  beforeAll(async () => {
    // 120 products, so the limit is the route's, not the source's.
    fake = fakeResearch(Array.from({ length: 120 }, (_, index) => fakeProduct(index + 1)));
    testApp = await buildTestApp({ now: () => clock, research: fake.research });
    supreme = await registerUser(testApp.app, "supreme-deep@example.test");
    proMax = await registerUser(testApp.app, "promax-deep@example.test");
    pro = await registerUser(testApp.app, "pro-deep@example.test");
    free = await registerUser(testApp.app, "free-deep@example.test");
    await buyOnce(testApp.app, supreme, ["supreme-lifetime"]);
    await buyOnce(testApp.app, proMax, ["pro-max-lifetime"]);
    await buyOnce(testApp.app, pro, ["pro-lifetime"]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  it("analyses 100 products with ranges, the niche summary, its source and data date", async () => {
    const response = await post(testApp, supreme, query);
    expect(response.statusCode).toBe(200);
    const body = response.json<Result>();
    expect(fake.source.searches.at(-1)).toEqual({ ...query, limit: 100 });
    expect(body.limit).toBe(100);
    expect(body.products).toHaveLength(100);
    expect(body.products.map((p) => p.position)).toEqual(
      Array.from({ length: 100 }, (_, i) => i + 1),
    );
    expect(body.source).toBe("keepa");
    expect(body.asOf).toBe(fakeAsOf.toISOString());
    expect(body.resultCount).toBe(2000);
    expect(body.summary.productCount).toBe(100);
    expect(body.method.sources.map((s) => s.key)).toContain("Kindlepreneur plugin");
    expect(body.method.royalty).toMatch(/royalty calculator/);
  });

  it("estimates each product with the BSR calculator's range and dates its age at the data's instant", async () => {
    // The first test's answer, read back from the cache: the dates survive JSON.
    const body = (await post(testApp, supreme, query)).json<Result>();
    const second = body.products[1];
    // product 2: a Kindle book at rank 1,000 for $3.99
    const calculator = estimateBsrSales({
      bsr: 1000,
      format: "ebook",
      listPrice: 3.99,
      fileSizeMb: 2,
    });
    expect(second?.salesRank).toBe(1000);
    expect(second?.estimate?.daily).toEqual(calculator.daily);
    expect(second?.estimate?.monthly).toEqual(calculator.monthly);
    expect(second?.estimate?.royalty?.monthly.typical).toBe(calculator.royalty?.monthly.typical);
    expect(second?.ageDays).toBe(70);
    expect(second?.publishedAt).toBe("2026-09-11");
  });

  it("summarises the niche: #1 and #10 by rank, young books in the top 10, a score with parts", async () => {
    const body = (await post(testApp, supreme, query)).json<Result>();
    expect(body.summary.toReach.first?.rank).toBe(500);
    expect(body.summary.toReach.tenth?.rank).toBe(5000);
    // products 1–10 are 50 to 230 days old
    expect(body.summary.youngInTop10).toEqual({ count: 10, known: 10 });
    expect(body.summary.independent.share).toBe(0.75);
    expect(body.summary.score.score).toEqual(expect.any(Number));
    expect(Object.keys(body.summary.score.parts).sort()).toEqual(
      ["demand", "dominance", "indie", "openness", "recency"].sort(),
    );
  });

  it("says why a product has no estimate instead of guessing", async () => {
    fake.source.products = [
      fakeProduct(1, { format: "audiobook" }),
      fakeProduct(2, { salesRank: null }),
      fakeProduct(3, { pages: null }),
    ];
    const body = (await post(testApp, supreme, { ...query, keyword: "odd books" })).json<Result>();
    fake.source.products = Array.from({ length: 120 }, (_, index) => fakeProduct(index + 1));
    expect(body.products.map((p) => p.estimateNote)).toEqual([
      "No published sales curve for this format",
      "The source gives no best-seller rank",
      null,
    ]);
    expect(body.products[2]?.estimate?.royalty).toBeNull();
  });

  it("answers a repeat within six hours from the cache, with the source's own asOf", async () => {
    const fresh = { ...query, keyword: "Cache Me" };
    const before = fake.source.searches.length;
    const first = (await post(testApp, supreme, fresh)).json<Result>();
    const again = (await post(testApp, supreme, { ...fresh, keyword: "cache me" })).json<Result>();
    expect(fake.source.searches.length).toBe(before + 1);
    expect(again.asOf).toBe(first.asOf);
    expect(again.products).toEqual(first.products);
    expect(again.keyword).toBe("cache me");
  });

  it("records each analysis as a use", async () => {
    const userId = await userIdOf(testApp.db, "promax-deep@example.test");
    expect((await post(testApp, proMax, query)).statusCode).toBe(200);
    const rows = await listToolUsageRows(testApp.db, userId);
    expect(rows.map((row) => row.toolId)).toEqual(["deep-view"]);
  });

  it("refuses visitors with 401 and plans without Deep View with 403 naming Pro Max", async () => {
    expect((await post(testApp, undefined, query)).statusCode).toBe(401);
    for (const token of [free, pro]) {
      const response = await post(testApp, token, query);
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorBody>().message).toMatch(/Pro Max/);
    }
  });

  it.each([
    ["keyword", { ...query, keyword: "   " }],
    ["keyword", { ...query, keyword: "x".repeat(201) }],
    ["keyword", { domain: "amazon.com" }],
    ["domain", { ...query, domain: "amazon.zz" }],
    ["department", { ...query, department: "music" }],
  ])("answers 400 naming %s", async (field, payload) => {
    const response = await post(testApp, supreme, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details?.map((d) => d.path)).toContain(field);
  });

  it.each([
    ["busy", 502, /busy or out of quota; try again in 30 seconds/],
    ["unavailable", 502, /not reachable/],
    ["not-configured", 502, /No product data source/],
  ] as const)(
    "a %s source answers RESEARCH_SOURCE_FAILED, never a 500",
    async (kind, status, message) => {
      fake.source.failure = new ResearchSourceFailure(
        "keepa",
        kind,
        "http://secret.test/ failed",
        30,
      );
      const response = await post(testApp, supreme, { ...query, keyword: `failing ${kind}` });
      fake.source.failure = null;
      expect(response.statusCode).toBe(status);
      const body = response.json<ErrorBody>();
      expect(body.code).toBe("RESEARCH_SOURCE_FAILED");
      expect(body.message).toMatch(message);
      expect(response.body).not.toContain("secret.test");
    },
  );
});
