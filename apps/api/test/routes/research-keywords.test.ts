import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { researchCache, trackerEntries, trackerSnapshots } from "../../src/db/schema";
import {
  type ProductSource,
  type ResearchFailureKind,
  ResearchSourceFailure,
  type ResearchSources,
  type SuggestionSource,
} from "../../src/services/research/ports";
import { createSampleSources } from "../../src/services/research/sample/sample-sources";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { buyOnce, userIdOf } from "../shop-helpers";
import type { ErrorBody } from "../tools-helpers";

let clock = new Date("2026-11-27T09:30:00.000Z");
const START_OF_DAY = "2026-11-27T00:00:00.000Z";

/**
 * The sample market behind a switch: "sample" answers as the sample; "live" answers the same data
 * as if from Amazon and Keepa (so the cache applies) and counts the calls; a failure kind makes
 * that source throw as an adapter would.
 */
type Mode =
  | { kind: "sample" }
  | { kind: "live" }
  | { kind: "fail"; port: "suggestions" | "products"; failure: ResearchFailureKind };
let mode: Mode = { kind: "sample" };
const calls = { suggest: 0, search: 0 };
const sample = createSampleSources(() => clock);

const suggestions: SuggestionSource = {
  get id() {
    return mode.kind === "sample" ? "sample" : "amazon";
  },
  async suggest(query) {
    if (mode.kind === "fail" && mode.port === "suggestions") {
      throw new ResearchSourceFailure(
        "amazon",
        mode.failure,
        "stand-in failure",
        mode.failure === "busy" ? 30 : undefined,
      );
    }
    calls.suggest++;
    const answer = await sample.suggestions.suggest(query);
    return mode.kind === "sample" ? answer : { ...answer, source: "amazon" };
  },
};

const products: ProductSource = {
  get id() {
    return mode.kind === "sample" ? "sample" : "keepa";
  },
  getProducts: (query) => sample.products.getProducts(query),
  findCategories: (query) => sample.products.findCategories(query),
  async searchProducts(query) {
    if (mode.kind === "fail" && mode.port === "products") {
      throw new ResearchSourceFailure("keepa", mode.failure, "stand-in failure");
    }
    calls.search++;
    const answer = await sample.products.searchProducts(query);
    return mode.kind === "sample" ? answer : { ...answer, source: "keepa" };
  },
};

const research: ResearchSources = { suggestions, products, keywords: null };

type Quota = {
  limit: number | null;
  used: number;
  remaining: number | null;
  resetsAt: string | null;
  unit: string;
};
type SuggestionsBody = {
  source: string;
  asOf: string;
  seed: string;
  prefixCount: number;
  suggestions: {
    suggestion: string;
    prefixes: string[];
    demand: { score: number; parts: { early: number; position: number; breadth: number } };
    competition: { score: number | null; resultCount: number | null } | null;
    score: { demand: number; competition: number | null; combined: number | null };
  }[];
  tree: { prefix: string; kind: string; suggestions: string[] }[];
  competition: { source: string; asOf: string; measured: number } | null;
  notes: string[];
  formula: { demand: string; competition: string; combined: string };
  quota: Quota;
};

describe("research API: suggestions, reverse lookup, quota, recent searches", () => {
  let testApp: TestApp;
  let free: string;
  let pro: string;
  let ultra: string;
  let supreme: string;

  const send = (
    method: "GET" | "POST",
    url: string,
    token: string | undefined,
    payload?: unknown,
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      remoteAddress: nextAddress(),
    });
  const suggest = (token: string | undefined, payload: unknown) =>
    send("POST", "/api/v1/research/suggestions", token, payload);
  const lookup = (token: string | undefined, payload: unknown) =>
    send("POST", "/api/v1/research/reverse-lookup", token, payload);
  const gratitude = { seed: "gratitude journal", domain: "amazon.com", department: "books" };

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => clock, research });
    free = await registerUser(testApp.app, "free-research@example.test");
    pro = await registerUser(testApp.app, "pro-research@example.test");
    ultra = await registerUser(testApp.app, "ultra-research@example.test");
    supreme = await registerUser(testApp.app, "supreme-research@example.test");
    await buyOnce(testApp.app, pro, ["pro-lifetime"]);
    await buyOnce(testApp.app, ultra, ["ultra-lifetime"]);
    await buyOnce(testApp.app, supreme, ["supreme-lifetime"]);
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("expands a seed on the sample market: scored suggestions, competition, a tree, the formula", async () => {
    mode = { kind: "sample" };
    const response = await suggest(pro, { ...gratitude, seed: "  Gratitude   Journal " });
    expect(response.statusCode).toBe(200);
    const body = response.json<SuggestionsBody>();
    expect(body).toMatchObject({
      source: "sample",
      asOf: START_OF_DAY,
      seed: "gratitude journal",
      notes: [],
    });
    // seed, seed + a–z, a–z + seed, 6 question words
    expect(body.prefixCount).toBe(59);
    expect(body.tree.map((node) => node.prefix).slice(0, 2)).toEqual([
      "gratitude journal",
      "gratitude journal a",
    ]);
    expect(body.tree[0]?.suggestions[0]).toBe("gratitude journal for women");
    // The demand formula rewards long phrases surfacing early, so the seed's own phrase scores
    // high without necessarily being first.
    const top = body.suggestions.find((s) => s.suggestion === "gratitude journal for women");
    expect(body.suggestions.indexOf(top as SuggestionsBody["suggestions"][number])).toBeLessThan(
      10,
    );
    expect(top?.prefixes).toContain("gratitude journal");
    expect(top?.demand.score).toBeGreaterThan(50);
    const scores = body.suggestions.map((s) => s.demand.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    // The top 10 are measured against the sample's product search, the rest are demand only.
    const measured = body.suggestions.filter((s) => s.competition !== null);
    expect(measured).toHaveLength(10);
    for (const item of measured) {
      expect(item.score.combined).toBe(
        Math.round(Math.sqrt(item.score.demand * (100 - (item.score.competition ?? 0)))),
      );
      expect(item.competition?.resultCount).toBeGreaterThan(0);
    }
    expect(body.suggestions.slice(10).every((s) => s.score.combined === null)).toBe(true);
    expect(body.competition).toEqual({ source: "sample", asOf: START_OF_DAY, measured: 10 });
    expect(body.formula.demand).toContain("0.40 × position");
    expect(body.quota).toEqual({
      tool: "search-suggestions",
      limit: null,
      used: 1,
      remaining: null,
      resetsAt: null,
      unit: "searches per day",
    });
  });

  it("answers a Kindle expansion in the Kindle store's order", async () => {
    mode = { kind: "sample" };
    const response = await suggest(pro, {
      seed: "cozy",
      domain: "amazon.co.uk",
      department: "kindle",
    });
    expect(response.statusCode).toBe(200);
    const cozy = response.json<SuggestionsBody>().tree[0]?.suggestions ?? [];
    expect(cozy[0]).toBe("cozy mystery");
    expect(cozy.slice(0, 3).every((s) => s.includes("mystery"))).toBe(true);
  });

  it("caches a live source's answers in PostgreSQL: a repeat asks the source nothing and keeps asOf", async () => {
    mode = { kind: "live" };
    calls.suggest = 0;
    calls.search = 0;
    const first = await suggest(pro, { ...gratitude, seed: "password book" });
    expect(first.statusCode).toBe(200);
    const firstBody = first.json<SuggestionsBody>();
    expect(firstBody.source).toBe("amazon");
    expect(firstBody.competition?.source).toBe("keepa");
    expect(calls.suggest).toBe(firstBody.prefixCount);
    const measured = firstBody.competition?.measured ?? 0;
    expect(measured).toBe(Math.min(10, firstBody.suggestions.length));
    expect(calls.search).toBe(measured);

    clock = new Date("2026-11-27T15:00:00.000Z");
    const second = await suggest(pro, { ...gratitude, seed: "password book" });
    expect(second.statusCode).toBe(200);
    expect(calls.suggest).toBe(firstBody.prefixCount);
    expect(calls.search).toBe(measured);
    const secondBody = second.json<SuggestionsBody>();
    expect(secondBody.asOf).toBe(firstBody.asOf);
    expect(secondBody.suggestions).toEqual(firstBody.suggestions);

    // A day later the suggestions have expired (24 h) and are asked again.
    clock = new Date("2026-11-28T10:00:00.000Z");
    await suggest(pro, { ...gratitude, seed: "password book" });
    expect(calls.suggest).toBe(2 * firstBody.prefixCount);
    // Writing the new answers dropped the expired ones.
    const rows = await testApp.db.select().from(researchCache);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.expiresAt > clock)).toBe(true);
    expect(
      rows.every(
        (row) => row.key.startsWith("amazon|suggestions|") || row.key.startsWith("keepa|search|"),
      ),
    ).toBe(true);
    clock = new Date("2026-11-27T09:30:00.000Z");
  });

  it.each<[ResearchFailureKind, RegExp]>([
    ["busy", /busy.*30 seconds/],
    ["unavailable", /not reachable/],
    ["timeout", /did not answer in time/],
    ["malformed", /answered something/],
    ["refused", /refused/],
    ["not-configured", /configured/],
  ])(
    "turns a %s suggestion source into 502 RESEARCH_SOURCE_FAILED and charges nothing",
    async (failure, message) => {
      mode = { kind: "fail", port: "suggestions", failure };
      const before = (
        await send("GET", "/api/v1/research/quota?tool=search-suggestions", free)
      ).json<Quota>();
      const response = await suggest(free, { ...gratitude, seed: `failing ${failure}` });
      expect(response.statusCode).toBe(502);
      const body = response.json<ErrorBody>();
      expect(body.code).toBe("RESEARCH_SOURCE_FAILED");
      expect(body.message).toMatch(message);
      if (failure === "busy") expect(response.headers["retry-after"]).toBe("30");
      const after = (
        await send("GET", "/api/v1/research/quota?tool=search-suggestions", free)
      ).json<Quota>();
      expect(after.used).toBe(before.used);
    },
  );

  it("keeps the suggestions when only the product source fails, and says why competition is missing", async () => {
    mode = { kind: "fail", port: "products", failure: "unavailable" };
    const response = await suggest(pro, { ...gratitude, seed: "keto cookbook" });
    expect(response.statusCode).toBe(200);
    const body = response.json<SuggestionsBody>();
    expect(body.suggestions.length).toBeGreaterThan(5);
    expect(body.suggestions.every((s) => s.competition === null && s.score.combined === null)).toBe(
      true,
    );
    expect(body.competition).toBeNull();
    expect(body.notes).toEqual([
      expect.stringMatching(/^Competition is not shown: Keepa failed \(unavailable\)/),
    ]);
  });

  it("finds the keywords a sample ASIN ranks for, with positions and demand", async () => {
    mode = { kind: "sample" };
    const search = await sample.products.searchProducts({
      domain: "amazon.com",
      department: "books",
      keyword: "password log book",
      limit: 3,
    });
    const asin = search.data.products[0]?.asin ?? "";
    const response = await lookup(supreme, { asin: asin.toLowerCase(), domain: "amazon.com" });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      source: string;
      asOf: string;
      asin: string;
      keywords: {
        keyword: string;
        position: number;
        searchVolume: number | null;
        demand: { score: number } | null;
      }[];
      notes: string[];
      quota: Quota;
    }>();
    expect(body).toMatchObject({ source: "sample", asOf: START_OF_DAY, asin });
    expect(body.keywords.find((k) => k.keyword === "password log book")).toMatchObject({
      position: 1,
      searchVolume: null,
    });
    expect(
      body.keywords.find((k) => k.keyword === "password log book")?.demand?.score,
    ).toBeGreaterThan(0);
    const positions = body.keywords.map((k) => k.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(body.quota).toMatchObject({ tool: "reverse-product-lookup", limit: null });
  });

  it("answers from the user's own keyword trackers without a keyword-data source, never another user's", async () => {
    mode = { kind: "sample" };
    const track = async (
      email: string,
      keyword: string,
      snapshots: [string, number | null, string][],
    ) => {
      const [entry] = await testApp.db
        .insert(trackerEntries)
        .values({
          userId: await userIdOf(testApp.db, email),
          kind: "keyword",
          keyword,
          asin: "B0REALBOOK",
          domain: "amazon.com",
          department: "books",
          dedupeKey: `keyword|amazon.com|books|${keyword}|B0REALBOOK`,
          createdAt: clock,
        })
        .returning();
      for (const [day, position, source] of snapshots) {
        await testApp.db.insert(trackerSnapshots).values({
          entryId: entry?.id ?? "",
          day,
          takenAt: new Date(`${day}T06:00:00.000Z`),
          source,
          asOf: new Date(`${day}T05:00:00.000Z`),
          position,
        });
      }
    };
    await track("supreme-research@example.test", "vicarage cat mystery", [
      ["2026-11-25", 9, "keepa"],
      ["2026-11-26", 4, "keepa"],
    ]);
    await track("supreme-research@example.test", "dropped off keyword", [
      ["2026-11-25", 12, "keepa"],
      ["2026-11-26", null, "keepa"],
    ]);
    await track("pro-research@example.test", "someone else's secret", [["2026-11-26", 1, "keepa"]]);

    const response = await lookup(supreme, { asin: "B0REALBOOK", domain: "amazon.com" });
    expect(response.statusCode).toBe(200);
    const body = response.json<{
      source: string;
      asOf: string;
      keywords: { keyword: string; position: number }[];
      notes: string[];
    }>();
    expect(body.source).toBe("snapshots");
    expect(body.asOf).toBe("2026-11-26T05:00:00.000Z");
    expect(body.keywords.map((k) => [k.keyword, k.position])).toEqual([
      ["vicarage cat mystery", 4],
    ]);
    expect(body.notes[0]).toMatch(/your trackers.*DataForSEO/);
  });

  it("answers an ASIN the source does not know with no keywords, still labelled", async () => {
    mode = { kind: "sample" };
    const response = await lookup(supreme, { asin: "B000000000", domain: "amazon.de" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ source: "sample", keywords: [] });
  });

  it("counts Free's searches: 10 a UTC day, then 429 with Retry-After until midnight; Pro has no limit", async () => {
    mode = { kind: "sample" };
    clock = new Date("2026-11-29T22:00:00.000Z");
    for (let run = 0; run < 10; run++) {
      const response = await suggest(free, { ...gratitude, seed: `sudoku ${run}` });
      expect(response.statusCode).toBe(200);
      expect(response.json<SuggestionsBody>().quota).toMatchObject({
        limit: 10,
        used: run + 1,
        remaining: 9 - run,
        resetsAt: "2026-11-30T00:00:00.000Z",
      });
    }
    const refused = await suggest(free, { ...gratitude, seed: "sudoku" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().code).toBe("RATE_LIMITED");
    expect(refused.json<ErrorBody>().message).toMatch(
      /today's 10 searches of Search Suggestions.*midnight UTC.*Pro/,
    );
    expect(refused.headers["retry-after"]).toBe(String(2 * 60 * 60));
    const quota = await send("GET", "/api/v1/research/quota?tool=search-suggestions", free);
    expect(quota.json<Quota>()).toEqual({
      tool: "search-suggestions",
      limit: 10,
      used: 10,
      remaining: 0,
      resetsAt: "2026-11-30T00:00:00.000Z",
      unit: "searches per day",
    });
    for (let run = 0; run < 11; run++) {
      expect((await suggest(pro, { ...gratitude, seed: `sudoku ${run}` })).statusCode).toBe(200);
    }
    clock = new Date("2026-11-30T00:00:01.000Z");
    expect((await suggest(free, { ...gratitude, seed: "sudoku" })).statusCode).toBe(200);
    clock = new Date("2026-11-27T09:30:00.000Z");
  });

  it("gives reverse lookup by plan: Pro lacks it (403), Ultra has 10 a day, Supreme no limit", async () => {
    mode = { kind: "sample" };
    const refused = await lookup(pro, { asin: "B000000000", domain: "amazon.com" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ErrorBody>().message).toMatch(
      /Reverse Product Lookup is part of the Ultra plan/,
    );
    expect(
      (await send("GET", "/api/v1/research/quota?tool=reverse-product-lookup", pro)).json<Quota>(),
    ).toMatchObject({ limit: 0, remaining: 0, resetsAt: null });
    clock = new Date("2026-12-01T12:00:00.000Z");
    for (let run = 0; run < 10; run++) {
      expect((await lookup(ultra, { asin: "B000000000", domain: "amazon.com" })).statusCode).toBe(
        200,
      );
    }
    const limited = await lookup(ultra, { asin: "B000000000", domain: "amazon.com" });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe(String(12 * 60 * 60));
    expect((await lookup(supreme, { asin: "B000000000", domain: "amazon.com" })).statusCode).toBe(
      200,
    );
    clock = new Date("2026-11-27T09:30:00.000Z");
  });

  it("lists a user's own recent searches, distinct and newest first, never another user's", async () => {
    mode = { kind: "sample" };
    const own = await registerUser(testApp.app, "recent-own@example.test");
    const other = await registerUser(testApp.app, "recent-other@example.test");
    await buyOnce(testApp.app, own, ["pro-lifetime"]);
    await buyOnce(testApp.app, other, ["pro-lifetime"]);
    clock = new Date("2026-11-27T10:00:00.000Z");
    await suggest(own, { ...gratitude, seed: "dot grid notebook" });
    clock = new Date("2026-11-27T10:05:00.000Z");
    await suggest(own, { ...gratitude, seed: "cozy mystery", department: "kindle" });
    clock = new Date("2026-11-27T10:10:00.000Z");
    await suggest(own, { ...gratitude, seed: "dot grid notebook" });
    await suggest(other, { ...gratitude, seed: "secret niche" });
    clock = new Date("2026-11-27T09:30:00.000Z");

    const mine = await send("GET", "/api/v1/research/recent?tool=search-suggestions", own);
    expect(mine.statusCode).toBe(200);
    const searches = mine.json<{
      searches: { tool: string; query: Record<string, string>; at: string }[];
    }>().searches;
    expect(searches.map((s) => [s.query.seed, s.query.department, s.at])).toEqual([
      ["dot grid notebook", "books", "2026-11-27T10:10:00.000Z"],
      ["cozy mystery", "kindle", "2026-11-27T10:05:00.000Z"],
    ]);
    expect(JSON.stringify(searches)).not.toContain("secret niche");
    const lookups = await send("GET", "/api/v1/research/recent?tool=reverse-product-lookup", own);
    expect(lookups.json()).toEqual({ searches: [] });
  });

  it.each([
    ["POST", "/api/v1/research/suggestions", gratitude],
    ["POST", "/api/v1/research/reverse-lookup", { asin: "B000000000", domain: "amazon.com" }],
    ["GET", "/api/v1/research/quota?tool=search-suggestions", undefined],
    ["GET", "/api/v1/research/recent?tool=search-suggestions", undefined],
  ] as const)("needs sign-in: %s %s answers 401", async (method, url, payload) => {
    const response = await send(method, url, undefined, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>().code).toBe("UNAUTHENTICATED");
  });

  it.each<[string, string, unknown, string]>([
    [
      "a missing seed",
      "/api/v1/research/suggestions",
      { domain: "amazon.com", department: "books" },
      "seed",
    ],
    ["a blank seed", "/api/v1/research/suggestions", { ...gratitude, seed: "   " }, "seed"],
    [
      "a seed over 100 characters",
      "/api/v1/research/suggestions",
      { ...gratitude, seed: "a".repeat(101) },
      "seed",
    ],
    [
      "an unknown store",
      "/api/v1/research/suggestions",
      { ...gratitude, domain: "amazon.xx" },
      "domain",
    ],
    [
      "a department that is not books or kindle",
      "/api/v1/research/suggestions",
      { ...gratitude, department: "all" },
      "department",
    ],
    [
      "an ASIN that is not 10 characters",
      "/api/v1/research/reverse-lookup",
      { asin: "B0123", domain: "amazon.com" },
      "asin",
    ],
    ["a missing domain", "/api/v1/research/reverse-lookup", { asin: "B000000000" }, "domain"],
  ])("refuses %s with 400 naming the field", async (_label, url, payload, field) => {
    const response = await send("POST", url, pro, payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body.code).toBe("VALIDATION_FAILED");
    expect(body.details?.map((detail) => detail.path)).toEqual([field]);
  });

  it("refuses an unknown tool in the quota and recent queries with 400 naming tool", async () => {
    for (const url of ["/api/v1/research/quota?tool=deep-view", "/api/v1/research/recent"]) {
      const response = await send("GET", url, pro);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorBody>().details?.map((d) => d.path)).toEqual(["tool"]);
    }
  });

  it("is in the OpenAPI document", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/docs/json" });
    const paths = response.json<{
      paths: Record<string, Record<string, { operationId?: string }>>;
    }>().paths;
    expect(paths["/api/v1/research/suggestions"]?.post?.operationId).toBe(
      "researchSearchSuggestions",
    );
    expect(paths["/api/v1/research/reverse-lookup"]?.post?.operationId).toBe(
      "researchReverseLookup",
    );
    expect(paths["/api/v1/research/quota"]?.get?.operationId).toBe("researchQuota");
    expect(paths["/api/v1/research/recent"]?.get?.operationId).toBe("researchRecentSearches");
  });
});
