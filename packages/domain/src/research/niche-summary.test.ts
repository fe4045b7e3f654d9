import { describe, expect, it } from "vitest";
import {
  demandOf,
  dominanceOf,
  type NicheProduct,
  opennessOf,
  quantile,
  scoreNiche,
  spreadOf,
  summariseNiche,
} from "./niche-summary";

const now = new Date("2026-11-27T00:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
const range = (typical: number) => ({ low: typical / 2, typical, high: typical * 2 });

function product(overrides: Partial<NicheProduct> = {}): NicheProduct {
  return {
    salesRank: 10_000,
    reviewCount: 100,
    price: 9.99,
    independent: true,
    publishedAt: daysAgo(500),
    daily: range(10),
    ...overrides,
  };
}

describe("quantile and spreadOf", () => {
  it.each([
    [[5], 0.25, 5],
    [[1, 2, 3, 4], 0.5, 2.5],
    [[1, 2, 3, 4, 5], 0.25, 2],
    [[1, 2, 3, 4, 5], 0.75, 4],
    [[10, 20], 0.25, 12.5],
  ])("quantile(%j, %d) is %d", (values, q, expected) => {
    expect(quantile(values, q)).toBe(expected);
  });

  it("leaves unknown values out, and gives nothing for nothing", () => {
    expect(spreadOf([3, null, 1, 2])).toEqual({ p25: 1.5, median: 2, p75: 2.5, count: 3 });
    expect(spreadOf([null, null])).toBeNull();
  });
});

describe("score parts", () => {
  it.each([
    [10, 1],
    [1, 1],
    [1000, 0.6],
    [100_000, 0.2],
    [1_000_000, 0],
    [5_000_000, 0],
  ])("demand at median rank %i is %d", (rank, expected) => {
    expect(demandOf(rank)).toBeCloseTo(expected, 6);
  });

  it.each([
    [0, 1],
    [1000, 0],
    [5000, 0],
    [30, 1 - Math.log10(31) / Math.log10(1001)],
  ])("openness at median reviews %i is %d", (reviews, expected) => {
    expect(opennessOf(reviews)).toBeCloseTo(expected, 6);
  });

  it.each([
    [0.1, 0],
    [0.4, 0],
    [0.65, 0.5],
    [0.9, 1],
    [1, 1],
  ])("dominance at a top-3 share of %d is %d", (share, expected) => {
    expect(dominanceOf(share)).toBeCloseTo(expected, 6);
  });
});

describe("scoreNiche", () => {
  it.each([
    // name, measures, score
    [
      "wide open and selling",
      { medianTopRank: 10, medianTopReviews: 0, indieShare: 1, recency: 1, top3Share: 0.3 },
      100,
    ],
    [
      "saturated",
      { medianTopRank: 1_000_000, medianTopReviews: 1000, indieShare: 0, recency: 0, top3Share: 1 },
      0,
    ],
    // 40 × 0.6 + 30 × 0.5… : demand 24, openness 30 × (1 − log10(31)/3) = 15.06, indie 7.5, recency 3
    // = 49.56, minus 25 × 0.5 = 12.5 → 37
    [
      "middle, dominated",
      { medianTopRank: 1000, medianTopReviews: 30, indieShare: 0.5, recency: 0.2, top3Share: 0.65 },
      37,
    ],
    // indie and recency unknown: (24 + 15.06) / 70 × 100 = 55.8 → 56
    [
      "side measures unknown",
      {
        medianTopRank: 1000,
        medianTopReviews: 30,
        indieShare: null,
        recency: null,
        top3Share: null,
      },
      56,
    ],
    [
      "no demand",
      { medianTopRank: null, medianTopReviews: 30, indieShare: 1, recency: 1, top3Share: 0.2 },
      null,
    ],
  ])("%s", (_name, measures, score) => {
    expect(scoreNiche(measures).score).toBe(score);
  });

  it("shows each part with its input, value, weight and points", () => {
    const { parts } = scoreNiche({
      medianTopRank: 1000,
      medianTopReviews: 30,
      indieShare: 0.5,
      recency: 0.2,
      top3Share: 0.65,
    });
    expect(parts.demand).toEqual({
      input: 1000,
      value: expect.closeTo(0.6, 6),
      weight: 40,
      points: 24,
    });
    expect(parts.openness.points).toBe(15.1);
    expect(parts.indie).toEqual({ input: 0.5, value: 0.5, weight: 15, points: 7.5 });
    expect(parts.recency).toEqual({ input: 0.2, value: 0.2, weight: 15, points: 3 });
    expect(parts.dominance).toEqual({ input: 0.65, value: 0.5, weight: -25, points: -12.5 });
  });
});

describe("summariseNiche", () => {
  it("spreads rank, reviews and price over all products", () => {
    const products = [1, 2, 3, 4, 5].map((n) =>
      product({ salesRank: n * 1000, reviewCount: n * 10, price: n }),
    );
    const summary = summariseNiche(products, now);
    expect(summary.productCount).toBe(5);
    expect(summary.rank).toEqual({ p25: 2000, median: 3000, p75: 4000, count: 5 });
    expect(summary.reviews?.median).toBe(30);
    expect(summary.price).toEqual({ p25: 2, median: 3, p75: 4, count: 5 });
  });

  it("counts independent publishers among the known ones, with their median prices", () => {
    const summary = summariseNiche(
      [
        product({ independent: true, price: 4 }),
        product({ independent: true, price: 6 }),
        product({ independent: false, price: 15 }),
        product({ independent: null, price: 100 }),
      ],
      now,
    );
    expect(summary.independent).toEqual({ count: 2, known: 3, share: 2 / 3 });
    expect(summary.priceByPublisher).toEqual({ independent: 5, large: 15 });
  });

  it("counts the top 10 in search order younger than a year (364 days yes, 365 no)", () => {
    const products = [
      product({ publishedAt: daysAgo(10) }),
      product({ publishedAt: daysAgo(364) }),
      product({ publishedAt: daysAgo(365) }),
      product({ publishedAt: null }),
      ...Array.from({ length: 6 }, () => product({ publishedAt: daysAgo(1000) })),
      // the 11th is young but not on the first page
      product({ publishedAt: daysAgo(1) }),
    ];
    expect(summariseNiche(products, now).youngInTop10).toEqual({ count: 2, known: 9 });
  });

  it("takes #1 and #10 from the best ranks in the results, not the search order", () => {
    const products = Array.from({ length: 12 }, (_, index) =>
      product({ salesRank: (12 - index) * 100, daily: range(12 - index) }),
    );
    const { toReach } = summariseNiche(products, now);
    expect(toReach.first).toEqual({ rank: 100, daily: range(1) });
    expect(toReach.tenth).toEqual({ rank: 1000, daily: range(10) });
  });

  it("has no #10 with fewer than ten ranked products", () => {
    const { toReach } = summariseNiche(
      [product({ salesRank: 50 }), product({ salesRank: null })],
      now,
    );
    expect(toReach.first?.rank).toBe(50);
    expect(toReach.tenth).toBeNull();
  });

  it("gives the top 3's share of the typical sales", () => {
    const products = [50, 30, 10, 5, 5].map((typical) => product({ daily: range(typical) }));
    expect(summariseNiche(products, now).top3Share).toBeCloseTo(0.9, 6);
    expect(summariseNiche([product({ daily: null })], now).top3Share).toBeNull();
  });

  it("scores from the top 10's median rank and reviews", () => {
    const products = [
      ...Array.from({ length: 10 }, () => product({ salesRank: 1000, reviewCount: 30 })),
      ...Array.from({ length: 10 }, () => product({ salesRank: 900_000, reviewCount: 5000 })),
    ];
    const { score } = summariseNiche(products, now);
    expect(score.parts.demand.input).toBe(1000);
    expect(score.parts.openness.input).toBe(30);
  });

  it("summarises nothing without failing", () => {
    const summary = summariseNiche([], now);
    expect(summary.rank).toBeNull();
    expect(summary.score.score).toBeNull();
    expect(summary.toReach).toEqual({ first: null, tenth: null });
  });
});
