import { LOCALES } from "../locales";
import { SEARCH_SELECTORS, type SearchPageSpec } from "../spec";

/** amazon.ca: as .com, in Canadian dollars written "$" — search results (books, Kindle, all departments). */
export const amazonCaSearch: SearchPageSpec = {
  id: "amazon.ca/search",
  locale: LOCALES["amazon.ca"],
  ...SEARCH_SELECTORS,
  byWord: /^by$/i,
  ratingPattern: /([\d.]+) out of 5 stars/,
};
