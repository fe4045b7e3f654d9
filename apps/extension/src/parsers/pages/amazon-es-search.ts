import { LOCALES } from "../locales";
import { SEARCH_SELECTORS, type SearchPageSpec } from "../spec";

/** amazon.es: "nº12.345 en Libros", "12,99 €" — search results (books, Kindle, all departments). */
export const amazonEsSearch: SearchPageSpec = {
  id: "amazon.es/search",
  locale: LOCALES["amazon.es"],
  ...SEARCH_SELECTORS,
  byWord: /^de$/i,
  ratingPattern: /([\d,.]+) de 5 estrellas/,
};
