import { LOCALES } from "../locales";
import { PRODUCT_SELECTORS, type ProductPageSpec } from "../spec";

/** amazon.de: "Nr. 12.345 in Bücher", "12,99 €" — product pages for print books and Kindle eBooks. */
export const amazonDeProduct: ProductPageSpec = {
  id: "amazon.de/product",
  locale: LOCALES["amazon.de"],
  ...PRODUCT_SELECTORS,
  labels: {
    salesRank: /^amazon bestseller-rang/i,
    publisher: /^herausgeber|^verlag/i,
    publicationDate: /^erscheinungstermin/i,
    pages: /^(seitenzahl der print-ausgabe|taschenbuch|gebundene ausgabe)/i,
    asin: /^asin/i,
    isbn10: /^isbn-10/i,
  },
  pagesPattern: /([\d.]+) seiten/i,
  rankPattern: /Nr\. ?([\d.]+) in ([^(\n]+)/,
  ratingPattern: /([\d,]+) von 5 Sternen/,
};
