import { LOCALES } from "../locales";
import { SEARCH_SELECTORS, type SearchPageSpec } from "../spec";

/** amazon.nl: "#12.345 in Boeken", "12,99 €" — search results (books, Kindle, all departments). */
export const amazonNlSearch: SearchPageSpec = {
  id: "amazon.nl/search",
  locale: LOCALES["amazon.nl"],
  ...SEARCH_SELECTORS,
  byWord: /^van$/i,
  ratingPattern: /([\d,]+) van 5 sterren/,
};
