import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RetryPolicy } from "../../../src/services/research/adapters/http";
import { createKeepaProductSource } from "../../../src/services/research/adapters/keepa";
import { KeepaTokenBudget } from "../../../src/services/research/adapters/keepa-token-budget";
import type { ProductSource } from "../../../src/services/research/ports";
import {
  type KeepaStandIn,
  keepaFixtureProduct,
  startKeepaStandIn,
} from "../../stand-ins/research";
import { expectFailure, virtualTiming } from "./helpers";

const retry: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 200,
  maxDelayMs: 1000,
  maxRetryAfterMs: 5000,
};
const KEY = "keepa-test-key-1";

describe("the Keepa adapter", () => {
  let standIn: KeepaStandIn;
  let virtual: ReturnType<typeof virtualTiming>;
  let make: (options?: {
    maxWaitMs?: number;
    timeoutMs?: number;
    apiKey?: string;
  }) => ProductSource;
  let keepa: ProductSource;

  beforeEach(async () => {
    virtual = virtualTiming();
    standIn = await startKeepaStandIn({ clock: () => virtual.clock.ms });
    make = (options = {}) =>
      createKeepaProductSource({
        apiKey: options.apiKey ?? KEY,
        apiUrl: standIn.origin,
        timeoutMs: options.timeoutMs ?? 5000,
        maxWaitMs: options.maxWaitMs ?? 120_000,
        retry,
        timing: virtual.timing,
      });
    keepa = make();
  });
  afterEach(() => standIn.close());

  const sentParams = (index: number) =>
    Object.fromEntries(new URL(standIn.requests[index]!.url, standIn.origin).searchParams);

  it("reads /product into records, with history converted from Keepa time", async () => {
    const answer = await keepa.getProducts({
      domain: "amazon.com",
      asins: ["b0testaaa1", "B0TESTAAA2", "B0UNKNOWN9"],
      withHistory: true,
    });
    expect(answer.source).toBe("keepa");
    expect(answer.asOf).toEqual(new Date("2026-11-27T10:00:00Z"));
    expect(sentParams(0)).toMatchObject({
      key: KEY,
      domain: "1",
      asin: "B0TESTAAA1,B0TESTAAA2,B0UNKNOWN9",
      history: "1",
      rating: "1",
    });
    const [paperback, kindle, ...rest] = answer.data;
    expect(rest).toEqual([]);
    expect(paperback).toMatchObject({
      asin: "B0TESTAAA1",
      domain: "amazon.com",
      title: "Dog Training Journal B0TESTAAA1",
      authors: ["Jane Doe", "John Roe"],
      format: "paperback",
      binding: "Paperback",
      publisher: "Independently published",
      independent: true,
      pages: 120,
      publishedAt: new Date("2025-03-14T00:00:00Z"),
      price: 9.99,
      currency: "USD",
      salesRank: 48_210,
      salesRankCategory: "Books",
      rating: 4.5,
      reviewCount: 131,
      categoryIds: ["11232", "4"],
    });
    expect(paperback!.history!.salesRank).toEqual([
      { at: new Date("2026-01-01T00:00:00Z"), value: 52_000 },
      { at: new Date("2026-01-02T00:00:00Z"), value: null },
      { at: new Date("2026-01-03T00:00:00Z"), value: 48_210 },
    ]);
    expect(paperback!.history!.price).toEqual([
      { at: new Date("2026-01-01T00:00:00Z"), value: 12.99 },
      { at: new Date("2026-01-02T00:00:00Z"), value: 9.99 },
    ]);
    expect(paperback!.history!.rating.map((p) => p.value)).toEqual([4.4, 4.5]);
    expect(paperback!.history!.reviewCount.map((p) => p.value)).toEqual([120, 131]);
    expect(kindle).toMatchObject({
      format: "kindle",
      salesRankCategory: "Kindle Store",
      independent: false,
      pages: null,
      publishedAt: new Date("2023-11-01T00:00:00Z"),
    });
  });

  it("asks for no history unless told, reading current values from stats", async () => {
    const { data } = await keepa.getProducts({ domain: "amazon.com", asins: ["B0TESTAAA1"] });
    expect(sentParams(0)).toMatchObject({ history: "0", stats: "1" });
    expect(data[0]).toMatchObject({
      price: 9.99,
      salesRank: 48_210,
      rating: 4.5,
      reviewCount: 131,
    });
    expect(data[0]!.history).toBeUndefined();
  });

  it("prices in the store's currency: whole yen in Japan", async () => {
    standIn.products.B0TESTAAA1 = keepaFixtureProduct("B0TESTAAA1", {
      csv: [[7_889_760, 1480]],
    });
    const { data } = await keepa.getProducts({ domain: "amazon.co.jp", asins: ["B0TESTAAA1"] });
    expect(sentParams(0).domain).toBe("5");
    expect(data[0]).toMatchObject({ price: 1480, currency: "JPY" });
  });

  it("sends up to 100 ASINs per call", async () => {
    standIn.tokens.left = 1000;
    const asins = Array.from({ length: 150 }, (_, i) => `B0X${String(i).padStart(7, "0")}`);
    await keepa.getProducts({ domain: "amazon.com", asins });
    expect(standIn.requests.map((_, i) => sentParams(i).asin!.split(",").length)).toEqual([
      100, 50,
    ]);
  });

  it("answers not-configured for a store Keepa does not cover", async () => {
    await expectFailure(keepa.getProducts({ domain: "amazon.se", asins: ["B0TESTAAA1"] }), {
      source: "keepa",
      kind: "not-configured",
    });
    expect(standIn.requests).toHaveLength(0);
  });

  it("searches a keyword, keeping the department's formats", async () => {
    const books = await keepa.searchProducts({
      domain: "amazon.com",
      department: "books",
      keyword: "dog training",
      limit: 20,
    });
    expect(sentParams(0)).toMatchObject({ type: "product", term: "dog training", page: "0" });
    expect(books.data.resultCount).toBe(2);
    expect(books.data.products.map((p) => p.asin)).toEqual(["B0TESTAAA1"]);
    const kindle = await keepa.searchProducts({
      domain: "amazon.com",
      department: "kindle",
      keyword: "dog training",
      limit: 20,
    });
    expect(kindle.data.products.map((p) => p.asin)).toEqual(["B0TESTAAA2"]);
  });

  it("reads a category's best sellers, best rank first, with the category's path", async () => {
    const answer = await keepa.searchProducts({
      domain: "amazon.com",
      department: "books",
      keyword: "",
      categoryId: "11232",
      limit: 100,
    });
    expect(standIn.requests.map((r) => new URL(r.url, standIn.origin).pathname)).toEqual([
      "/bestsellers",
      "/product",
      "/category",
    ]);
    expect(sentParams(0)).toMatchObject({ domain: "1", category: "11232" });
    expect(answer.data.category).toEqual({
      name: "Dog Training",
      path: ["Books", "Children's Books", "Dog Training"],
    });
    const ranks = answer.data.products.map((p) => p.salesRank ?? Number.POSITIVE_INFINITY);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(answer.data.products.length).toBeGreaterThan(0);
    expect(answer.data.products.map((p) => p.asin)).not.toContain("B0NOTKNOWN");

    const unknown = await keepa.searchProducts({
      domain: "amazon.com",
      department: "books",
      keyword: "",
      categoryId: "999",
      limit: 100,
    });
    expect(unknown.data.products).toEqual([]);
  });

  it("finds categories by words and by ASIN, with their path from the root", async () => {
    const byWords = await keepa.findCategories({ domain: "amazon.com", words: "dog training" });
    expect(sentParams(0)).toMatchObject({ type: "category", term: "dog training" });
    expect(byWords.data).toEqual([
      {
        id: "11232",
        domain: "amazon.com",
        name: "Dog Training",
        path: ["Books", "Children's Books", "Dog Training"],
        parentId: "4",
        topRanks: { first: 410, tenth: null },
      },
    ]);
    const byAsin = await keepa.findCategories({ domain: "amazon.com", asin: "B0TESTAAA1" });
    expect(byAsin.data.map((c) => c.name)).toEqual(["Dog Training", "Children's Books"]);
    expect((await keepa.findCategories({ domain: "amazon.com", words: "knitting" })).data).toEqual(
      [],
    );
  });

  describe("its token budget", () => {
    it("queues a call until the refill covers it, then succeeds without a 429", async () => {
      standIn.tokens.left = 3;
      await keepa.getProducts({
        domain: "amazon.com",
        asins: ["B0TESTAAA1", "B0TESTAAA2", "B0TESTAAA3"],
      });
      const { data } = await keepa.getProducts({ domain: "amazon.com", asins: ["B0TESTAAA1"] });
      expect(data).toHaveLength(1);
      expect(virtual.clock.slept).toEqual([60_000]);
      expect(standIn.requests).toHaveLength(2);
    });

    it("lets a burst of calls queue in order and all succeed", async () => {
      standIn.tokens = { left: 20, refillRate: 20 };
      const asins = Array.from({ length: 10 }, (_, i) => `B0Y${String(i).padStart(7, "0")}`);
      const calls = Array.from({ length: 5 }, () =>
        keepa.getProducts({ domain: "amazon.com", asins }),
      );
      const answers = await Promise.all(calls);
      expect(answers.every((answer) => answer.source === "keepa")).toBe(true);
      expect(standIn.requests).toHaveLength(5);
      // 10 tokens a call: the first two fit the balance, each minute's 20 tokens two more; no 429.
      expect(virtual.clock.slept).toEqual([60_000, 60_000]);
    });

    it("fails as busy, saying when, when the refill is beyond its max wait", async () => {
      keepa = make({ maxWaitMs: 10_000 });
      standIn.tokens.left = 1;
      await keepa.getProducts({ domain: "amazon.com", asins: ["B0TESTAAA1"] });
      await expectFailure(keepa.getProducts({ domain: "amazon.com", asins: ["B0TESTAAA1"] }), {
        source: "keepa",
        kind: "busy",
        retryAfterSeconds: 60,
      });
      expect(standIn.requests).toHaveLength(1);
    });

    it("takes Keepa's 429 (out of tokens) as its balance and queues for the refill", async () => {
      standIn.tokens.left = 0;
      const { data } = await keepa.getProducts({ domain: "amazon.com", asins: ["B0TESTAAA1"] });
      expect(data).toHaveLength(1);
      expect(standIn.requests).toHaveLength(2);
      expect(virtual.clock.slept).toEqual([60_000]);
    });

    it("gives up as busy when Keepa keeps answering 429", async () => {
      standIn.tokens = { left: 0, refillRate: 0 };
      await expectFailure(keepa.getProducts({ domain: "amazon.com", asins: ["B0TESTAAA1"] }), {
        source: "keepa",
        kind: "busy",
      });
      expect(standIn.requests).toHaveLength(1);
    });
  });

  it("retries an ordinary 429 with Retry-After, then answers", async () => {
    standIn.script = [{ kind: "status", status: 429, retryAfter: "1" }];
    const { data } = await keepa.getProducts({ domain: "amazon.com", asins: ["B0TESTAAA1"] });
    expect(data).toHaveLength(1);
    expect(virtual.clock.slept).toEqual([1000]);
  });

  it("retries 5xx, then answers unavailable", async () => {
    standIn.behaviour = { kind: "status", status: 502 };
    await expectFailure(keepa.getProducts({ domain: "amazon.com", asins: ["B0TESTAAA1"] }), {
      source: "keepa",
      kind: "unavailable",
    });
    expect(standIn.requests).toHaveLength(3);
  });

  it("times out a hanging answer", async () => {
    standIn.behaviour = { kind: "hang" };
    await expectFailure(
      make({ timeoutMs: 80 }).getProducts({ domain: "amazon.com", asins: ["B0TESTAAA1"] }),
      { source: "keepa", kind: "timeout" },
    );
  });

  it("answers refused for a wrong key, without retrying", async () => {
    await expectFailure(
      make({ apiKey: "wrong-key-000" }).getProducts({
        domain: "amazon.com",
        asins: ["B0TESTAAA1"],
      }),
      { source: "keepa", kind: "refused" },
    );
    expect(standIn.requests).toHaveLength(1);
  });

  it.each([
    ["not JSON", { kind: "not-json" } as const],
    ["an HTML page", { kind: "html", body: "<html><body>Gateway</body></html>" } as const],
    ["products that are not a list", { kind: "wrong-shape" } as const],
  ])("answers malformed for %s", async (_name, behaviour) => {
    standIn.behaviour = behaviour;
    await expectFailure(keepa.getProducts({ domain: "amazon.com", asins: ["B0TESTAAA1"] }), {
      source: "keepa",
      kind: "malformed",
    });
  });
});

describe("KeepaTokenBudget", () => {
  it.each([
    // left, refill in, rate, cost → wait
    [50, 30_000, 20, 10, 0],
    [5, 30_000, 20, 10, 30_000],
    [-30, 30_000, 20, 10, 90_000],
    [0, 10_000, 20, 5000, 10_000 + 59 * 60_000],
  ])(
    "%i left, refill in %i ms at %i/min, cost %i → wait %i ms",
    (left, refillIn, rate, cost, wait) => {
      const { timing } = virtualTiming();
      const budget = new KeepaTokenBudget(60_000, timing);
      budget.observe({ tokensLeft: left, refillInMs: refillIn, refillRate: rate });
      expect(budget.waitFor(cost)).toBe(wait);
    },
  );

  it("adds the refills that came since the last answer, up to an hour's worth", () => {
    const { clock, timing } = virtualTiming();
    const budget = new KeepaTokenBudget(60_000, timing);
    expect(budget.estimate()).toBeNull();
    budget.observe({ tokensLeft: 0, refillInMs: 1000, refillRate: 5 });
    clock.ms += 1000 + 2 * 60_000;
    expect(budget.estimate()).toBe(15);
    clock.ms += 24 * 3_600_000;
    expect(budget.estimate()).toBe(300);
  });
});
