import { HOT_NICHE_CANDIDATES } from "@inkforge/domain/research/hot-niches";
import {
  type Category,
  type ProductRecord,
  type ProductSource,
  ResearchSourceFailure,
  type ResearchSources,
} from "../../src/services/research/ports";

/*
 * A small, fixed product market for the category finder and Hot KDP Niches tests: each candidate
 * niche has ten products whose ranks, reviews and 28-day rank trend follow from its position in
 * the candidate list, so the expected order of the niches is known; a handful of categories with
 * ranks. `fail` makes every call throw like a source that is down.
 */

export const fakeAsOf = new Date("2026-11-27T06:00:00.000Z");

import { DAY_MS } from "@inkforge/domain/time-units";

export const fakeCategories: Category[] = [
  {
    id: "src-sudoku",
    domain: "amazon.com",
    name: "Sudoku",
    path: ["Books", "Humor & Entertainment", "Puzzles & Games", "Sudoku"],
    parentId: "src-puzzles",
    topRanks: { first: 850, tenth: 12_000 },
  },
  {
    id: "src-puzzles",
    domain: "amazon.com",
    name: "Puzzles & Games",
    path: ["Books", "Humor & Entertainment", "Puzzles & Games"],
    parentId: null,
    topRanks: { first: 40, tenth: 600 },
  },
  {
    id: "src-cozy",
    domain: "amazon.com",
    name: "Cozy",
    path: ["Kindle Store", "Kindle eBooks", "Mystery, Thriller & Suspense", "Mystery", "Cozy"],
    parentId: null,
    topRanks: { first: 120, tenth: 1_900 },
  },
];

/** Niche number `n` (0 = first candidate): lower n → better ranks, fewer reviews, rising. */
function nicheProducts(keyword: string, n: number): ProductRecord[] {
  return Array.from({ length: 12 }, (_, i) => {
    const rank = (n + 1) * 2_000 + i * 500;
    // The first 10 candidates' ranks doubled over the window; the others stood still.
    const then = n < 10 ? rank * 2 : rank;
    return {
      asin: `B${String(n).padStart(3, "0")}${String(i).padStart(6, "0")}`,
      domain: "amazon.com",
      title: `${keyword} ${i + 1}`,
      authors: ["A. Author"],
      format: "paperback",
      binding: "Paperback",
      publisher: "Independently published",
      independent: true,
      pages: 120,
      publishedAt: new Date(fakeAsOf.getTime() - (i < 3 ? 100 : 900) * DAY_MS),
      price: 7.99,
      currency: "USD",
      salesRank: rank,
      salesRankCategory: "Books",
      rating: 4.5,
      reviewCount: (n + 1) * 10 + i,
      categoryIds: [],
      history: {
        salesRank: [
          { at: new Date(fakeAsOf.getTime() - 40 * DAY_MS), value: then },
          { at: new Date(fakeAsOf.getTime() - 1 * DAY_MS), value: rank },
        ],
        price: [],
        reviewCount: [],
        rating: [],
      },
    };
  });
}

export function fakeMarket() {
  const state = { fail: false, searches: 0 };
  const byKeyword = new Map(
    HOT_NICHE_CANDIDATES.map((candidate, n) => [
      candidate.keyword,
      nicheProducts(candidate.keyword, n),
    ]),
  );
  const byAsin = new Map([...byKeyword.values()].flat().map((p) => [p.asin, p]));
  const failIfDown = () => {
    if (state.fail) throw new ResearchSourceFailure("keepa", "unavailable", "stand-in is down");
  };
  const products: ProductSource = {
    id: "keepa",
    async getProducts(query) {
      failIfDown();
      const data = query.asins.flatMap((asin) => {
        const found = byAsin.get(asin);
        if (!found) return [];
        if (query.withHistory) return [found];
        const { history: _history, ...rest } = found;
        return [rest];
      });
      return { source: "keepa", asOf: fakeAsOf, data };
    },
    async searchProducts(query) {
      failIfDown();
      state.searches += 1;
      const found = (byKeyword.get(query.keyword) ?? []).map(
        ({ history: _history, ...rest }) => rest,
      );
      return {
        source: "keepa",
        asOf: fakeAsOf,
        data: { resultCount: found.length * 100, products: found.slice(0, query.limit) },
      };
    },
    async findCategories(query) {
      failIfDown();
      if ("asin" in query) {
        const data = query.asin === "B000000001" ? fakeCategories.slice(0, 1) : [];
        return { source: "keepa", asOf: fakeAsOf, data };
      }
      const words = query.words.toLowerCase().split(/\s+/u).filter(Boolean);
      const data = fakeCategories.filter(
        (c) =>
          c.domain === query.domain &&
          words.every((w) => c.path.join(" ").toLowerCase().includes(w)),
      );
      return { source: "keepa", asOf: fakeAsOf, data };
    },
  };
  const research: ResearchSources = {
    suggestions: {
      id: "keepa",
      suggest: async () => ({ source: "keepa", asOf: fakeAsOf, data: [] }),
    },
    products,
    keywords: null,
  };
  return { research, state };
}
