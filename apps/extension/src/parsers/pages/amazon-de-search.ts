import { LOCALES, SEARCH_SELECTORS, type SearchPageSpec } from "../spec";

/** amazon.de Suchergebnisse (Bücher, Kindle-Shop, alle Kategorien). */
export const amazonDeSearch: SearchPageSpec = {
  id: "amazon.de/search",
  locale: LOCALES["amazon.de"],
  ...SEARCH_SELECTORS,
  byWord: /^von$/i,
  ratingPattern: /([\d,]+) von 5 Sternen/,
};
