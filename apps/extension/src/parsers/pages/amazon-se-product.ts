import { LOCALES } from "../locales";
import { PRODUCT_SELECTORS, type ProductPageSpec } from "../spec";

/** amazon.se: "12 345 i Böcker", "129,00 kr" — product pages for print books and Kindle eBooks. */
export const amazonSeProduct: ProductPageSpec = {
  id: "amazon.se/product",
  locale: LOCALES["amazon.se"],
  ...PRODUCT_SELECTORS,
  labels: {
    salesRank: /^rangordning för bästsäljare/i,
    publisher: /^utgivare/i,
    publicationDate: /^publiceringsdatum/i,
    pages: /^(antal sidor|häftad|inbunden)/i,
    asin: /^asin/i,
    isbn10: /^isbn-10/i,
  },
  pagesPattern: /(\d[\d\s]*) sidor/i,
  rankPattern: /(\d[\d\s]*?) i ([^(\n]+)/,
  ratingPattern: /([\d,]+) av 5 stjärnor/,
};
