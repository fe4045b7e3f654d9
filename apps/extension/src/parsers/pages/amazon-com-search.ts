import { LOCALES } from "../locales";
import { SEARCH_SELECTORS, type SearchPageSpec } from "../spec";

/** amazon.com — search results (books, Kindle, all departments). */
export const amazonComSearch: SearchPageSpec = {
  id: "amazon.com/search",
  locale: LOCALES["amazon.com"],
  ...SEARCH_SELECTORS,
  byWord: /^by$/i,
  ratingPattern: /([\d.]+) out of 5 stars/,
};
