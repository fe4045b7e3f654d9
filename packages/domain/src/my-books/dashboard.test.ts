import { describe, expect, it } from "vitest";
import { computeDashboard, type SalesSum } from "./dashboard";
import type { ExchangeRate } from "./money";

const rates: ExchangeRate[] = [
  { currency: "USD", perEur: 1.25, date: "2026-11-20", source: "ecb" },
  { currency: "USD", perEur: 1.1, date: "2026-11-01", source: "starter" },
  { currency: "GBP", perEur: 0.8, date: "2026-11-20", source: "ecb" },
];

const sale = (over: Partial<SalesSum>): SalesSum => ({
  asin: "B01",
  title: "Dragon Tea",
  format: "ebook",
  marketplace: "amazon.com",
  month: "2026-09",
  currency: "USD",
  units: 0,
  kenpPages: 0,
  royalty: 0,
  ...over,
});

const base = {
  ads: [],
  projects: [],
  rates,
  kenpRates: [],
  currency: "EUR" as const,
  defaultKenpRates: [
    {
      marketplace: "amazon.com" as const,
      from: "2025-01",
      perPage: 0.005,
      currency: "USD" as const,
      source: { key: "test", title: "t", date: "2026-01-01" },
    },
  ],
};

describe("computeDashboard", () => {
  it("converts every currency into one, showing the rate, date and source", () => {
    const dashboard = computeDashboard({
      ...base,
      sales: [
        sale({ units: 10, royalty: 25 }),
        sale({
          asin: "978",
          format: "paperback",
          marketplace: "amazon.de",
          currency: "EUR",
          units: 2,
          royalty: 5,
        }),
        sale({ marketplace: "amazon.co.uk", currency: "GBP", units: 1, royalty: 2 }),
      ],
    });
    // 25 USD / 1.25 = 20 EUR; 2 GBP / 0.8 = 2.5 EUR.
    expect(dashboard.totals).toMatchObject({ units: 13, royalty: 27.5, profit: 27.5 });
    expect(dashboard.conversions).toEqual([
      { currency: "GBP", rate: 1.25, date: "2026-11-20", source: "ecb" },
      { currency: "USD", rate: 0.8, date: "2026-11-20", source: "ecb" },
    ]);
    expect(dashboard.books[0]?.byMarketplace.map((m) => [m.marketplace, m.royalty])).toEqual([
      ["amazon.co.uk", 2.5],
      ["amazon.com", 20],
      ["amazon.de", 5],
    ]);
  });

  it("prefers a rate the member entered to the ECB's and the starter's", () => {
    const dashboard = computeDashboard({
      ...base,
      rates: [...rates, { currency: "USD", perEur: 2, date: "2026-10-01", source: "entered" }],
      sales: [sale({ units: 1, royalty: 10 })],
    });
    expect(dashboard.totals.royalty).toBe(5);
    expect(dashboard.conversions[0]).toMatchObject({ source: "entered", rate: 0.5 });
  });

  it("estimates KU earnings from KENP pages: the entered month's rate, else the dated default", () => {
    const dashboard = computeDashboard({
      ...base,
      currency: "USD",
      kenpRates: [{ marketplace: "amazon.com", month: "2026-10", perPage: 0.004 }],
      sales: [
        sale({ month: "2026-09", kenpPages: 1000 }),
        sale({ month: "2026-10", kenpPages: 1000 }),
      ],
    });
    expect(dashboard.byMonth.map((m) => [m.month, m.kuEstimate])).toEqual([
      ["2026-09", 5],
      ["2026-10", 4],
    ]);
    expect(dashboard.kenpRatesUsed.map((r) => r.source)).toEqual(["test, 2026-01-01", "entered"]);
  });

  it("takes ad spend off a book matched by ASIN, and keeps unmatched ads visible", () => {
    const dashboard = computeDashboard({
      ...base,
      currency: "USD",
      sales: [sale({ units: 4, royalty: 20 })],
      ads: [
        {
          asin: "B01",
          marketplace: "amazon.com",
          month: "2026-09",
          currency: "USD",
          spend: 7.5,
          sales: 30,
          orders: 3,
        },
        {
          asin: "B99",
          marketplace: "amazon.com",
          month: "2026-09",
          currency: "USD",
          spend: 1,
          sales: 0,
          orders: 0,
        },
      ],
    });
    expect(dashboard.books.map((b) => [b.title, b.profit])).toEqual([
      ["Dragon Tea", 12.5],
      ["Ads for B99 (no sales imported)", -1],
    ]);
    expect(dashboard.totals.profit).toBe(11.5);
  });

  it("leaves out amounts without a rate and names their currency", () => {
    const dashboard = computeDashboard({
      ...base,
      rates: [],
      sales: [sale({ units: 1, royalty: 10 })],
    });
    expect(dashboard.missingRates).toEqual(["USD"]);
    expect(dashboard.totals.royalty).toBe(0);
  });

  it("computes series read-through in the order the books first sold", () => {
    const dashboard = computeDashboard({
      ...base,
      currency: "USD",
      projects: [
        { title: "Dragon Tea", series: "Dragons" },
        { title: "dragon coffee", series: "Dragons" },
        { title: "Dragon Cocoa", series: "Dragons" },
      ],
      sales: [
        sale({ month: "2026-10", title: "Dragon Coffee", asin: "B02", units: 30, royalty: 60 }),
        sale({ month: "2026-09", units: 100, royalty: 200 }),
        sale({ month: "2026-11", title: "Dragon Cocoa", asin: "B03", units: 0, royalty: 0 }),
      ],
    });
    expect(dashboard.series).toEqual([
      expect.objectContaining({
        name: "Dragons",
        books: ["Dragon Tea", "Dragon Coffee", "Dragon Cocoa"],
        units: 130,
        profit: 260,
        readThrough: [
          { from: "Dragon Tea", to: "Dragon Coffee", rate: 0.3 },
          { from: "Dragon Coffee", to: "Dragon Cocoa", rate: 0 },
        ],
      }),
    ]);
  });
});
