import { LOCALES } from "../locales";
import { SEARCH_SELECTORS, type SearchPageSpec } from "../spec";

/** amazon.it: "n. 12.345 in Libri", "12,99 €" — search results (books, Kindle, all departments). */
export const amazonItSearch: SearchPageSpec = {
  id: "amazon.it/search",
  locale: LOCALES["amazon.it"],
  ...SEARCH_SELECTORS,
  byWord: /^di$/i,
  ratingPattern: /([\d,]+) su 5 stelle/,
};
