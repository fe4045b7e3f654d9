import { LOCALES } from "../locales";
import { PRODUCT_SELECTORS, type ProductPageSpec } from "../spec";

/** amazon.pl: "nr 12 345 w Książki", "45,99 zł", dates in the genitive — product pages for print books and Kindle eBooks. */
export const amazonPlProduct: ProductPageSpec = {
  id: "amazon.pl/product",
  locale: LOCALES["amazon.pl"],
  ...PRODUCT_SELECTORS,
  labels: {
    salesRank: /^ranking najlepiej sprzedających się/i,
    publisher: /^wydawca/i,
    publicationDate: /^data publikacji/i,
    pages: /^(liczba stron|miękka oprawa|twarda oprawa)/i,
    asin: /^asin/i,
    isbn10: /^isbn-10/i,
  },
  pagesPattern: /(\d[\d\s]*) stron/i,
  rankPattern: /nr (\d[\d\s]*?) w ([^(\n]+)/i,
  ratingPattern: /([\d,]+) z 5 gwiazdek/,
};
