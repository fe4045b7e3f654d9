import { describe, expect, it } from "vitest";
import {
  countWordFrequencies,
  fontSizeForCount,
  type WordFrequencyInput,
  wordFrequencyFormSchema,
  wordFrequencyInputSchema,
} from "./frequencies";
import { englishStopWords } from "./stop-words";

describe("countWordFrequencies", () => {
  it.each<[string, WordFrequencyInput, Array<[string, number]>]>([
    [
      "counts words case-insensitively, most frequent first, ties alphabetical",
      { text: "Dragon dragon DRAGON. Magic, magic; sword!" },
      [
        ["dragon", 3],
        ["magic", 2],
        ["sword", 1],
      ],
    ],
    [
      "removes stop words",
      { text: "The dragon and the knight of the realm" },
      [
        ["dragon", 1],
        ["knight", 1],
        ["realm", 1],
      ],
    ],
    [
      "keeps stop words when asked",
      { text: "The dragon and the knight", removeStopWords: false },
      [
        ["the", 2],
        ["and", 1],
        ["dragon", 1],
        ["knight", 1],
      ],
    ],
    [
      "keeps contractions and hyphenated words whole, drops a possessive 's",
      {
        text: "The author's well-known well-known book; authors’ book isn't",
        removeStopWords: true,
      },
      [
        ["book", 2],
        ["well-known", 2],
        ["author", 1],
        ["authors", 1],
      ],
    ],
    [
      "ignores numbers but keeps words with digits",
      { text: "2024 2024 2nd edition 3" },
      [
        ["2nd", 1],
        ["edition", 1],
      ],
    ],
    [
      "reads accents and other scripts",
      { text: "Café café naïve ドラゴン ドラゴン" },
      [
        ["café", 2],
        ["ドラゴン", 2],
        ["naïve", 1],
      ],
    ],
    [
      "keywords mode counts whole phrases by line or comma",
      {
        text: "romance novel\nRomance Novel, cozy mystery\n  cozy   mystery ;the\nromance novel",
        mode: "keywords",
      },
      [
        ["romance novel", 3],
        ["cozy mystery", 2],
      ],
    ],
  ])("%s", (_label, input, expected) => {
    expect(countWordFrequencies(input).words.map(({ word, count }) => [word, count])).toEqual(
      expected,
    );
  });

  it("reports totals and stop words removed", () => {
    expect(countWordFrequencies({ text: "The cat and the hat, the cat." })).toEqual({
      words: [
        { word: "cat", count: 2 },
        { word: "hat", count: 1 },
      ],
      totalTokens: 7,
      distinctWords: 2,
      stopWordsRemoved: 4,
    });
  });

  it.each([
    [5, 5],
    [6, 6],
    [300, 300],
  ])("keeps at most maxWords = %s", (maxWords, expected) => {
    const text = Array.from(
      { length: 400 },
      (_, index) => `word${String.fromCharCode(97 + (index % 26))}${index}`,
    ).join(" ");
    expect(countWordFrequencies({ text, maxWords }).words).toHaveLength(expected);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["no text", { text: "" }, "text"],
    ["only punctuation", { text: " ... !!! " }, "text"],
    ["text over 100,000 characters", { text: "a ".repeat(50_001) }, "text"],
    ["an unknown mode", { text: "a", mode: "poem" }, "mode"],
    ["maxWords 4", { text: "a", maxWords: 4 }, "maxWords"],
    ["maxWords 301", { text: "a", maxWords: 301 }, "maxWords"],
    ["removeStopWords not a boolean", { text: "a", removeStopWords: "maybe" }, "removeStopWords"],
  ])("rejects %s naming the field", (_label, input, field) => {
    const result = wordFrequencyInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it("ships a stop-word list that holds the common function words", () => {
    for (const word of ["the", "and", "of", "to", "a", "in", "is", "it", "you", "that"]) {
      expect(englishStopWords.has(word)).toBe(true);
    }
    expect(englishStopWords.has("dragon")).toBe(false);
  });
});

describe("fontSizeForCount", () => {
  it.each<[number, number]>([
    [1, 14],
    [4, 33],
    [16, 72],
  ])("count %s of 1..16 → %spx", (count, size) => {
    expect(fontSizeForCount(count, { min: 1, max: 16 })).toBe(size);
  });

  it("draws every word at the largest size when all counts are equal", () => {
    expect(fontSizeForCount(3, { min: 3, max: 3 })).toBe(72);
  });
});

describe("wordFrequencyFormSchema (string values from the form or URL)", () => {
  it("parses strings into the input", () => {
    expect(
      wordFrequencyFormSchema.parse({
        text: "dragon",
        mode: "keywords",
        removeStopWords: "false",
        maxWords: "20",
      }),
    ).toEqual({ text: "dragon", mode: "keywords", removeStopWords: false, maxWords: 20 });
  });

  it("names the field of a bad value", () => {
    const result = wordFrequencyFormSchema.safeParse({
      text: "dragon",
      mode: "text",
      removeStopWords: "true",
      maxWords: "3",
    });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([["maxWords"]]);
  });
});
