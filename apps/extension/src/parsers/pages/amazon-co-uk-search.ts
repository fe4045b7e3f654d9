import { LOCALES } from "../locales";
import { SEARCH_SELECTORS, type SearchPageSpec } from "../spec";

/** amazon.co.uk: ranks are written without "#" — search results (books, Kindle, all departments). */
export const amazonCoUkSearch: SearchPageSpec = {
  id: "amazon.co.uk/search",
  locale: LOCALES["amazon.co.uk"],
  ...SEARCH_SELECTORS,
  byWord: /^by$/i,
  ratingPattern: /([\d.]+) out of 5 stars/,
};
