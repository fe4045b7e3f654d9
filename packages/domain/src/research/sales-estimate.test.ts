import { describe, expect, it } from "vitest";
import { estimateBsrSales } from "../tools/bsr-sales/bsr-sales";
import { computeRoyalty } from "../tools/royalty/royalty";
import { dailySalesReader, estimateProduct, estimateSources } from "./sales-estimate";

const base = {
  domain: "amazon.com" as const,
  format: "kindle" as const,
  salesRank: 5000,
  price: 4.99,
  currency: "USD",
  pages: 200,
};

describe("estimateProduct", () => {
  it("is the BSR calculator's range, and the royalty calculator's royalty", () => {
    const outcome = estimateProduct(base);
    const calculator = estimateBsrSales({
      bsr: 5000,
      format: "ebook",
      listPrice: 4.99,
      fileSizeMb: 2,
    });
    expect(outcome.estimate?.daily).toEqual(calculator.daily);
    expect(outcome.estimate?.monthly).toEqual(calculator.monthly);
    const perSale = computeRoyalty({
      format: "ebook",
      marketplace: "amazon.com",
      listPrice: 4.99,
      fileSizeMb: 2,
    });
    expect(outcome.estimate?.royalty?.perSale).toBe(perSale.royalty);
    expect(outcome.estimate?.royalty?.rate).toBe(70);
    expect(outcome.estimate?.royalty?.monthly.typical).toBe(calculator.royalty?.monthly.typical);
  });

  it("prices a paperback with its pages", () => {
    const outcome = estimateProduct({ ...base, format: "paperback", price: 12.99, pages: 300 });
    const perSale = computeRoyalty({
      format: "paperback",
      marketplace: "amazon.com",
      listPrice: 12.99,
      pages: 300,
      ink: "black",
      paper: "white",
      trim: "6x9",
    });
    expect(outcome.estimate?.royalty?.perSale).toBe(perSale.royalty);
  });

  it.each([
    ["an audiobook", { format: "audiobook" as const }, "No published sales curve for this format"],
    [
      "a store without a factor",
      { domain: "amazon.com.br" as const },
      "No published sales factor for amazon.com.br",
    ],
    ["no rank", { salesRank: null }, "The source gives no best-seller rank"],
  ])("gives no estimate for %s", (_name, overrides, note) => {
    expect(estimateProduct({ ...base, ...overrides })).toEqual({ estimate: null, note });
  });

  it.each([
    ["no price", { price: null }, "No price, so no royalty"],
    [
      "another currency",
      { price: 4.99, currency: "EUR" },
      "The price is in EUR, not the store's USD",
    ],
    [
      "a paperback without pages",
      { format: "paperback" as const, price: 12.99, pages: null },
      "Pages is required for a print book",
    ],
  ])("gives sales but no royalty with %s", (_name, overrides, note) => {
    const outcome = estimateProduct({ ...base, ...overrides });
    expect(outcome.estimate?.daily.typical).toBeGreaterThan(0);
    expect(outcome.estimate?.royalty).toBeNull();
    expect(outcome.estimate?.royaltyNote).toBe(note);
  });

  it("scales other stores by their factor", () => {
    const us = estimateProduct({ ...base, price: null });
    const uk = estimateProduct({ ...base, domain: "amazon.co.uk", price: null });
    expect(uk.estimate?.daily.typical).toBeCloseTo((us.estimate?.daily.typical ?? 0) * 0.31, 1);
  });
});

describe("dailySalesReader", () => {
  it("reads the same range as the calculator, unrounded", () => {
    const read = dailySalesReader("amazon.com", "paperback");
    const calculator = estimateBsrSales({ bsr: 2500, format: "paperback" });
    expect(read?.(2500).typical).toBeCloseTo(calculator.daily.typical, 2);
    expect(dailySalesReader("amazon.sg", "kindle")).toBeNull();
  });
});

describe("estimateSources", () => {
  it("names every curve once", () => {
    expect(estimateSources().map((s) => s.key)).toContain("Kindlepreneur plugin");
    expect(new Set(estimateSources().map((s) => s.key)).size).toBe(estimateSources().length);
  });
});
