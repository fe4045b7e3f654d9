import { describe, expect, it } from "vitest";
import { EXPANSION_QUESTION_WORDS, expandSeed, expandSeeds } from "./seed-expansion";

describe("expandSeed", () => {
  it("queries the seed, seed + a–z, a–z + seed and the question words, in that order", () => {
    const prefixes = expandSeed({ seed: "dog training" });
    expect(prefixes).toHaveLength(1 + 26 + 26 + EXPANSION_QUESTION_WORDS.length);
    expect(prefixes[0]).toEqual({ prefix: "dog training", kind: "seed", seed: "dog training" });
    expect(prefixes[1]?.prefix).toBe("dog training a");
    expect(prefixes[26]?.prefix).toBe("dog training z");
    expect(prefixes[27]?.prefix).toBe("a dog training");
    expect(prefixes[52]?.prefix).toBe("z dog training");
    expect(prefixes.slice(53).map((p) => p.prefix)).toEqual([
      "how to dog training",
      "what dog training",
      "why dog training",
      "which dog training",
      "best dog training",
      "for dog training",
    ]);
  });

  it.each([
    ["  Dog   Training ", "dog training"],
    ["DOG TRAINING", "dog training"],
    ["Café\u00a0Recipes", "café recipes"],
  ])("lower-cases, trims and squeezes %j", (seed, expected) => {
    expect(expandSeed({ seed })[0]?.prefix).toBe(expected);
    for (const { prefix } of expandSeed({ seed })) {
      expect(prefix).toBe(prefix.trim().toLowerCase());
      expect(prefix).not.toMatch(/\s{2}/);
    }
  });

  it("drops duplicate prefixes, keeping the first", () => {
    const prefixes = expandSeed({
      seed: "best",
      letters: ["a", "A", " a "],
      questionWords: ["best", "How To", "how to"],
    });
    expect(prefixes.map((p) => p.prefix)).toEqual([
      "best",
      "best a",
      "a best",
      "best best",
      "how to best",
    ]);
  });

  it.each([[""], ["   "], ["x".repeat(101)]])("rejects the seed %j", (seed) => {
    expect(() => expandSeed({ seed })).toThrow(/seed/i);
  });
});

describe("expandSeeds", () => {
  it("deduplicates across seeds and ignores blank or repeated seeds", () => {
    const prefixes = expandSeeds(["cat", "Cat ", "", "cat a"], {
      letters: ["a"],
      questionWords: [],
    });
    expect(prefixes.map((p) => [p.prefix, p.seed])).toEqual([
      ["cat", "cat"],
      ["cat a", "cat"],
      ["a cat", "cat"],
      ["cat a a", "cat a"],
      ["a cat a", "cat a"],
    ]);
  });
});
