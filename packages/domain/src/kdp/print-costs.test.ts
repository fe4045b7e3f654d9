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
  ] as const)("%s %s %s has no band for %i pages", (market, binding, ink, pages) => {
    const row = findPrintCostRow(market, binding, ink);
    expect(row && findCostBand(row, pages)).toBeNull();
  });

  it("publishes no standard colour for Japan or Australia, no hardcover outside .com", () => {
    expect(findPrintCostRow("amazon.co.jp", "paperback", "standard-color")).toBeNull();
    expect(findPrintCostRow("amazon.com.au", "paperback", "standard-color")).toBeNull();
    expect(findPrintCostRow("amazon.co.uk", "hardcover", "black")).toBeNull();
    expect(findPrintCostRow("amazon.in", "paperback", "black")).toBeNull();
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
