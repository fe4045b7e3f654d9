import type {
  DeepViewProduct,
  DeepViewResult,
  RetroViewResult,
} from "@inkforge/domain/research/deep-view-contract";

/* Small answers of the two research views for component tests. */

const range = (typical: number) => ({ low: typical / 2, typical, high: typical * 2 });

export function product(position: number, over: Partial<DeepViewProduct> = {}): DeepViewProduct {
  return {
    position,
    asin: `B0TEST000${position}`,
    title: `Book ${position}`,
    authors: [`Author ${position}`],
    format: "paperback",
    binding: "Paperback",
    publisher: "Independently published",
    independent: true,
    pages: 120,
    publishedAt: "2026-01-01",
    ageDays: 330,
    price: 9.99,
    currency: "USD",
    salesRank: 1000 * position,
    salesRankCategory: "Books",
    rating: 4.5,
    reviewCount: 10 * position,
    estimate: {
      daily: range(30 / position),
      monthly: range(900 / position),
      royalty: { currency: "USD", perSale: 2.5, rate: 60, monthly: range(2250 / position) },
      royaltyNote: null,
    },
    estimateNote: null,
    ...over,
  };
}

const part = (input: number | null, value: number | null, weight: number) => ({
  input,
  value,
  weight,
  points: value === null ? null : Math.round(value * weight * 10) / 10,
});

export const DEEP_VIEW_RESULT: DeepViewResult = {
  subject: "keyword",
  keyword: "garden journal",
  category: null,
  domain: "amazon.com",
  department: "books",
  source: "sample",
  asOf: "2026-11-27T06:00:00.000Z",
  limit: 100,
  resultCount: 2345,
  products: [
    product(1),
    product(2, {
      title: "Zen Garden Planner",
      independent: false,
      publisher: "Big House",
      price: 14.99,
      ageDays: 900,
      publishedAt: "2024-05-01",
    }),
    product(3, {
      format: "kindle",
      binding: "Kindle Edition",
      price: 3.99,
      salesRank: 500,
      reviewCount: 400,
    }),
    product(4, {
      salesRank: null,
      estimate: null,
      estimateNote: "The source gives no best-seller rank",
    }),
  ],
  summary: {
    productCount: 4,
    rank: { p25: 875, median: 2000, p75: 2500, count: 3 },
    reviews: { p25: 17.5, median: 30, p75: 130, count: 4 },
    price: { p25: 8.49, median: 9.99, p75: 11.24, count: 4 },
    priceByPublisher: { independent: 9.99, large: 14.99 },
    independent: { count: 3, known: 4, share: 0.75 },
    youngInTop10: { count: 3, known: 4 },
    toReach: { first: { rank: 500, daily: range(60) }, tenth: null },
    top3Share: 0.82,
    score: {
      score: 54,
      parts: {
        demand: part(1500, 0.52, 40),
        openness: part(30, 0.5, 30),
        indie: part(0.75, 0.75, 15),
        recency: part(0.75, 0.75, 15),
        dominance: part(0.82, 0.84, -25),
      },
    },
  },
  method: {
    sales:
      "Copies from the best-seller rank: the lowest, middle and highest of the published curves.",
    royalty: "Royalty per sale from the royalty calculator's own function.",
    sources: [{ key: "Kindlepreneur plugin", title: "Kindle rank calculator", date: "2015-05-01" }],
  },
};

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 6)).toISOString();

export const RETRO_VIEW_RESULT: RetroViewResult = {
  asin: "B0TEST0001",
  domain: "amazon.com",
  days: 30,
  source: "sample",
  asOf: at(27),
  product: {
    title: "Garden Journal",
    authors: ["Ann Green"],
    format: "kindle",
    price: 4.99,
    currency: "USD",
    salesRank: 20000,
    reviewCount: 51,
    rating: 4.4,
  },
  history: {
    salesRank: [20, 21, 22, 23].map((day, i) => ({ at: at(day), value: i === 2 ? 8000 : 20000 })),
    price: [20, 21, 22, 23].map((day, i) => ({ at: at(day), value: i === 2 ? 0.99 : 4.99 })),
    reviewCount: [20, 21, 22, 23].map((day) => ({ at: at(day), value: 51 })),
  },
  sales: [20, 21, 22, 23].map((day, i) => ({
    day: at(day).slice(0, 10),
    rank: i === 2 ? 8000 : 20000,
    daily: i === 2 ? range(20) : range(8),
  })),
  salesNote: null,
  events: [
    {
      kind: "price-change",
      at: at(22),
      before: 4.99,
      after: 0.99,
      change: -0.8016,
    },
    {
      kind: "likely-promotion",
      from: at(21),
      to: at(22),
      rankBefore: 20000,
      bestRank: 8000,
      improvement: 0.6,
      newReviews: 0,
    },
  ],
  method: DEEP_VIEW_RESULT.method,
};
