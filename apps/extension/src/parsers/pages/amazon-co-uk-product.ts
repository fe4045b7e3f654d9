import { LOCALES } from "../locales";
import { PRODUCT_SELECTORS, type ProductPageSpec } from "../spec";

/** amazon.co.uk: ranks are written without "#" — product pages for print books and Kindle eBooks. */
export const amazonCoUkProduct: ProductPageSpec = {
  id: "amazon.co.uk/product",
  locale: LOCALES["amazon.co.uk"],
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
