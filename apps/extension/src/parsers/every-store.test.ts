import { readFileSync } from "node:fs";
import { join } from "node:path";
import { AMAZON_DOMAINS } from "@inkforge/domain/research/amazon-marketplaces";
import { describe, expect, it } from "vitest";
import { loadFixture } from "./fixture.test-helper";
import { LOCALES } from "./locales";
import { parsePage } from "./registry";
import buildHosts from "./store-hosts.json";

/*
 * Every store the site researches, on its own search and product pages. The expected values come
 * from fixtures/truth.json: the numbers the fixture script wrote the pages from, not the pages'
 * text, so "1 234 567", "12,34,567", "n.º 1,234,567" and "￥1,299" are each checked against the
 * number they mean.
 */

type SearchTruth = {
  marketplace: string;
  department: "books" | "kindle";
  rows: {
    asin: string;
    price: number | null;
    rating: number;
    reviewCount: number;
    publishedOn: string;
    sponsored: boolean;
    format: string;
    authors: string[];
  }[];
};
type ProductTruth = {
  marketplace: string;
  product: {
    asin: string;
    format: string;
    price: number;
    salesRank: number;
    salesRankCategory: string;
    categoryRanks: { rank: number; category: string }[];
    pages: number;
    publishedOn: string;
    rating: number | null;
    reviewCount: number | null;
    layout: "bullets" | "table";
  };
};

const truth = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "..", "fixtures", "truth.json"), "utf8"),
) as Record<string, SearchTruth | ProductTruth>;
const entries = Object.entries(truth);
const searches = entries.filter((e): e is [string, SearchTruth] => "rows" in e[1]);
const products = entries.filter((e): e is [string, ProductTruth] => "product" in e[1]);

describe("every store the site researches", () => {
  it("has a locale, a search and a product fixture each, and the manifest's host permission", () => {
    expect(Object.keys(LOCALES).sort()).toEqual([...AMAZON_DOMAINS].sort());
    for (const marketplace of AMAZON_DOMAINS) {
      const files = entries.filter(([, t]) => t.marketplace === marketplace).map(([f]) => f);
      expect(files, marketplace).toHaveLength(4);
    }
    expect([...buildHosts].sort()).toEqual(AMAZON_DOMAINS.map((d) => `www.${d}`).sort());
  });

  it.each(searches)("%s: every row's numbers exactly", (file, expected) => {
    const url = new URL(
      `https://www.${expected.marketplace}/s?k=dragon+fantasy&i=${expected.department === "kindle" ? "digital-text" : "stripbooks"}`,
    );
    const parsed = parsePage(loadFixture(file), url);
    if (parsed?.kind !== "search") throw new Error(`expected a search parse, got ${parsed?.kind}`);
    expect(parsed.marketplace).toBe(expected.marketplace);
    expect(parsed.currency).toBe(LOCALES[parsed.marketplace].currency);
    expect(parsed.department).toBe(expected.department);
    expect(parsed.keyword).toBe("dragon fantasy");
    expect(
      parsed.rows.map((row) => ({
        asin: row.asin,
        price: row.price,
        rating: row.rating,
        reviewCount: row.reviewCount,
        publishedOn: row.publishedOn,
        sponsored: row.sponsored,
        format: row.format,
        authors: row.authors,
      })),
    ).toEqual(expected.rows);
  });

  it.each(products)("%s: rank, categories, price, pages, date exactly", (file, expected) => {
    const { product: want } = expected;
    const parsed = parsePage(
      loadFixture(file),
      new URL(`https://www.${expected.marketplace}/Some-Title/dp/${want.asin}/ref=sr_1_1`),
    );
    if (parsed?.kind !== "product")
      throw new Error(`expected a product parse, got ${parsed?.kind}`);
    const { product } = parsed;
    expect(product).toMatchObject({
      asin: want.asin,
      format: want.format,
      price: want.price,
      salesRank: want.salesRank,
      salesRankCategory: want.salesRankCategory,
      categoryRanks: want.categoryRanks,
      pages: want.pages,
      publisher: "Independently published",
      independent: true,
      publishedOn: want.publishedOn,
      rating: want.rating,
      reviewCount: want.reviewCount,
    });
  });
});
