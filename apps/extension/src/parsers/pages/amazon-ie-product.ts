import { LOCALES } from "../locales";
import { PRODUCT_SELECTORS, type ProductPageSpec } from "../spec";

/** amazon.ie: English pages, euros written "€12.99", ranks without "#" — product pages for print books and Kindle eBooks. */
export const amazonIeProduct: ProductPageSpec = {
  id: "amazon.ie/product",
  locale: LOCALES["amazon.ie"],
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
