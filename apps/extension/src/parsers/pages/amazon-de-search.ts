import { LOCALES } from "../locales";
import { SEARCH_SELECTORS, type SearchPageSpec } from "../spec";

/** amazon.de: "Nr. 12.345 in Bücher", "12,99 €" — search results (books, Kindle, all departments). */
export const amazonDeSearch: SearchPageSpec = {
  id: "amazon.de/search",
  locale: LOCALES["amazon.de"],
  ...SEARCH_SELECTORS,
  byWord: /^von$/i,
  ratingPattern: /([\d,]+) von 5 Sternen/,
};
