import { LOCALES } from "../locales";
import { SEARCH_SELECTORS, type SearchPageSpec } from "../spec";

/** amazon.fr: "12 345 en Livres" grouped with a narrow no-break space, "12,99 €" — search results (books, Kindle, all departments). */
export const amazonFrSearch: SearchPageSpec = {
  id: "amazon.fr/search",
  locale: LOCALES["amazon.fr"],
  ...SEARCH_SELECTORS,
  byWord: /^de$/i,
  ratingPattern: /([\d,]+) sur 5 étoiles/,
};
