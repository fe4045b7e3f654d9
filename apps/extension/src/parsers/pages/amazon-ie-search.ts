import { LOCALES } from "../locales";
import { SEARCH_SELECTORS, type SearchPageSpec } from "../spec";

/** amazon.ie: English pages, euros written "€12.99", ranks without "#" — search results (books, Kindle, all departments). */
export const amazonIeSearch: SearchPageSpec = {
  id: "amazon.ie/search",
  locale: LOCALES["amazon.ie"],
  ...SEARCH_SELECTORS,
  byWord: /^by$/i,
  ratingPattern: /([\d.]+) out of 5 stars/,
};
