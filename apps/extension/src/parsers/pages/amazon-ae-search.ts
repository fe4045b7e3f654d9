import { LOCALES } from "../locales";
import { SEARCH_SELECTORS, type SearchPageSpec } from "../spec";

/** amazon.ae: the English pages, prices in dirhams ("AED 45.00") — search results (books, Kindle, all departments). */
export const amazonAeSearch: SearchPageSpec = {
  id: "amazon.ae/search",
  locale: LOCALES["amazon.ae"],
  ...SEARCH_SELECTORS,
  byWord: /^by$/i,
  ratingPattern: /([\d.]+) out of 5 stars/,
};
