import { describe, expect, it } from "vitest";
import {
  type DatedValue,
  detectPriceChanges,
  detectRankSpikes,
  detectRetroEvents,
  salesSeries,
  withinDays,
} from "./retro-events";

const start = Date.UTC(2026, 9, 1);
const day = (n: number) => new Date(start + n * 24 * 60 * 60 * 1000);
/** One value a day from day 0. */
const daily = (values: (number | null)[]): DatedValue[] =>
  values.map((value, index) => ({ at: day(index), value }));

describe("detectRankSpikes", () => {
  it.each([
    // name, ranks, reviews, expected [kind, from day, to day, before, best, new reviews]
    ["steady", [20_000, 19_000, 21_000, 20_000], [5, 5, 5, 5], []],
    [
      "halved in one day with no new reviews",
      [20_000, 10_000, 12_000, 15_000],
      [5, 5, 5, 5],
      [["likely-promotion", 0, 1, 20_000, 10_000, 0]],
    ],
    [
      "halved over three days with new reviews",
      [20_000, 18_000, 15_000, 9_000],
      [5, 6, 8, 9],
      [["rank-spike", 0, 3, 20_000, 9_000, 4]],
    ],
    // 20,000 → 10,001 is less than half better
    ["just short of half", [20_000, 10_001], [5, 5], []],
    // four days is outside the window
    ["too slow", [20_000, 17_000, 14_000, 12_000, 9_000], [5, 5, 5, 5, 5], []],
    [
      "one promotion, not a run of events, while the rank stays good",
      [40_000, 30_000, 8_000, 5_000, 6_000, 5_500],
      [5, 5, 5, 5, 5, 5],
      [["likely-promotion", 0, 3, 40_000, 5_000, 0]],
    ],
    [
      "two promotions apart",
      [20_000, 5_000, 20_000, 30_000, 30_000, 30_000, 30_000, 10_000],
      [2, 2, 2, 2, 2, 2, 2, 2],
      [
        ["likely-promotion", 0, 1, 20_000, 5_000, 0],
        ["likely-promotion", 6, 7, 30_000, 10_000, 0],
      ],
    ],
    [
      "gaps of no data are skipped",
      [20_000, null, 9_000],
      [5, null, 5],
      [["likely-promotion", 0, 2, 20_000, 9_000, 0]],
    ],
    [
      "no review history: a spike without a verdict",
      [20_000, 5_000],
      [null, null],
      [["rank-spike", 0, 1, 20_000, 5_000, null]],
    ],
  ] as const)("%s", (_name, ranks, reviews, expected) => {
    const spikes = detectRankSpikes({
      salesRank: daily([...ranks]),
      reviewCount: daily([...reviews]),
      price: [],
    });
    expect(
      spikes.map((s) => [
        s.kind,
        s.from.getTime(),
        s.to.getTime(),
        s.rankBefore,
        s.bestRank,
        s.newReviews,
      ]),
    ).toEqual(
      expected.map(([kind, from, to, before, best, n]) => [
        kind,
        day(from).getTime(),
        day(to).getTime(),
        before,
        best,
        n,
      ]),
    );
  });

  it("gives the improvement as a share", () => {
    const [spike] = detectRankSpikes({
      salesRank: daily([20_000, 5_000]),
      reviewCount: daily([1, 1]),
      price: [],
    });
    expect(spike?.improvement).toBe(0.75);
  });
});

describe("detectPriceChanges", () => {
  it("lists each change with before and after, skipping unknown prices", () => {
    const changes = detectPriceChanges({
      salesRank: [],
      reviewCount: [],
      price: daily([9.99, 9.99, null, 4.99, 4.99, 12.99]),
    });
    expect(changes.map((c) => [c.at.getTime(), c.before, c.after])).toEqual([
      [day(3).getTime(), 9.99, 4.99],
      [day(5).getTime(), 4.99, 12.99],
    ]);
    expect(changes[0]?.change).toBeCloseTo(-0.5005, 4);
  });
});

describe("detectRetroEvents", () => {
  it("puts spikes and price changes in date order", () => {
    const events = detectRetroEvents({
      salesRank: daily([20_000, 20_000, 20_000, 8_000]),
      reviewCount: daily([3, 3, 3, 3]),
      price: daily([4.99, 0.99, 0.99, 0.99]),
    });
    expect(events.map((e) => e.kind)).toEqual(["price-change", "likely-promotion"]);
  });
});

describe("salesSeries", () => {
  it("keeps the last rank of each day and reads it as a range", () => {
    const read = (rank: number) => ({ low: 100 / rank, typical: 1000 / rank, high: 10000 / rank });
    const series = salesSeries(
      [
        { at: new Date(start + 1000), value: 500 },
        { at: new Date(start + 2000), value: 1000 },
        { at: day(1), value: null },
        { at: day(2), value: 250 },
      ],
      read,
    );
    expect(series).toEqual([
      { day: "2026-10-01", rank: 1000, daily: { low: 0.1, typical: 1, high: 10 } },
      { day: "2026-10-03", rank: 250, daily: { low: 0.4, typical: 4, high: 40 } },
    ]);
  });
});

describe("withinDays", () => {
  it("keeps the points of the last n days", () => {
    const points = daily([1, 2, 3, 4, 5]);
    expect(withinDays(points, 2, day(4)).map((p) => p.value)).toEqual([3, 4, 5]);
  });
});
