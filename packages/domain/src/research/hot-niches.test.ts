import { describe, expect, it } from "vitest";
import {
  deepViewHref,
  HOT_NICHE_CANDIDATES,
  HOT_NICHES_MAX,
  type HotNiche,
  type HotNicheProduct,
  rankHotNiches,
  risingFactorOf,
  risingOf,
  scoreHotNiche,
  summariseHotNiche,
} from "./hot-niches";
import { demandOf, opennessOf } from "./niche-summary";

const now = new Date("2026-11-27T06:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

const product = (overrides: Partial<HotNicheProduct> = {}): HotNicheProduct => ({
  format: "paperback",
  salesRank: 10_000,
  reviewCount: 50,
  price: 7.99,
  publishedAt: daysAgo(500),
  rankHistory: null,
  ...overrides,
});
const history = (then: number, latest: number) => [
  { at: daysAgo(40), value: then * 2 },
  { at: daysAgo(29), value: then },
  { at: daysAgo(10), value: null },
  { at: daysAgo(1), value: latest },
];

describe("risingOf", () => {
  it.each([
    [1, 0.5],
    [2, 0.75],
    [4, 1],
    [16, 1],
    [0.5, 0.25],
    [0.25, 0],
    [0, 0],
  ])("factor %d → %d", (factor, value) => {
    expect(risingOf(factor)).toBeCloseTo(value, 6);
  });
});

describe("risingFactorOf", () => {
  it("is the median of rank 28 days ago ÷ rank now, skipping unknown points", () => {
    const products = [
      product({ rankHistory: history(20_000, 10_000) }),
      product({ rankHistory: history(30_000, 10_000) }),
      product({ rankHistory: history(10_000, 10_000) }),
    ];
    expect(risingFactorOf(products, now)).toBe(2);
  });

  it.each([
    ["no histories", [product(), product(), product()]],
    [
      "fewer than 3 histories",
      [product({ rankHistory: history(2, 1) }), product({ rankHistory: history(2, 1) })],
    ],
    [
      "histories starting after the window",
      [1, 2, 3].map(() => product({ rankHistory: [{ at: daysAgo(5), value: 100 }] })),
    ],
  ])("is null with %s", (_label, products) => {
    expect(risingFactorOf(products, now)).toBeNull();
  });

  it("ignores points after now", () => {
    const future = [...history(10_000, 10_000), { at: new Date(now.getTime() + 1000), value: 1 }];
    expect(
      risingFactorOf(
        [1, 2, 3].map(() => product({ rankHistory: future })),
        now,
      ),
    ).toBe(1);
  });
});

describe("scoreHotNiche", () => {
  it.each([
    // rank 10 (demand 1), 0 reviews (openness 1), ranks 4× better (rising 1) → 100
    [{ medianTopRank: 10, medianTopReviews: 0, risingFactor: 4 }, 100],
    // rank 1,000,000, 1,000 reviews, 4× worse → 0
    [{ medianTopRank: 1_000_000, medianTopReviews: 1000, risingFactor: 0.25 }, 0],
    // flat trend gives half the rising points
    [{ medianTopRank: 10, medianTopReviews: 0, risingFactor: 1 }, Math.round(40 + 35 + 12.5)],
    // no history: demand and openness count for 100
    [{ medianTopRank: 10, medianTopReviews: 0, risingFactor: null }, 100],
    [
      { medianTopRank: 10_000, medianTopReviews: 1000, risingFactor: null },
      Math.round((40 * 0.4 * 100) / 75),
    ],
    [{ medianTopRank: null, medianTopReviews: 0, risingFactor: 1 }, null],
    [{ medianTopRank: 10, medianTopReviews: null, risingFactor: 1 }, null],
  ])("%j → %s", (measures, score) => {
    expect(scoreHotNiche(measures).score).toBe(score);
  });

  it("shows each part with its input, value, weight and points", () => {
    const { parts } = scoreHotNiche({
      medianTopRank: 10_000,
      medianTopReviews: 30,
      risingFactor: 2,
    });
    expect(parts.demand).toEqual({
      input: 10_000,
      value: demandOf(10_000),
      weight: 40,
      points: 16,
    });
    expect(parts.openness.value).toBeCloseTo(opennessOf(30), 10);
    expect(parts.rising).toEqual({ input: 2, value: 0.75, weight: 25, points: 18.8 });
  });

  it("ranks a climbing niche above the same niche standing still", () => {
    const still = scoreHotNiche({ medianTopRank: 50_000, medianTopReviews: 80, risingFactor: 1 });
    const climbing = scoreHotNiche({
      medianTopRank: 50_000,
      medianTopReviews: 80,
      risingFactor: 3,
    });
    expect(climbing.score ?? 0).toBeGreaterThan(still.score ?? 0);
  });
});

describe("summariseHotNiche", () => {
  it("reads the top 10 only and gives the medians, the sales range and young books", () => {
    const top = Array.from({ length: 10 }, (_, i) =>
      product({
        salesRank: (i + 1) * 1000,
        reviewCount: i * 10,
        publishedAt: daysAgo(i < 4 ? 100 : 800),
      }),
    );
    const rest = Array.from({ length: 5 }, () => product({ salesRank: 1, reviewCount: 0 }));
    const niche = summariseHotNiche(
      {
        keyword: "sudoku large print",
        department: "books",
        domain: "amazon.com",
        resultCount: 3000,
        products: [...top, ...rest],
      },
      now,
    );
    expect(niche).not.toBeNull();
    expect(niche?.medianRank).toBe(5500);
    expect(niche?.medianReviews).toBe(45);
    expect(niche?.youngInTop10).toEqual({ count: 4, known: 10 });
    expect(niche?.dailyAtMedian?.low).toBeLessThanOrEqual(niche?.dailyAtMedian?.typical ?? 0);
    expect(niche?.parts.rising.value).toBeNull();
    expect(niche?.score).toBe(
      scoreHotNiche({ medianTopRank: 5500, medianTopReviews: 45, risingFactor: null }).score,
    );
  });

  it("cannot score a niche without ranks or reviews", () => {
    const unranked = [product({ salesRank: null }), product({ salesRank: null })];
    expect(
      summariseHotNiche(
        {
          keyword: "x",
          department: "books",
          domain: "amazon.com",
          resultCount: null,
          products: unranked,
        },
        now,
      ),
    ).toBeNull();
    expect(
      summariseHotNiche(
        { keyword: "x", department: "books", domain: "amazon.com", resultCount: 0, products: [] },
        now,
      ),
    ).toBeNull();
  });

  it("has no sales range in a store without a published factor", () => {
    const niche = summariseHotNiche(
      {
        keyword: "x",
        department: "books",
        domain: "amazon.pl",
        resultCount: null,
        products: [product()],
      },
      now,
    );
    expect(niche?.dailyAtMedian).toBeNull();
  });
});

describe("rankHotNiches", () => {
  const niche = (keyword: string, score: number, medianReviews = 10) =>
    ({ keyword, score, medianReviews }) as HotNiche;

  it("sorts by score, then fewer reviews, then A–Z, drops unscored ones and keeps the best 20", () => {
    const ranked = rankHotNiches([
      niche("b", 50),
      null,
      niche("a", 50),
      niche("c", 50, 5),
      niche("d", 90),
    ]);
    expect(ranked.map((n) => n.keyword)).toEqual(["d", "c", "a", "b"]);
    const many = Array.from({ length: 30 }, (_, i) => niche(`n${i}`, i));
    expect(rankHotNiches(many)).toHaveLength(HOT_NICHES_MAX);
    expect(rankHotNiches(many)[0]?.score).toBe(29);
  });
});

describe("candidates and links", () => {
  it("has unique candidate phrases", () => {
    const phrases = HOT_NICHE_CANDIDATES.map((c) => c.keyword);
    expect(new Set(phrases).size).toBe(phrases.length);
    expect(phrases.length).toBeGreaterThanOrEqual(30);
  });

  it("links a niche to its Deep View with keyword, store and department", () => {
    expect(
      deepViewHref({ keyword: "cozy mystery & tea", domain: "amazon.com", department: "kindle" }),
    ).toBe("/titans-deep-view?keyword=cozy+mystery+%26+tea&domain=amazon.com&department=kindle");
  });
});
