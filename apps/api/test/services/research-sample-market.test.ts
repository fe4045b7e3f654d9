import { describe, expect, it } from "vitest";
import { NICHES } from "../../src/services/research/sample/niches";
import { mulberry32, smoothNoise } from "../../src/services/research/sample/prng";
import {
  DAY_MS,
  dayOf,
  productStateOn,
  salesPerDay,
  sampleCatalogue,
} from "../../src/services/research/sample/sample-market";
import {
  createSampleSources,
  sampleSuggestions,
} from "../../src/services/research/sample/sample-sources";

const NOW = new Date("2026-11-27T15:30:00Z");
const sources = createSampleSources(() => NOW);
const START_OF_DAY = new Date("2026-11-27T00:00:00Z");

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

describe("the sample market generator", () => {
  it("is deterministic: the same seed builds the same catalogue, another seed a different one", () => {
    const a = sampleCatalogue("determinism-check");
    const b = sampleCatalogue("determinism-check");
    expect(b).toBe(a); // memoised per seed
    const other = sampleCatalogue("another-seed");
    expect(other.products[0]?.asin).not.toBe(a.products[0]?.asin);
    const stream1 = mulberry32(42);
    const stream2 = mulberry32(42);
    expect([stream1(), stream1(), stream1()]).toEqual([stream2(), stream2(), stream2()]);
  });

  it("has a few dozen niches with 110–120 products each and stable, unique B0 ASINs", () => {
    const catalogue = sampleCatalogue();
    expect(NICHES.length).toBeGreaterThanOrEqual(30);
    for (const niche of catalogue.niches) {
      expect(niche.productIndexes.length).toBeGreaterThanOrEqual(110);
      expect(niche.productIndexes.length).toBeLessThanOrEqual(120);
    }
    const asins = catalogue.products.map((p) => p.asin);
    expect(new Set(asins).size).toBe(asins.length);
    for (const asin of asins) expect(asin).toMatch(/^B0[0-9A-Z]{8}$/u);
  });

  it("draws ranks, reviews, prices, pages and dates from plausible ranges", () => {
    const catalogue = sampleCatalogue();
    const day = dayOf(NOW);
    const states = catalogue.products.map((p) => ({ p, s: productStateOn(p, day) }));
    const live = states.filter((x) => x.s !== null) as {
      p: (typeof states)[number]["p"];
      s: NonNullable<(typeof states)[number]["s"]>;
    }[];
    expect(live.length / states.length).toBeGreaterThan(0.9);

    const ranks = live.map((x) => x.s.salesRank);
    // Log-normal: a median in the tens of thousands, a long tail to the millions, a few stars.
    expect(quantile(ranks, 0.5)).toBeGreaterThan(20_000);
    expect(quantile(ranks, 0.5)).toBeLessThan(400_000);
    expect(quantile(ranks, 0.02)).toBeLessThan(10_000);
    expect(quantile(ranks, 0.98)).toBeGreaterThan(1_000_000);
    expect(Math.max(...ranks)).toBeLessThanOrEqual(6_000_000);

    // Heavy-tailed reviews that go with rank: the best-ranked tenth has far more than the worst.
    const reviews = live.map((x) => x.s.reviewCount);
    expect(quantile(reviews, 0.99)).toBeGreaterThan(20 * Math.max(1, quantile(reviews, 0.5)));
    const byRank = [...live].sort((a, b) => a.s.salesRank - b.s.salesRank);
    const tenth = Math.floor(byRank.length / 10);
    const median = (xs: number[]) => quantile(xs, 0.5);
    expect(median(byRank.slice(0, tenth).map((x) => x.s.reviewCount))).toBeGreaterThan(
      5 * Math.max(1, median(byRank.slice(-tenth).map((x) => x.s.reviewCount))),
    );

    const ranges = {
      kindle: [0.99, 9.99],
      paperback: [5.99, 19.99],
      hardcover: [14.99, 29.99],
    } as const;
    for (const { p, s } of live) {
      const [low, high] = ranges[p.format];
      expect(s.priceUsd).toBeGreaterThanOrEqual(low);
      expect(s.priceUsd).toBeLessThanOrEqual(high);
      expect(Math.round(s.priceUsd * 100) % 100).toBe(99);
      if (s.rating !== null) {
        expect(s.rating).toBeGreaterThanOrEqual(1);
        expect(s.rating).toBeLessThanOrEqual(5);
      }
      expect(p.pages).toBeGreaterThanOrEqual(24);
      expect(p.pages).toBeLessThanOrEqual(420);
      expect(day - p.publishedDay).toBeLessThan(3650);
    }
    const independent = live.filter((x) => x.p.independent).length / live.length;
    expect(independent).toBeGreaterThan(0.55);
    expect(independent).toBeLessThan(0.95);
  });

  it("prices formats apart: Kindle below paperback below hardcover on average", () => {
    const catalogue = sampleCatalogue();
    const mean = (format: string) => {
      const prices = catalogue.products
        .filter((p) => p.format === format)
        .map((p) => p.basePriceUsd);
      return prices.reduce((a, b) => a + b, 0) / prices.length;
    };
    expect(mean("kindle")).toBeLessThan(mean("paperback"));
    expect(mean("paperback")).toBeLessThan(mean("hardcover"));
  });

  it("sells along the BSR curve's shape and keeps smooth noise in [-1, 1]", () => {
    expect(salesPerDay(1000)).toBeCloseTo(100);
    expect(salesPerDay(100_000)).toBeLessThan(salesPerDay(10_000));
    for (let x = 0; x < 50; x += 0.37) {
      expect(Math.abs(smoothNoise(7, 3, x))).toBeLessThanOrEqual(1);
    }
  });
});

describe("the sample sources", () => {
  it("answers suggestions by prefix, at most 10, popular first, labelled sample as of the UTC day", async () => {
    const answer = await sources.suggestions.suggest({
      domain: "amazon.com",
      department: "books",
      prefix: "gratitude journal",
    });
    expect(answer.source).toBe("sample");
    expect(answer.asOf).toEqual(START_OF_DAY);
    expect(answer.data[0]).toBe("gratitude journal for women");
    expect(answer.data.length).toBeGreaterThanOrEqual(8);
    expect(answer.data.length).toBeLessThanOrEqual(10);
    for (const s of answer.data) expect(s).toContain("gratitude journal");

    const again = await sources.suggestions.suggest({
      domain: "amazon.com",
      department: "books",
      prefix: "gratitude journal",
    });
    expect(again.data).toEqual(answer.data);
  });

  it.each([
    [
      "c gratitude journal",
      (s: string[]) => s.length > 0 && s.every((x) => /^c\S* gratitude journal/u.test(x)),
    ],
    [
      "large print sudoku",
      (s: string[]) =>
        s.includes("large print sudoku") && !s.some((x) => x.includes("print sudoku large print")),
    ],
    ["a gratitude journal", (s: string[]) => s.length === 0],
    ["best sudoku", (s: string[]) => s.length > 0 && s.every((x) => x.startsWith("best sudoku"))],
    ["keto cookbook f", (s: string[]) => s.includes("keto cookbook for beginners")],
    ["s", (s: string[]) => s.length === 10 && s.every((x) => x.startsWith("s"))],
    ["zzqx", (s: string[]) => s.length === 0],
    ["   ", (s: string[]) => s.length === 0],
  ])("completes %j sensibly", (prefix, check) => {
    expect(check(sampleSuggestions(sampleCatalogue(), prefix, "books"))).toBe(true);
  });

  it("orders by department: fiction leads the Kindle store, low-content the books store", () => {
    const kindle = sampleSuggestions(sampleCatalogue(), "c", "kindle");
    const books = sampleSuggestions(sampleCatalogue(), "c", "books");
    expect(kindle[0]).toBe("cozy mystery");
    expect(books.indexOf("cozy mystery")).toBeGreaterThan(books.indexOf("cozy coloring book"));
  });

  it("searches up to 100 products of the matching niches, with a result count", async () => {
    const answer = await sources.products.searchProducts({
      domain: "amazon.com",
      department: "books",
      keyword: "sudoku large print",
      limit: 100,
    });
    expect(answer.source).toBe("sample");
    expect(answer.data.products).toHaveLength(100);
    expect(answer.data.resultCount).toBeGreaterThanOrEqual(100);
    expect(answer.data.products.filter((p) => /sudoku/iu.test(p.title)).length).toBeGreaterThan(80);
    const kindle = await sources.products.searchProducts({
      domain: "amazon.com",
      department: "kindle",
      keyword: "cozy mystery",
      limit: 100,
    });
    expect(kindle.data.products.every((p) => p.format === "kindle")).toBe(true);
    // A phrase no curated niche knows stocks a niche generated for it (decision 0081).
    const generated = await sources.products.searchProducts({
      domain: "amazon.com",
      department: "books",
      keyword: "quantum chromodynamics",
      limit: 100,
    });
    expect(generated.data.products.length).toBeGreaterThan(50);
    expect(generated.data.products[0]?.title).toMatch(/quantum chromodynamics/iu);
    const nothing = await sources.products.searchProducts({
      domain: "amazon.com",
      department: "books",
      keyword: "zzqx",
      limit: 100,
    });
    expect(nothing.data).toEqual({ resultCount: 0, products: [] });
  });

  it("returns products with sorted daily history for a year, ending at asOf, in the store's currency", async () => {
    const search = await sources.products.searchProducts({
      domain: "amazon.com",
      department: "books",
      keyword: "coloring book for adults animals",
      limit: 100,
    });
    const asins = search.data.products.map((p) => p.asin);
    const started = performance.now();
    const answer = await sources.products.getProducts({
      domain: "amazon.com",
      asins: [...asins, "B0NOTREAL00"],
      withHistory: true,
    });
    // Deep View's budget; generous here because the test machine is shared.
    expect(performance.now() - started).toBeLessThan(1500);
    expect(answer.data).toHaveLength(100);
    let promotions = 0;
    let priceChanges = 0;
    for (const product of answer.data) {
      const history = product.history;
      if (!history) throw new Error("history missing");
      const times = history.salesRank.map((p) => p.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times.length).toBeLessThanOrEqual(365);
      expect(times.at(-1)).toBe(START_OF_DAY.getTime());
      expect(history.salesRank.at(-1)?.value).toBe(product.salesRank);
      expect(history.reviewCount.at(-1)?.value).toBe(product.reviewCount);
      expect(history.price.at(-1)?.value).toBe(product.price);
      const reviews = history.reviewCount.map((p) => p.value ?? 0);
      for (let i = 1; i < reviews.length; i++)
        expect(reviews[i]).toBeGreaterThanOrEqual(reviews[i - 1] ?? 0);
      const ranks = history.salesRank.map((p) => p.value ?? 0);
      for (let i = 1; i < ranks.length; i++) {
        // A promotion: the rank jumps several-fold in a day while the review count stands still.
        if ((ranks[i - 1] ?? 0) > 4 * (ranks[i] ?? 0) && reviews[i] === reviews[i - 1])
          promotions++;
      }
      const prices = new Set(history.price.map((p) => p.value));
      if (prices.size > 1) priceChanges++;
    }
    expect(promotions).toBeGreaterThan(10);
    expect(priceChanges).toBeGreaterThan(10);

    const uk = await sources.products.getProducts({
      domain: "amazon.co.uk",
      asins: asins.slice(0, 1),
    });
    expect(uk.data[0]?.currency).toBe("GBP");
    expect(uk.data[0]?.history).toBeUndefined();
  });

  it("agrees with itself across days: yesterday's history is today's shifted by one day", async () => {
    const yesterday = createSampleSources(() => new Date(NOW.getTime() - DAY_MS));
    const asin = sampleCatalogue().products[5]?.asin ?? "";
    const [a] = (
      await yesterday.products.getProducts({
        domain: "amazon.com",
        asins: [asin],
        withHistory: true,
      })
    ).data;
    const [b] = (
      await sources.products.getProducts({ domain: "amazon.com", asins: [asin], withHistory: true })
    ).data;
    const common = (b?.history?.salesRank ?? []).filter((p) => p.at < START_OF_DAY).slice(-100);
    const before = new Map((a?.history?.salesRank ?? []).map((p) => [p.at.getTime(), p.value]));
    for (const point of common) expect(before.get(point.at.getTime())).toBe(point.value);
  });

  it("finds categories by words and by ASIN, with our own slug ids and #1/#10 ranks", async () => {
    const byWords = await sources.products.findCategories({
      domain: "amazon.com",
      words: "Sudoku",
    });
    expect(byWords.data[0]).toMatchObject({
      id: "books--humor-and-entertainment--puzzles-and-games--sudoku",
      name: "Sudoku",
      path: ["Books", "Humor & Entertainment", "Puzzles & Games", "Sudoku"],
      parentId: "books--humor-and-entertainment--puzzles-and-games",
    });
    const top = byWords.data[0]?.topRanks;
    expect(top?.first).toBeLessThanOrEqual(top?.tenth ?? 0);
    const product = sampleCatalogue().products.find((p) => p.format === "kindle");
    const byAsin = await sources.products.findCategories({
      domain: "amazon.com",
      asin: product?.asin ?? "",
    });
    expect(byAsin.data[0]?.path.slice(0, 2)).toEqual(["Kindle Store", "Kindle eBooks"]);
    const none = await sources.products.findCategories({ domain: "amazon.com", words: "zzqx" });
    expect(none.data).toEqual([]);
  });

  it("ranks an ASIN's keywords by its position in the sample's searches, without volumes", async () => {
    const search = await sources.products.searchProducts({
      domain: "amazon.com",
      department: "books",
      keyword: "password log book",
      limit: 5,
    });
    const asin = search.data.products[0]?.asin ?? "";
    const answer = await sources.keywords?.rankedKeywords({
      domain: "amazon.com",
      asin,
      limit: 50,
    });
    expect(answer?.source).toBe("sample");
    expect(answer?.data.length).toBeGreaterThan(3);
    expect(answer?.data.find((k) => k.keyword === "password log book")?.position).toBe(1);
    const positions = answer?.data.map((k) => k.position) ?? [];
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(answer?.data.every((k) => k.searchVolume === null)).toBe(true);
    const unknown = await sources.keywords?.rankedKeywords({
      domain: "amazon.com",
      asin: "B000000000",
      limit: 50,
    });
    expect(unknown?.data).toEqual([]);
    const volumes = await sources.keywords?.searchVolumes({
      domain: "amazon.com",
      keywords: ["sudoku"],
    });
    expect(volumes?.data).toEqual([]);
  });
});
