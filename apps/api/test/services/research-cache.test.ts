import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { researchCache } from "../../src/db/schema";
import { ResearchSourceFailure, type Sourced } from "../../src/services/research/ports";
import {
  cachedMany,
  mapConcurrently,
  RESEARCH_CACHE_TTL_MS,
  researchCacheKey,
} from "../../src/services/research/research-cache";
import { buildTestApp, type TestApp } from "../helper";

const now = new Date("2026-11-27T12:00:00.000Z");
const observed = new Date("2026-11-27T11:00:00.000Z");

describe("the research cache", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => now });
  });

  afterAll(async () => {
    await testApp.close();
  });

  const ask = (
    questions: string[],
    fetch: (q: string) => Promise<Sourced<string[]>>,
    options: { at?: Date; source?: "amazon" | "sample" } = {},
  ) =>
    cachedMany(
      { db: testApp.db, now: options.at ?? now },
      {
        source: options.source ?? "amazon",
        kind: "suggestions",
        questions,
        keyOf: (q) =>
          researchCacheKey(options.source ?? "amazon", "suggestions", ["amazon.com", "books", q]),
        fetch,
        concurrency: 3,
      },
    );

  it("asks the source once per distinct question, answers in question order and keeps asOf", async () => {
    const asked: string[] = [];
    const fetch = async (q: string): Promise<Sourced<string[]>> => {
      asked.push(q);
      return { source: "amazon", asOf: observed, data: [`${q} one`, `${q} two`] };
    };
    const first = await ask(["cat", "dog", "cat"], fetch);
    expect(asked.sort()).toEqual(["cat", "dog"]);
    expect(first.map((a) => a.data[0])).toEqual(["cat one", "dog one", "cat one"]);

    const later = new Date(now.getTime() + 60 * 60 * 1000);
    const again = await ask(["dog", "cat", "owl"], fetch, { at: later });
    expect(asked.sort()).toEqual(["cat", "dog", "owl"]);
    expect(again.map((a) => a.data[0])).toEqual(["dog one", "cat one", "owl one"]);
    expect(
      again.every((a) => a.asOf.getTime() === observed.getTime() && a.source === "amazon"),
    ).toBe(true);

    const [row] = await testApp.db.select().from(researchCache).limit(1);
    expect(row?.expiresAt.getTime()).toBeGreaterThanOrEqual(
      now.getTime() + RESEARCH_CACHE_TTL_MS.suggestions,
    );
  });

  it("asks again once an answer expired", async () => {
    let calls = 0;
    const fetch = async (q: string): Promise<Sourced<string[]>> => {
      calls++;
      return { source: "amazon", asOf: now, data: [q] };
    };
    await ask(["expiring"], fetch);
    await ask(["expiring"], fetch, {
      at: new Date(now.getTime() + RESEARCH_CACHE_TTL_MS.suggestions - 1000),
    });
    expect(calls).toBe(1);
    await ask(["expiring"], fetch, {
      at: new Date(now.getTime() + RESEARCH_CACHE_TTL_MS.suggestions + 1000),
    });
    expect(calls).toBe(2);
  });

  it("caches nothing from a failing source and rethrows its failure", async () => {
    const failing = async (q: string): Promise<Sourced<string[]>> => {
      if (q === "bad") throw new ResearchSourceFailure("amazon", "busy", "429", 20);
      return { source: "amazon", asOf: now, data: [q] };
    };
    await expect(ask(["fine-1", "bad", "fine-2"], failing)).rejects.toMatchObject({
      kind: "busy",
      retryAfterSeconds: 20,
    });
    const keys = (await testApp.db.select().from(researchCache)).map((r) => r.key);
    expect(keys.some((k) => k.endsWith("|bad"))).toBe(false);
  });

  it("never stores the sample's answers: they are computed, not fetched", async () => {
    let calls = 0;
    const fetch = async (q: string): Promise<Sourced<string[]>> => {
      calls++;
      return { source: "sample", asOf: now, data: [q] };
    };
    await ask(["sampled"], fetch, { source: "sample" });
    await ask(["sampled"], fetch, { source: "sample" });
    expect(calls).toBe(2);
    const keys = (await testApp.db.select().from(researchCache)).map((r) => r.key);
    expect(keys.some((k) => k.startsWith("sample|"))).toBe(false);
  });

  it("runs at most `limit` tasks at once, in order of the items", async () => {
    let running = 0;
    let peak = 0;
    const results = await mapConcurrently([...Array(20).keys()], 6, async (n) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 2 + (n % 3)));
      running--;
      return n * 2;
    });
    expect(peak).toBe(6);
    expect(results).toEqual([...Array(20).keys()].map((n) => n * 2));
  });
});
