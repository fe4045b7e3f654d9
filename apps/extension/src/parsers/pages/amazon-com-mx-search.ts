import { LOCALES } from "../locales";
import { SEARCH_SELECTORS, type SearchPageSpec } from "../spec";

/** amazon.com.mx: "n.º 12,345 en Libros", pesos written "$129.00" — search results (books, Kindle, all departments). */
export const amazonComMxSearch: SearchPageSpec = {
  id: "amazon.com.mx/search",
  locale: LOCALES["amazon.com.mx"],
  ...SEARCH_SELECTORS,
  byWord: /^de$/i,
  ratingPattern: /([\d,.]+) de 5 estrellas/,
};
