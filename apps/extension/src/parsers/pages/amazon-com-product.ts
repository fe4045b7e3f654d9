import { LOCALES } from "../locales";
import { PRODUCT_SELECTORS, type ProductPageSpec } from "../spec";

/** amazon.com — product pages for print books and Kindle eBooks. */
export const amazonComProduct: ProductPageSpec = {
  id: "amazon.com/product",
  locale: LOCALES["amazon.com"],
  ...PRODUCT_SELECTORS,
  labels: {
    salesRank: /^best ?sellers? rank/i,
    publisher: /^publisher/i,
    publicationDate: /^publication date/i,
    pages: /^(print length|paperback|hardcover)/i,
    asin: /^asin/i,
    isbn10: /^isbn-10/i,
  },
  pagesPattern: /([\d,]+) pages/i,
  rankPattern: /#?([\d,]+) in ([^(#\n]+)/,
  ratingPattern: /([\d.]+) out of 5 stars/,
};
