import { describe, expect, it } from "vitest";
import { combineKeywordScore, rankSuggestions, scoreDemandSignal } from "./demand-signal";

const at = (prefix: string, position: number) => ({ prefix, position });

describe("scoreDemandSignal", () => {
  it.each([
    // suggestion, sightings, score, parts (early, position, breadth)
    ["dog training collar", [at("dog training", 0)], 60, [37, 100, 29]],
    ["dog training collar", [at("dog training", 9)], 24, [37, 10, 29]],
    ["dog training", [at("dog training", 0)], 47, [0, 100, 29]],
    [
      "dog",
      Array.from({ length: 10 }, (_, i) => at("d".padEnd(i + 1, "o"), 0)),
      88,
      [67, 100, 100],
    ],
  ])("%s → %i", (suggestion, sightings, score, [early, position, breadth]) => {
    const signal = scoreDemandSignal({ suggestion, sightings });
    expect(signal.score).toBe(score);
    expect(signal.parts).toEqual({ early, position, breadth });
  });

  it("reads the shortest prefix, the best position and the distinct prefixes", () => {
    const signal = scoreDemandSignal({
      suggestion: "Coloring Book for Adults",
      sightings: [at("coloring book", 4), at("coloring book a", 1), at("Coloring  Book ", 6)],
    });
    expect(signal).toMatchObject({
      suggestion: "coloring book for adults",
      shortestPrefixLength: 13,
      bestPosition: 1,
      breadth: 2,
    });
  });

  it("uses the given prefix length over the prefix's own length", () => {
    const signal = scoreDemandSignal({
      suggestion: "abcdefghij",
      sightings: [{ prefix: "abcdefghij", prefixLength: 5, position: 0 }],
    });
    expect(signal.shortestPrefixLength).toBe(5);
    expect(signal.parts.early).toBe(50);
  });

  it("rises with an earlier prefix, a better position and more prefixes", () => {
    const base = scoreDemandSignal({
      suggestion: "cat toys for kittens",
      sightings: [at("cat toys", 3)],
    });
    const earlier = scoreDemandSignal({
      suggestion: "cat toys for kittens",
      sightings: [at("cat", 3)],
    });
    const higher = scoreDemandSignal({
      suggestion: "cat toys for kittens",
      sightings: [at("cat toys", 0)],
    });
    const broader = scoreDemandSignal({
      suggestion: "cat toys for kittens",
      sightings: [at("cat toys", 3), at("cat toys f", 5), at("k cat toys", 7)],
    });
    expect(earlier.score).toBeGreaterThan(base.score);
    expect(higher.score).toBeGreaterThan(base.score);
    expect(broader.score).toBeGreaterThan(base.score);
    for (const s of [base, earlier, higher, broader]) {
      expect(s.score).toBeGreaterThanOrEqual(0);
      expect(s.score).toBeLessThanOrEqual(100);
    }
  });

  it.each([
    [{ suggestion: "x", sightings: [] }, /sightings/],
    [{ suggestion: " ", sightings: [at("x", 0)] }, /suggestion/],
    [{ suggestion: "x", sightings: [at("x", 10)] }, /position|10/],
    [{ suggestion: "x", sightings: [at("x", -1)] }, /position|0/],
  ])("rejects bad input %#", (input, message) => {
    expect(() => scoreDemandSignal(input)).toThrow(message);
  });
});

describe("combineKeywordScore", () => {
  it.each([
    [64, 36, 64],
    [100, 0, 100],
    [100, 100, 0],
    [0, 0, 0],
    [81, 19, 81],
    [90, 60, 60],
    [150, -20, 100],
  ])("demand %i, competition %i → %i", (demand, competition, combined) => {
    expect(combineKeywordScore(demand, competition).combined).toBe(combined);
  });

  it("keeps the parts visible and leaves the combination out when competition is unknown", () => {
    expect(combineKeywordScore(72, 40)).toEqual({ demand: 72, competition: 40, combined: 66 });
    expect(combineKeywordScore(72, null)).toEqual({
      demand: 72,
      competition: null,
      combined: null,
    });
    expect(combineKeywordScore(72, Number.NaN).combined).toBeNull();
  });
});

describe("rankSuggestions", () => {
  it("gathers each suggestion's sightings across prefixes and ranks them", () => {
    const ranked = rankSuggestions([
      {
        prefix: "dog training",
        suggestions: ["dog training", "Dog Training Collar", "dog training treats"],
      },
      { prefix: "dog training c", suggestions: ["dog training collar", "dog training clicker"] },
      { prefix: "dog training t", suggestions: ["dog training treats", "dog training collar"] },
    ]);
    expect(ranked.map((r) => [r.suggestion, r.breadth, r.bestPosition])).toEqual([
      ["dog training collar", 3, 0],
      ["dog training treats", 2, 0],
      ["dog training clicker", 1, 1],
      ["dog training", 1, 0],
    ]);
    expect(ranked[0]?.prefixes).toEqual(["dog training", "dog training c", "dog training t"]);
    expect(ranked[0]?.shortestPrefixLength).toBe(12);
  });

  it("ignores places past 10, blanks and repeats under one prefix", () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `s${i}`);
    const ranked = rankSuggestions([{ prefix: "s", suggestions: [...eleven, "", "s0"] }]);
    expect(ranked.map((r) => r.suggestion)).not.toContain("s10");
    expect(ranked).toHaveLength(10);
    expect(ranked.find((r) => r.suggestion === "s0")?.bestPosition).toBe(0);
  });

  it("returns nothing for no answers", () => {
    expect(rankSuggestions([])).toEqual([]);
    expect(rankSuggestions([{ prefix: "x", suggestions: [] }])).toEqual([]);
  });
});
