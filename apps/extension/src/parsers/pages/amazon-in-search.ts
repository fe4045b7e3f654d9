import { LOCALES } from "../locales";
import { SEARCH_SELECTORS, type SearchPageSpec } from "../spec";

/** amazon.in: English pages, rupees ("₹299.00"), Indian grouping ("#12,34,567") — search results (books, Kindle, all departments). */
export const amazonInSearch: SearchPageSpec = {
  id: "amazon.in/search",
  locale: LOCALES["amazon.in"],
  ...SEARCH_SELECTORS,
  byWord: /^by$/i,
  ratingPattern: /([\d.]+) out of 5 stars/,
};
