import { LOCALES } from "../locales";
import { PRODUCT_SELECTORS, type ProductPageSpec } from "../spec";

/** amazon.com.mx: "n.º 12,345 en Libros", pesos written "$129.00" — product pages for print books and Kindle eBooks. */
export const amazonComMxProduct: ProductPageSpec = {
  id: "amazon.com.mx/product",
  locale: LOCALES["amazon.com.mx"],
  ...PRODUCT_SELECTORS,
  labels: {
    salesRank: /^clasificación en los más vendidos/i,
    publisher: /^editorial/i,
    publicationDate: /^fecha de publicación/i,
    pages: /^(longitud de impresión|número de páginas|tapa blanda|tapa dura)/i,
    asin: /^asin/i,
    isbn10: /^isbn-10/i,
  },
  pagesPattern: /([\d.,]+) páginas/i,
  rankPattern: /n\.?º ?([\d.,]+) en ([^(\n]+)/i,
  ratingPattern: /([\d,.]+) de 5 estrellas/,
};
