import { LOCALES } from "../locales";
import { PRODUCT_SELECTORS, type ProductPageSpec } from "../spec";

/** amazon.com.br: "Nº 12.345 em Livros", "R$ 45,90" — product pages for print books and Kindle eBooks. */
export const amazonComBrProduct: ProductPageSpec = {
  id: "amazon.com.br/product",
  locale: LOCALES["amazon.com.br"],
  ...PRODUCT_SELECTORS,
  labels: {
    salesRank: /^ranking dos mais vendidos/i,
    publisher: /^editora/i,
    publicationDate: /^data da publicação/i,
    pages: /^(número de páginas|capa comum|capa dura)/i,
    asin: /^asin/i,
    isbn10: /^isbn-10/i,
  },
  pagesPattern: /([\d.]+) páginas/i,
  rankPattern: /n\.?º ?([\d.]+) em ([^(\n]+)/i,
  ratingPattern: /([\d,]+) de 5 estrelas/,
};
