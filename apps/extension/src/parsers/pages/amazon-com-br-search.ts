import { LOCALES } from "../locales";
import { SEARCH_SELECTORS, type SearchPageSpec } from "../spec";

/** amazon.com.br: "Nº 12.345 em Livros", "R$ 45,90" — search results (books, Kindle, all departments). */
export const amazonComBrSearch: SearchPageSpec = {
  id: "amazon.com.br/search",
  locale: LOCALES["amazon.com.br"],
  ...SEARCH_SELECTORS,
  byWord: /^por$/i,
  ratingPattern: /([\d,]+) de 5 estrelas/,
};
