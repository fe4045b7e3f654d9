import { LOCALES } from "../locales";
import { SEARCH_SELECTORS, type SearchPageSpec } from "../spec";

/** amazon.se: "12 345 i Böcker", "129,00 kr" — search results (books, Kindle, all departments). */
export const amazonSeSearch: SearchPageSpec = {
  id: "amazon.se/search",
  locale: LOCALES["amazon.se"],
  ...SEARCH_SELECTORS,
  byWord: /^av$/i,
  ratingPattern: /([\d,]+) av 5 stjärnor/,
};
