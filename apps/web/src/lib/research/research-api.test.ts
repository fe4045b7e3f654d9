// @vitest-environment node
import {
  recentSearchesResponseSchema,
  reverseLookupResponseSchema,
  suggestionsResponseSchema,
} from "@inkforge/domain/research/api-contract";
import { rankSuggestions } from "@inkforge/domain/research/demand-signal";
import { describe, expect, it } from "vitest";
import { readLookup, readQuota, readRecent, readSuggestions } from "@/lib/research/research-api";

const quota = {
  tool: "search-suggestions",
  limit: 50,
  used: 38,
  remaining: 12,
  resetsAt: "2026-11-28T00:00:00.000Z",
  unit: "searches per day",
} as const;

const ranked = rankSuggestions([
  { prefix: "cozy mystery", suggestions: ["cozy mystery books", "cozy mystery series"] },
  { prefix: "cozy mystery b", suggestions: ["cozy mystery books"] },
]);

// Built through the domain's own contract, so a change there shows up here.
const suggestionsBody = suggestionsResponseSchema.parse({
  source: "sample",
  asOf: "2026-11-27T06:00:00.000Z",
  seed: "cozy mystery",
  domain: "amazon.com",
  department: "books",
  prefixCount: 59,
  suggestions: ranked.map((signal, index) => ({
    suggestion: signal.suggestion,
    prefixes: signal.prefixes,
    demand: {
      suggestion: signal.suggestion,
      score: signal.score,
      shortestPrefixLength: signal.shortestPrefixLength,
      bestPosition: signal.bestPosition,
      breadth: signal.breadth,
      parts: signal.parts,
    },
    competition:
      index === 0
        ? {
            score: 40,
            medianReviews: 120,
            medianSalesRank: 30_000,
            resultCount: 2_000,
            parts: { reviews: 69, ranks: 25, results: 66 },
          }
        : null,
    score:
      index === 0
        ? { demand: signal.score, competition: 40, combined: 60 }
        : { demand: signal.score, competition: null, combined: null },
  })),
  tree: [{ prefix: "cozy mystery", kind: "seed", suggestions: ["cozy mystery books"] }],
  competition: { source: "keepa", asOf: "2026-11-27T05:00:00.000Z", measured: 1 },
  notes: ["Competition was measured for the top 1 suggestion."],
  formula: { demand: "d", competition: "c", combined: "s" },
  quota,
});

describe("research API readers", () => {
  it("reads the suggestions contract into table rows", () => {
    const answer = readSuggestions(suggestionsBody);
    expect(answer.source).toBe("sample");
    expect(answer.asOf).toBe("2026-11-27T06:00:00.000Z");
    expect(answer.rows[0]).toEqual({
      keyword: "cozy mystery books",
      demand: ranked[0]?.score,
      parts: ranked[0]?.parts,
      competition: 40,
      combined: 60,
      prefixes: ["cozy mystery", "cozy mystery b"],
    });
    expect(answer.rows[1]).toMatchObject({ competition: null, combined: null });
    expect(answer.competition).toEqual({
      source: "keepa",
      asOf: "2026-11-27T05:00:00.000Z",
      measured: 1,
    });
    expect(answer.notes).toEqual(["Competition was measured for the top 1 suggestion."]);
    expect(answer.quota).toEqual({
      limit: 50,
      remaining: 12,
      resetsAt: "2026-11-28T00:00:00.000Z",
      unit: "searches per day",
    });
  });

  it("reads the reverse lookup contract", () => {
    const body = reverseLookupResponseSchema.parse({
      source: "sample",
      asOf: "2026-11-27T06:00:00.000Z",
      asin: "B0C1234567",
      domain: "amazon.com",
      keywords: [
        { keyword: "cozy mystery", position: 3, searchVolume: null, demand: null },
        {
          keyword: "cozy mystery books",
          position: 7,
          searchVolume: 1200,
          demand: { ...ranked[0], prefixes: undefined },
        },
      ],
      notes: [],
      quota: { ...quota, tool: "reverse-product-lookup", unit: "lookups per day" },
    });
    expect(readLookup(body).rows).toEqual([
      { keyword: "cozy mystery", position: 3, demand: null, searchVolume: null },
      { keyword: "cozy mystery books", position: 7, demand: ranked[0]?.score, searchVolume: 1200 },
    ]);
  });

  it("reads recent searches and an unlimited quota", () => {
    const body = recentSearchesResponseSchema.parse({
      searches: [
        {
          id: "1",
          tool: "search-suggestions",
          query: { seed: "litrpg", domain: "amazon.com", department: "kindle" },
          at: "2026-11-27T06:00:00.000Z",
        },
      ],
    });
    expect(readRecent(body)).toEqual([
      {
        id: "1",
        tool: "search-suggestions",
        query: { seed: "litrpg", domain: "amazon.com", department: "kindle" },
        at: "2026-11-27T06:00:00.000Z",
      },
    ]);
    expect(readQuota({ ...quota, limit: null, remaining: null, resetsAt: null })).toMatchObject({
      limit: null,
      remaining: null,
      resetsAt: null,
    });
  });

  it.each([
    [null],
    [{ asOf: "2026-11-27T06:00:00.000Z", suggestions: [] }],
    [{ source: "sample", asOf: "2026-11-27T06:00:00.000Z" }],
  ])("refuses a body without its source or results: %j", (body) => {
    expect(() => readSuggestions(body)).toThrow(/research service answered without/);
  });
});
