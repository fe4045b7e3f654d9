import { describe, expect, it } from "vitest";
import { loadFixture } from "./fixture.test-helper";
import { parsePage } from "./registry";
import { PARSERS_VERSION } from "./spec";

const cases = [
  {
    file: "amazon-com-product-paperback.html",
    host: "www.amazon.com",
    format: "paperback",
    rankCategory: "Books",
    rank: 23_469,
    layout: "bullets",
  },
  {
    file: "amazon-com-product-kindle.html",
    host: "www.amazon.com",
    format: "kindle",
    rankCategory: "Kindle Store",
    rank: 23_470,
    layout: "bullets",
  },
  {
    file: "amazon-co-uk-product-paperback.html",
    host: "www.amazon.co.uk",
    format: "paperback",
    rankCategory: "Books",
    rank: 23_473,
    layout: "bullets",
  },
  {
    file: "amazon-co-uk-product-kindle.html",
    host: "www.amazon.co.uk",
    format: "kindle",
    rankCategory: "Kindle Store",
    rank: 23_474,
    layout: "bullets",
  },
  {
    file: "amazon-de-product-paperback.html",
    host: "www.amazon.de",
    format: "paperback",
    rankCategory: "Bücher",
    rank: 23_477,
    layout: "bullets",
  },
  {
    file: "amazon-de-product-kindle.html",
    host: "www.amazon.de",
    format: "kindle",
    rankCategory: "Kindle-Shop",
    rank: 23_478,
    layout: "table",
  },
] as const;

describe("product page parsers", () => {
  it.each(cases)("$file ($layout): rank, categories, pages, publisher", (c) => {
    const doc = loadFixture(c.file);
    const asin = doc.querySelector("input#ASIN")?.getAttribute("value") ?? "";
    const parsed = parsePage(doc, new URL(`https://${c.host}/Some-Title/dp/${asin}/ref=sr_1_1`));
    if (parsed?.kind !== "product")
      throw new Error(`expected a product parse, got ${parsed?.kind}`);
    const { product } = parsed;
    expect(product.asin).toBe(asin);
    expect(product.format).toBe(c.format);
    expect(product.salesRank).toBe(c.rank);
    expect(product.salesRankCategory).toBe(c.rankCategory);
    expect(product.categoryRanks.map((r) => r.rank)).toEqual([12, 87, 140]);
    expect(product.categoryRanks[1]?.category).toBe("Space Opera");
    expect(product.pages).toBe(312);
    expect(product.publisher).toBe("Independently published");
    expect(product.independent).toBe(true);
    expect(product.publishedOn).toMatch(/^20\d\d-\d\d-\d\d$/);
    expect(product.price).toBeGreaterThan(0);
    expect(product.authors.length).toBeGreaterThan(0);
    expect(product.title).toMatch(/Fantasy Series$/);
    if (c.layout === "bullets") {
      expect(product.rating).toBeGreaterThanOrEqual(3.8);
      expect(product.reviewCount).toBeGreaterThan(0);
    }
    expect(parsed.report.counts).toMatchObject({
      title: 1,
      asin: 1,
      salesRank: 1,
      categoryRanks: 3,
    });
  });

  it("a product page without the parts it needs is nothing found, in counts only", () => {
    const doc = new DOMParser().parseFromString(
      "<html><body><div id='dp'></div></body></html>",
      "text/html",
    );
    const parsed = parsePage(doc, new URL("https://www.amazon.de/dp/3161484100"));
    expect(parsed).toEqual({
      kind: "nothing-found",
      report: {
        parser: "amazon.de/product",
        version: PARSERS_VERSION,
        marketplace: "amazon.de",
        pageType: "product",
        counts: { detailRows: 0, title: 0, asin: 1, salesRank: 0, categoryRanks: 0 },
      },
    });
  });
});
