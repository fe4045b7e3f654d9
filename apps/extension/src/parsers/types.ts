import type { BookFormat } from "@inkforge/domain/research/keepa";

/** The stores the extension reads today; each has one search and one product module. */
export type Marketplace = "amazon.com" | "amazon.co.uk" | "amazon.de";
type PageType = "search" | "product";

/** How a store writes numbers, money, dates and the words the parser looks for. */
export type StoreLocale = {
  marketplace: Marketplace;
  currency: "USD" | "GBP" | "EUR";
  thousands: string;
  decimal: string;
  /** Month names or abbreviations (lower case, without dots), January first. */
  months: readonly (readonly string[])[];
  /** Day-month-year ("3 Mar. 2024", "3. März 2024") or month-day-year ("Mar 3, 2024"). */
  dateOrder: "dmy" | "mdy";
};

/** One search results row as read from the page; null where the page does not show it. */
export type SearchResultRow = {
  asin: string;
  /** 1-based order among the page's organic and sponsored results. */
  position: number;
  title: string;
  authors: string[];
  format: BookFormat;
  /** The binding as the page spells it ("Kindle Edition", "Taschenbuch"). */
  binding: string | null;
  price: number | null;
  rating: number | null;
  reviewCount: number | null;
  /** ISO date (YYYY-MM-DD). */
  publishedOn: string | null;
  sponsored: boolean;
};

export type CategoryRank = { rank: number; category: string };

export type ProductDetails = {
  asin: string;
  title: string;
  authors: string[];
  format: BookFormat;
  binding: string | null;
  price: number | null;
  pages: number | null;
  publisher: string | null;
  independent: boolean | null;
  publishedOn: string | null;
  /** The overall best-sellers rank and the store-wide category it is in ("Books", "Kindle Store"). */
  salesRank: number | null;
  salesRankCategory: string | null;
  categoryRanks: CategoryRank[];
  rating: number | null;
  reviewCount: number | null;
};

/**
 * What a parse found out about the page, in counts only: never a title, ASIN or any page text,
 * so the report can leave the browser when Amazon's markup changes.
 */
export type ParseReport = {
  parser: string;
  marketplace: Marketplace;
  pageType: PageType;
  counts: Record<string, number>;
};

type NothingFound = { kind: "nothing-found"; report: ParseReport };

export type SearchParse =
  | {
      kind: "search";
      marketplace: Marketplace;
      currency: string;
      keyword: string | null;
      department: "books" | "kindle" | "all";
      rows: SearchResultRow[];
      report: ParseReport;
    }
  | NothingFound;

export type ProductParse =
  | {
      kind: "product";
      marketplace: Marketplace;
      currency: string;
      product: ProductDetails;
      report: ParseReport;
    }
  | NothingFound;
