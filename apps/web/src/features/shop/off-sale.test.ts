// @vitest-environment node
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

const { isOffSale, offSaleOffersOfTool } = await import("./off-sale");

describe("offers off sale on the selling pages (decision 0145)", () => {
  const offSale = new Set(["author-tools-bundle", "hot-niches"]);

  it.each([
    ["hot-niches", true],
    ["hot-niches-monthly", true],
    ["hot-niches-lifetime", true],
    ["author-tools-bundle-lifetime", true],
    ["pro-monthly", false],
    ["masterclass", false],
    ["no-such-product", false],
  ])("%s is off sale: %s", (id, expected) => {
    expect(isOffSale(offSale, id)).toBe(expected);
  });

  it.each([
    ["title-creator", ["Author Tools Bundle"]],
    ["book-data-translator", ["Author Tools Bundle"]],
    ["royalty-calculator", []],
  ])("the page of %s names the offers off sale that sell it: %j", (toolId, names) => {
    expect(offSaleOffersOfTool(offSale, toolId)).toEqual(names);
  });

  it("names nothing when nothing is off sale", () => {
    expect(offSaleOffersOfTool(new Set(), "title-creator")).toEqual([]);
    expect(isOffSale(new Set(), "hot-niches-monthly")).toBe(false);
  });
});
