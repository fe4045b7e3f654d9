import type { AmazonDomain } from "@inkforge/domain/research/amazon-marketplaces";
import type { BookFormat } from "@inkforge/domain/research/keepa";

/** Every store the site researches (19); each has one search and one product module. */
export type Marketplace = AmazonDomain;
type PageType = "search" | "product";

/** How a store writes numbers, money, dates and the words the parser looks for. */
export type StoreLocale = {
  marketplace: Marketplace;
  currency: StoreCurrency;
  /** "," "." or " " (French, Polish and Swedish group with a (narrow) no-break space). */
  thousands: string;
  decimal: string;
  /**
   * Indian grouping ("12,34,567": lakh and crore), where groups after the first are two digits;
   * the parser accepts two- or three-digit groups for every store that sets it.
   */
  indianGrouping?: boolean;
  /** Month names or abbreviations (lower case, without dots), January first; empty for Japan. */
  months: readonly (readonly string[])[];
  /**
   * Day-month-year ("3 Mar. 2024", "3. März 2024", "3 de marzo de 2024"), month-day-year
   * ("Mar 3, 2024") or Japan's year-month-day in digits ("2024/3/3", "2024年3月3日").
   */
  dateOrder: "dmy" | "mdy" | "ymd";
};

type StoreCurrency =
  | "USD"
  | "CAD"
  | "MXN"
  | "BRL"
  | "GBP"
  | "EUR"
  | "PLN"
  | "SEK"
  | "JPY"
  | "INR"
  | "AUD"
  | "AED"
  | "SGD";

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
  /** The parsers' data version (PARSERS_VERSION). */
  version: string;
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
