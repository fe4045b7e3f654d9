import { describe, expect, it } from "vitest";
import { getMarketplaceOrThrow, MARKETPLACES, roundMoney, roundMoneyUp } from "./marketplaces";
import { computeRawPrintingCost, findCostBand, findPrintCostRow, PRINT_COSTS } from "./print-costs";

describe("print cost table", () => {
  it.each([
    // [marketplace, binding, ink, pages, trim class, cost]
    ["amazon.com", "paperback", "black", 300, "regular", 4.6],
    ["amazon.com", "paperback", "black", 120, "large", 3.04],
    ["amazon.com", "paperback", "black", 110, "regular", 2.3],
    ["amazon.com", "paperback", "black", 112, "regular", 2.344],
    ["amazon.com", "paperback", "black", 24, "large", 2.84],
    ["amazon.com.au", "paperback", "black", 108, "regular", 4.74],
    ["amazon.com.au", "paperback", "black", 110, "regular", 2.42 + 110 * 0.022],
    ["amazon.co.uk", "paperback", "premium-color", 40, "regular", 2.59],
    ["amazon.co.uk", "paperback", "premium-color", 42, "regular", 0.85 + 42 * 0.0435],
    ["amazon.de", "paperback", "standard-color", 72, "large", 0.75 + 72 * 0.035],
    ["amazon.co.jp", "paperback", "black", 200, "regular", 206 + 400],
    ["amazon.com", "hardcover", "black", 120, "regular", 7.09],
    ["amazon.com", "hardcover", "black", 300, "regular", 9.25],
    ["amazon.com", "hardcover", "black", 108, "large", 7.49],
    ["amazon.com", "hardcover", "premium-color", 100, "large", 5.65 + 8],
    // UK and EU hardcovers (decision 0084): both sides of the 108/110-page edge, both trims.
    ["amazon.co.uk", "hardcover", "black", 75, "regular", 5.23],
    ["amazon.co.uk", "hardcover", "black", 108, "large", 5.45],
    ["amazon.co.uk", "hardcover", "black", 110, "regular", 4.15 + 110 * 0.01],
    ["amazon.co.uk", "hardcover", "black", 550, "large", 4.15 + 550 * 0.012],
    ["amazon.co.uk", "hardcover", "premium-color", 75, "regular", 4.15 + 75 * 0.0435],
    ["amazon.co.uk", "hardcover", "premium-color", 550, "large", 4.15 + 550 * 0.0598],
    ["amazon.de", "hardcover", "black", 108, "regular", 5.95],
    ["amazon.fr", "hardcover", "black", 108, "large", 6.38],
    ["amazon.es", "hardcover", "black", 110, "regular", 4.65 + 110 * 0.012],
    ["amazon.it", "hardcover", "black", 300, "large", 4.65 + 300 * 0.016],
    ["amazon.nl", "hardcover", "premium-color", 75, "regular", 4.65 + 75 * 0.0525],
    ["amazon.ie", "hardcover", "premium-color", 550, "large", 4.65 + 550 * 0.0715],
    ["amazon.com.be", "hardcover", "black", 200, "regular", 4.65 + 200 * 0.012],
  ] as const)("%s %s %s %i pages %s → %d", (market, binding, ink, pages, trimClass, cost) => {
    const row = findPrintCostRow(market, binding, ink);
    if (!row) throw new Error("row missing");
    const band = findCostBand(row, pages);
    if (!band) throw new Error("band missing");
    expect(computeRawPrintingCost(band, pages, trimClass)).toBeCloseTo(cost, 6);
  });

  it.each([
    ["amazon.com", "paperback", "standard-color", 70],
    ["amazon.com", "paperback", "standard-color", 602],
    ["amazon.com", "paperback", "black", 22],
    ["amazon.com", "paperback", "black", 830],
    ["amazon.com", "hardcover", "black", 74],
    ["amazon.com", "hardcover", "black", 552],
    ["amazon.co.uk", "hardcover", "black", 74],
    ["amazon.de", "hardcover", "premium-color", 552],
  ] as const)("%s %s %s has no band for %i pages", (market, binding, ink, pages) => {
    const row = findPrintCostRow(market, binding, ink);
    expect(row && findCostBand(row, pages)).toBeNull();
  });

  it("publishes no standard colour for Japan or Australia, no hardcover cost for PL, SE, JP", () => {
    expect(findPrintCostRow("amazon.co.jp", "paperback", "standard-color")).toBeNull();
    expect(findPrintCostRow("amazon.com.au", "paperback", "standard-color")).toBeNull();
    expect(findPrintCostRow("amazon.pl", "hardcover", "black")).toBeNull();
    expect(findPrintCostRow("amazon.se", "hardcover", "black")).toBeNull();
    expect(findPrintCostRow("amazon.co.jp", "hardcover", "black")).toBeNull();
    expect(findPrintCostRow("amazon.co.uk", "hardcover", "standard-color")).toBeNull();
    expect(findPrintCostRow("amazon.in", "paperback", "black")).toBeNull();
  });

  it("marks the UK and EU hardcover rows unverified, with KDP's page and the date taken", () => {
    const unverified = PRINT_COSTS.filter((row) => row.source.confidence === "unverified");
    expect(unverified.map((row) => `${row.region} ${row.binding} ${row.ink}`).sort()).toEqual([
      "EU hardcover black",
      "EU hardcover premium-color",
      "UK hardcover black",
      "UK hardcover premium-color",
    ]);
    for (const row of unverified) {
      expect(row.source.url).toBe("https://kdp.amazon.com/en_US/help/topic/G201834340");
      expect(row.source.date).toBe("2026-11-28");
    }
  });

  it("gives every row a source with a date and contiguous page bands", () => {
    for (const row of PRINT_COSTS) {
      expect(row.source.key).not.toBe("");
      expect(row.source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      row.bands.forEach((band, index) => {
        const next = row.bands[index + 1];
        if (next) expect(next.minPages).toBe(band.maxPages + 1);
      });
    }
  });
});

describe("marketplaces", () => {
  it("keeps the 50%/60% thresholds of the June 2025 change", () => {
    const thresholds = Object.fromEntries(
      MARKETPLACES.filter((m) => m.print).map((m) => [m.id, m.print?.sixtyPercentFrom]),
    );
    expect(thresholds).toMatchObject({
      "amazon.com": 9.99,
      "amazon.de": 9.99,
      "amazon.co.uk": 7.99,
      "amazon.ca": 13.99,
      "amazon.com.au": 13.99,
      "amazon.co.jp": 1000,
      "amazon.pl": 40,
      "amazon.se": 99,
    });
  });

  it("keeps the delivery costs per MB and the KDP Select rule", () => {
    const rate = (id: string) => getMarketplaceOrThrow(id).ebook?.deliveryPerMb;
    expect([
      rate("amazon.com"),
      rate("amazon.co.uk"),
      rate("amazon.de"),
      rate("amazon.in"),
    ]).toEqual([0.15, 0.1, 0.12, 7]);
    const select = MARKETPLACES.filter((m) => m.ebook?.selectRequiredFor70).map((m) => m.id);
    expect(select.sort()).toEqual(["amazon.co.jp", "amazon.com.br", "amazon.com.mx", "amazon.in"]);
  });

  it("gives every rule a dated source", () => {
    for (const m of MARKETPLACES) {
      for (const source of [m.ebook?.source, m.ebook?.deliverySource, m.print?.source]) {
        if (source) expect(source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
  });

  it("rounds money to the currency's unit", () => {
    expect(roundMoney(4.996, "USD")).toBe(5);
    expect(roundMoney(1.918, "USD")).toBe(1.92);
    expect(roundMoney(606.4, "JPY")).toBe(606);
    expect(Object.is(roundMoney(-0.001, "USD"), 0)).toBe(true);
    expect(roundMoneyUp(11.8166, "USD")).toBe(11.82);
    expect(roundMoneyUp(9.2, "USD")).toBe(9.2);
  });

  it("refuses an unknown marketplace", () => {
    expect(() => getMarketplaceOrThrow("amazon.xx")).toThrow(/Unknown Amazon marketplace/);
  });
});
