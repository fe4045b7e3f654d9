import { LOCALES } from "../locales";
import { PRODUCT_SELECTORS, type ProductPageSpec } from "../spec";

/** amazon.it: "n. 12.345 in Libri", "12,99 €" — product pages for print books and Kindle eBooks. */
export const amazonItProduct: ProductPageSpec = {
  id: "amazon.it/product",
  locale: LOCALES["amazon.it"],
  ...PRODUCT_SELECTORS,
  labels: {
    salesRank: /^posizione nella classifica bestseller/i,
    publisher: /^editore/i,
    publicationDate: /^data di pubblicazione/i,
    pages: /^(lunghezza stampa|copertina flessibile|copertina rigida)/i,
    asin: /^asin/i,
    isbn10: /^isbn-10/i,
  },
  pagesPattern: /([\d.]+) pagine/i,
  rankPattern: /n\. ?([\d.]+) in ([^(\n]+)/i,
  ratingPattern: /([\d,]+) su 5 stelle/,
};
