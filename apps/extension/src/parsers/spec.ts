import type { StoreLocale } from "./types";

/*
 * Selectors and words as data (issue 32): Amazon changes its markup every few months, and a change
 * should mean editing one of these objects and its fixture page, not the parsing code. Each field
 * lists the selectors tried in order; the first that matches wins.
 */

/**
 * The version of the selectors and words below, sent with a parse-failure report so the console
 * tells an old build's failures from the current one's (decision 0132). Change it with them.
 */
export const PARSERS_VERSION = "2026.11.29";

export type SearchPageSpec = {
  id: string;
  locale: StoreLocale;
  /** One element per result (organic and sponsored), carrying the ASIN in data-asin. */
  result: readonly string[];
  title: readonly string[];
  /** Author links or names after the "by" word in the byline row. */
  byline: readonly string[];
  /** The word before the authors ("by", "von"); null where the byline starts with them (Japan). */
  byWord: RegExp | null;
  /** Whole price text ("$12.99", "12,99 €"), taken from the first non-struck price. */
  price: readonly string[];
  /** Element whose aria-label holds "4.6 out of 5 stars". */
  rating: readonly string[];
  ratingPattern: RegExp;
  reviewCount: readonly string[];
  /** The bold binding link under the title ("Paperback", "Kindle Edition"). */
  binding: readonly string[];
  sponsored: readonly string[];
  /** The search box's value, for "open in Deep View". */
  keyword: readonly string[];
};

export type ProductPageSpec = {
  id: string;
  locale: StoreLocale;
  title: readonly string[];
  asin: readonly string[];
  author: readonly string[];
  /** The selected format's name ("Paperback", "Kindle Edition"). */
  binding: readonly string[];
  price: readonly string[];
  /**
   * Detail rows, bullets or a table: each row, its label inside; the value is the row's text after
   * the label. `subRanks` are the category ranks listed under the best-sellers rank row.
   */
  detailRows: readonly { row: string; label: string; subRanks: string }[];
  labels: {
    salesRank: RegExp;
    publisher: RegExp;
    publicationDate: RegExp;
    /** "Print length", "Paperback" (with "240 pages"), "Seitenzahl der Print-Ausgabe". */
    pages: RegExp;
    asin: RegExp;
    isbn10: RegExp;
  };
  /** "240 pages", "240 Seiten", "240ページ". */
  pagesPattern: RegExp;
  /**
   * The rank (group 1) and its category (group 2): "#12,345 in Books", "Nr. 12.345 in Bücher",
   * "nº12.345 en Libros", "n.º 12,345 en Libros", "nr 12 345 w Książki", "- 12,345位本".
   */
  rankPattern: RegExp;
  rating: readonly string[];
  ratingPattern: RegExp;
  reviewCount: readonly string[];
};

/** Selectors every store's search page shares (the markup is one codebase across stores). */
export const SEARCH_SELECTORS = {
  result: ['div[data-component-type="s-search-result"][data-asin]'],
  title: ["h2 a span", "h2 span", "[data-cy=title-recipe] h2"],
  byline: [".a-row.a-size-base.a-color-secondary", "[data-cy=title-recipe] .a-row"],
  price: [".a-price:not([data-a-strike]) .a-offscreen"],
  rating: ['[aria-label*=" 5 "]', "i.a-icon-star-small span.a-icon-alt"],
  reviewCount: [
    'a[href*="customerReviews"] span.s-underline-text',
    "span[aria-label] a span.a-size-base",
  ],
  binding: ["a.a-text-bold", "[data-cy=price-recipe] a.a-text-bold"],
  sponsored: [".puis-sponsored-label-text", ".s-sponsored-label-info-icon"],
  keyword: ["#twotabsearchtextbox", "input[name=field-keywords]"],
} as const;

export const PRODUCT_SELECTORS = {
  title: ["#productTitle", "#ebooksProductTitle"],
  asin: ["input#ASIN", "input[name=ASIN]"],
  author: ["#bylineInfo .author a", "#bylineInfo a.contributorNameID"],
  binding: ["#tmmSwatches .swatchElement.selected .slot-title span", "#productSubtitle"],
  price: [
    "#kindle-price",
    "#tmmSwatches .swatchElement.selected .slot-price .a-color-price",
    "#corePrice_feature_div .a-price .a-offscreen",
    "#price",
  ],
  detailRows: [
    {
      row: "#detailBulletsWrapper_feature_div ul.detail-bullet-list > li",
      label: "span.a-text-bold",
      subRanks: "ul li",
    },
    {
      row: "#productDetails_detailBullets_sections1 tr",
      label: "th",
      subRanks: "td > span > span:not(:first-child)",
    },
  ],
  rating: ["#acrPopover"],
  reviewCount: ["#acrCustomerReviewText"],
} as const;
