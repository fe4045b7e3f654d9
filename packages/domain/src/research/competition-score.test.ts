import { describe, expect, it } from "vitest";
import { scoreCompetition } from "./competition-score";

const top = (pairs: [number, number][]) =>
  pairs.map(([reviewCount, salesRank]) => ({ reviewCount, salesRank }));

describe("scoreCompetition", () => {
  it.each([
    // name, input, score, parts
    ["nothing known", {}, null, { reviews: null, ranks: null, results: null }],
    [
      "crowded",
      { resultCount: 100_000, topResults: top([[1000, 1]]) },
      100,
      { reviews: 100, ranks: 100, results: 100 },
    ],
    [
      "empty niche",
      { resultCount: 0, topResults: top([[0, 1_000_000]]) },
      0,
      { reviews: 0, ranks: 0, results: 0 },
    ],
    // log10(101)/log10(1001) = 0.668; 1 − 4/6 = 0.333; log10(1001)/log10(100001) = 0.6
    [
      "middle",
      { resultCount: 1000, topResults: top([[100, 10_000]]) },
      58,
      { reviews: 67, ranks: 33, results: 60 },
    ],
    // only the result count: its part alone is the score
    ["results only", { resultCount: 1000 }, 60, { reviews: null, ranks: null, results: 60 }],
  ])("%s", (_name, input, score, parts) => {
    const result = scoreCompetition(input);
    expect(result.score).toBe(score);
    expect(result.parts).toEqual(parts);
  });

  it("takes medians over the top 10 only", () => {
    const ten = top([
      [10, 1000],
      [30, 300],
      [20, 200],
      [40, 400],
      [100, 100],
      [90, 900],
      [80, 800],
      [70, 700],
      [60, 600],
      [50, 500],
    ]);
    // The 11th result would pull both medians if it were read.
    const result = scoreCompetition({ topResults: [...ten, ...top([[999_999, 1]])] });
    expect(result.medianReviews).toBe(55);
    expect(result.medianSalesRank).toBe(550);
  });

  it("ignores missing reviews or ranks of single results", () => {
    const result = scoreCompetition({
      topResults: [
        { reviewCount: 12, salesRank: null },
        { reviewCount: null, salesRank: 4000 },
      ],
    });
    expect(result.medianReviews).toBe(12);
    expect(result.medianSalesRank).toBe(4000);
  });

  it("rises with more reviews", () => {
    const few = scoreCompetition({ topResults: top([[10, 5000]]) }).score ?? 0;
    const many = scoreCompetition({ topResults: top([[800, 5000]]) }).score ?? 0;
    expect(many).toBeGreaterThan(few);
  });

  it.each([[{ resultCount: -1 }], [{ topResults: [{ reviewCount: 1, salesRank: 0 }] }]])(
    "rejects %j",
    (input) => {
      expect(() => scoreCompetition(input)).toThrow();
    },
  );
});
