import { LOCALES } from "../locales";
import { SEARCH_SELECTORS, type SearchPageSpec } from "../spec";

/** amazon.pl: "nr 12 345 w Książki", "45,99 zł", dates in the genitive — search results (books, Kindle, all departments). */
export const amazonPlSearch: SearchPageSpec = {
  id: "amazon.pl/search",
  locale: LOCALES["amazon.pl"],
  ...SEARCH_SELECTORS,
  byWord: /^autor:?$/i,
  ratingPattern: /([\d,]+) z 5 gwiazdek/,
};
