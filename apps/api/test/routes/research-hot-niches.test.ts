import { HOT_NICHE_CANDIDATES, HOT_NICHES_MAX } from "@inkforge/domain/research/hot-niches";
import { DAY_MS } from "@inkforge/domain/time-units";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hotNicheRuns, hotNiches } from "../../src/db/schema";
import { computeHotNiches, weekOf } from "../../src/services/research/hot-niches";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { fakeAsOf, fakeMarket } from "../research-finder/fake-market";
import { buyOnce } from "../shop-helpers";
import type { ErrorBody } from "../tools-helpers";

const URL = "/api/v1/research/hot-niches";

type Part = { input: number | null; value: number | null; weight: number; points: number | null };
type Result = {
  run: {
    id: string;
    computedAt: string;
    source: string;
    sourceLabel: string;
    asOf: string;
    domain: string;
    candidates: number;
    scored: number;
  } | null;
  pending: boolean;
  niches: {
    rank: number;
    keyword: string;
    department: string;
    score: number;
    parts: { demand: Part; openness: Part; rising: Part };
    medianRank: number;
    dailyAtMedian: { low: number; typical: number; high: number } | null;
    deepViewHref: string;
  }[];
  method: { text: string; weights: Record<string, number>; risingWindowDays: number };
};

describe("weekOf", () => {
  it.each([
    ["2026-11-23T00:00:00Z", "2026-11-23"],
    ["2026-11-27T09:00:00Z", "2026-11-23"],
    ["2026-11-29T23:59:59Z", "2026-11-23"],
    ["2026-11-30T00:00:00Z", "2026-11-30"],
    ["2027-01-01T12:00:00Z", "2026-12-28"],
  ])("%s is in the week of %s", (instant, monday) => {
    expect(weekOf(new Date(instant))).toBe(monday);
  });
});

describe("GET /api/v1/research/hot-niches", () => {
  let testApp: TestApp;
  let market: ReturnType<typeof fakeMarket>;
  let clock = new Date("2026-11-27T09:00:00.000Z");
  let supreme: string;
  let nicheBuyer: string;
  let pro: string;
  let free: string;

  beforeAll(async () => {
    market = fakeMarket();
    testApp = await buildTestApp({ now: () => clock, research: market.research });
    supreme = await registerUser(testApp.app, "supreme-niches@example.test");
    nicheBuyer = await registerUser(testApp.app, "buyer-niches@example.test");
    pro = await registerUser(testApp.app, "pro-niches@example.test");
    free = await registerUser(testApp.app, "free-niches@example.test");
    await buyOnce(testApp.app, supreme, ["supreme-lifetime"]);
    await buyOnce(testApp.app, nicheBuyer, ["hot-niches-monthly"]);
    await buyOnce(testApp.app, pro, ["pro-lifetime"]);
  });
  afterAll(async () => {
    await testApp.close();
  });

  const get = (token?: string) =>
    testApp.app.inject({
      method: "GET",
      url: URL,
      headers: token ? bearer(token) : {},
      remoteAddress: nextAddress(),
    });

  it("answers 401 to a visitor and 403 naming where to buy it to users without the feature", async () => {
    expect((await get()).statusCode).toBe(401);
    for (const token of [free, pro]) {
      const response = await get(token);
      expect(response.statusCode).toBe(403);
      const body = response.json() as ErrorBody;
      expect(body.code).toBe("FORBIDDEN");
      expect(body.message).toContain("Supreme");
      expect(body.message).toContain("/hot-niches-sales");
    }
    // Refusals never start a run.
    expect(await testApp.db.select().from(hotNicheRuns)).toEqual([]);
  });

  it("fails clearly when the first run's source is down, stores nothing, and recovers", async () => {
    market.state.fail = true;
    const failed = await get(supreme);
    expect(failed.statusCode).toBe(502);
    expect((failed.json() as ErrorBody).code).toBe("RESEARCH_SOURCE_FAILED");
    expect(await testApp.db.select().from(hotNicheRuns)).toEqual([]);
    market.state.fail = false;
  });

  it("computes the first run on the first member's request: scored niches, computed-at, Deep View links", async () => {
    const response = await get(supreme);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toContain("no-store");
    const body = response.json() as Result;
    expect(body.pending).toBe(false);
    expect(body.run).toMatchObject({
      computedAt: clock.toISOString(),
      source: "keepa",
      sourceLabel: "Keepa",
      asOf: fakeAsOf.toISOString(),
      domain: "amazon.com",
      candidates: HOT_NICHE_CANDIDATES.length,
      scored: HOT_NICHE_CANDIDATES.length,
    });
    expect(body.niches).toHaveLength(HOT_NICHES_MAX);
    // The fake's candidates get worse in list order, and only the first 10 are rising.
    expect(body.niches.map((n) => n.keyword)).toEqual(
      HOT_NICHE_CANDIDATES.slice(0, HOT_NICHES_MAX).map((c) => c.keyword),
    );
    expect(body.niches.map((n) => n.rank)).toEqual(
      Array.from({ length: HOT_NICHES_MAX }, (_, i) => i + 1),
    );
    const scores = body.niches.map((n) => n.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);

    const best = body.niches[0]!;
    expect(best.parts.rising).toMatchObject({ input: 2, value: 0.75, weight: 25 });
    expect(body.niches[12]?.parts.rising).toMatchObject({ input: 1, value: 0.5 });
    const sum =
      (best.parts.demand.points ?? 0) +
      (best.parts.openness.points ?? 0) +
      (best.parts.rising.points ?? 0);
    expect(Math.abs(sum - best.score)).toBeLessThanOrEqual(1);
    expect(best.dailyAtMedian?.low).toBeLessThanOrEqual(best.dailyAtMedian?.typical ?? 0);
    expect(best.deepViewHref).toBe(
      `/titans-deep-view?keyword=${encodeURIComponent(best.keyword).replace(/%20/g, "+")}&domain=amazon.com&department=${best.department}`,
    );
    expect(body.method.weights).toEqual({ demand: 40, openness: 35, rising: 25 });
    expect(body.method.risingWindowDays).toBe(28);
  });

  it("serves the stored run to every member without searching again", async () => {
    const before = market.state.searches;
    const first = (await get(supreme)).json() as Result;
    const second = (await get(nicheBuyer)).json() as Result;
    expect(second.run?.id).toBe(first.run?.id);
    expect(market.state.searches).toBe(before);
  });

  it("stores one run per week however often or concurrently the job runs", async () => {
    const again = await computeHotNiches(testApp.db, market.research, clock);
    expect(again.created).toBe(false);
    expect(await testApp.db.select().from(hotNicheRuns)).toHaveLength(1);

    const nextWeek = new Date(clock.getTime() + 7 * DAY_MS);
    const outcomes = await Promise.all([
      computeHotNiches(testApp.db, market.research, nextWeek),
      computeHotNiches(testApp.db, market.research, nextWeek),
    ]);
    expect(outcomes.filter((o) => o.created)).toHaveLength(1);
    expect(outcomes[0]?.run.id).toBe(outcomes[1]?.run.id);
    expect(await testApp.db.select().from(hotNicheRuns)).toHaveLength(2);
    expect(await testApp.db.select().from(hotNiches)).toHaveLength(2 * HOT_NICHES_MAX);

    clock = nextWeek;
    const latest = (await get(supreme)).json() as Result;
    expect(latest.run?.computedAt).toBe(nextWeek.toISOString());
    expect(latest.run?.id).toBe(outcomes[0]?.run.id);
  });
});
