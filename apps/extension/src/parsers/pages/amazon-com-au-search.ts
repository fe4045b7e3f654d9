import { LOCALES } from "../locales";
import { SEARCH_SELECTORS, type SearchPageSpec } from "../spec";

/** amazon.com.au: English pages, Australian dollars written "$" — search results (books, Kindle, all departments). */
export const amazonComAuSearch: SearchPageSpec = {
  id: "amazon.com.au/search",
  locale: LOCALES["amazon.com.au"],
  ...SEARCH_SELECTORS,
  byWord: /^by$/i,
  ratingPattern: /([\d.]+) out of 5 stars/,
};
