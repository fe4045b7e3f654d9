import { LOCALES } from "../locales";
import { PRODUCT_SELECTORS, type ProductPageSpec } from "../spec";

/** amazon.nl: "#12.345 in Boeken", "12,99 €" — product pages for print books and Kindle eBooks. */
export const amazonNlProduct: ProductPageSpec = {
  id: "amazon.nl/product",
  locale: LOCALES["amazon.nl"],
  ...PRODUCT_SELECTORS,
  labels: {
    salesRank: /^plaats in bestsellerlijst/i,
    publisher: /^uitgever/i,
    publicationDate: /^publicatiedatum/i,
    pages: /^(aantal pagina's|printlengte|paperback|gebonden)/i,
    asin: /^asin/i,
    isbn10: /^isbn-10/i,
  },
  pagesPattern: /([\d.]+) pagina's/i,
  rankPattern: /#([\d.]+) in ([^(#\n]+)/,
  ratingPattern: /([\d,]+) van 5 sterren/,
};
