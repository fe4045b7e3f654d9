import { describe, expect, it } from "vitest";
import { sampleCatalogue } from "../../src/services/research/sample/sample-market";
import { createSampleSources } from "../../src/services/research/sample/sample-sources";

const NOW = new Date("2026-11-27T15:30:00Z");
const { products } = createSampleSources(() => NOW);
const search = (categoryId: string, limit = 100) =>
  products.searchProducts({
    domain: "amazon.com",
    department: "books",
    keyword: "",
    categoryId,
    limit,
  });

describe("the sample source's category best sellers (Deep View by category)", () => {
  const catalogue = sampleCatalogue();
  const leaf = [...catalogue.categories.values()].find(
    (category) => category.path.length >= 3 && category.productIndexes.length >= 20,
  );

  it("answers the products shelved in the category, best rank first, with its name and path", async () => {
    if (!leaf) throw new Error("the sample has no category with 20 products");
    const answer = await search(leaf.id);
    expect(answer.source).toBe("sample");
    expect(answer.data.category).toEqual({ name: leaf.name, path: leaf.path });
    // Books not yet published on the day are not on sale, so not among the best sellers.
    const onSale = answer.data.resultCount ?? 0;
    expect(onSale).toBeGreaterThan(0);
    expect(onSale).toBeLessThanOrEqual(leaf.productIndexes.length);
    expect(answer.data.products.length).toBe(Math.min(100, onSale));
    const inCategory = new Set(leaf.productIndexes.map((i) => catalogue.products[i]?.asin));
    for (const product of answer.data.products) expect(inCategory.has(product.asin)).toBe(true);
    const ranks = answer.data.products.map((product) => product.salesRank ?? 0);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it("reads a parent category's subcategories too, and keeps to the limit", async () => {
    if (!leaf?.parentId) throw new Error("the sample category has no parent");
    const parent = await search(leaf.parentId, 5);
    expect(parent.data.products).toHaveLength(5);
    const full = await search(leaf.parentId);
    const own = await search(leaf.id);
    expect(full.data.resultCount).toBeGreaterThanOrEqual(own.data.resultCount ?? 0);
  });

  it("answers nothing, not an error, for a category it does not know", async () => {
    const answer = await search("no-such-category");
    expect(answer.data).toEqual({ resultCount: 0, products: [] });
  });
});
