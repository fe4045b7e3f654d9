import { LOCALES } from "../locales";
import { SEARCH_SELECTORS, type SearchPageSpec } from "../spec";

/** amazon.co.jp: "- 12,345位本" (the rank before its category), "￥1,299", "2024/3/3"; the byline starts with the authors — search results (books, Kindle, all departments). */
export const amazonCoJpSearch: SearchPageSpec = {
  id: "amazon.co.jp/search",
  locale: LOCALES["amazon.co.jp"],
  ...SEARCH_SELECTORS,
  byWord: null,
  ratingPattern: /5つ星のうち([\d.]+)/,
};
