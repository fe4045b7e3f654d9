import type {
  ProductHistory,
  ProductRecord,
  ProductSource,
  ResearchSources,
} from "../../src/services/research/ports";
import { ResearchSourceFailure } from "../../src/services/research/ports";

/*
 * A product source for route tests: a fixed search answer and fixed products with history, and a
 * switch to make every call fail like a real adapter would. Records the queries it was asked.
 */

export const fakeAsOf = new Date("2026-11-20T06:00:00.000Z");

export function fakeProduct(index: number, overrides: Partial<ProductRecord> = {}): ProductRecord {
  const paperback = index % 3 === 0;
  return {
    asin: `B0TEST${String(index).padStart(4, "0")}`,
    domain: "amazon.com",
    title: `Garden Journal ${index}`,
    authors: [`Author ${index}`],
    format: paperback ? "paperback" : "kindle",
    binding: paperback ? "Paperback" : "Kindle Edition",
    publisher: index % 4 === 0 ? "Big House Press" : "Independently published",
    independent: index % 4 !== 0,
    pages: 120 + index,
    publishedAt: new Date(fakeAsOf.getTime() - (30 + index * 20) * 24 * 60 * 60 * 1000),
    price: paperback ? 9.99 : 3.99,
    currency: "USD",
    salesRank: 500 * index,
    salesRankCategory: "Books",
    rating: 4.2,
    reviewCount: 10 * index,
    categoryIds: ["1000"],
    ...overrides,
  };
}

export type FakeProductSource = ProductSource & {
  failure: ResearchSourceFailure | null;
  searches: { keyword: string; limit: number; domain: string; department: string }[];
  products: ProductRecord[];
};

export function fakeResearch(products: ProductRecord[]): {
  research: ResearchSources;
  source: FakeProductSource;
} {
  const source: FakeProductSource = {
    id: "keepa",
    failure: null,
    searches: [],
    products,
    async searchProducts(query) {
      if (source.failure) throw source.failure;
      source.searches.push(query);
      return {
        source: "keepa",
        asOf: fakeAsOf,
        data: { resultCount: 2000, products: source.products.slice(0, query.limit) },
      };
    },
    async getProducts(query) {
      if (source.failure) throw source.failure;
      const found = source.products.filter(
        (product) => query.asins.includes(product.asin) && product.domain === query.domain,
      );
      return {
        source: "keepa",
        asOf: fakeAsOf,
        data: query.withHistory ? found : found.map(({ history: _, ...rest }) => rest),
      };
    },
    async findCategories() {
      return { source: "keepa", asOf: fakeAsOf, data: [] };
    },
  };
  const unused = async (): Promise<never> => {
    throw new ResearchSourceFailure("sample", "not-configured", "unused in these tests");
  };
  return {
    research: { suggestions: { id: "sample", suggest: unused }, products: source, keywords: null },
    source,
  };
}

/** One point a day, `days` days ending at fakeAsOf. */
export function dailyHistory(values: {
  salesRank: (number | null)[];
  price: (number | null)[];
  reviewCount: (number | null)[];
}): ProductHistory {
  const series = (list: (number | null)[]) =>
    list.map((value, index) => ({
      at: new Date(fakeAsOf.getTime() - (list.length - 1 - index) * 24 * 60 * 60 * 1000),
      value,
    }));
  return {
    salesRank: series(values.salesRank),
    price: series(values.price),
    reviewCount: series(values.reviewCount),
    rating: [],
  };
}
