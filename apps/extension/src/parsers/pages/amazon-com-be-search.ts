import { LOCALES } from "../locales";
import { SEARCH_SELECTORS, type SearchPageSpec } from "../spec";

/** amazon.com.be: the French pages, as amazon.fr — search results (books, Kindle, all departments). */
export const amazonComBeSearch: SearchPageSpec = {
  id: "amazon.com.be/search",
  locale: LOCALES["amazon.com.be"],
  ...SEARCH_SELECTORS,
  byWord: /^de$/i,
  ratingPattern: /([\d,]+) sur 5 étoiles/,
};
