import { LOCALES } from "../locales";
import { SEARCH_SELECTORS, type SearchPageSpec } from "../spec";

/** amazon.sg: English pages, Singapore dollars ("S$18.50") — search results (books, Kindle, all departments). */
export const amazonSgSearch: SearchPageSpec = {
  id: "amazon.sg/search",
  locale: LOCALES["amazon.sg"],
  ...SEARCH_SELECTORS,
  byWord: /^by$/i,
  ratingPattern: /([\d.]+) out of 5 stars/,
};
