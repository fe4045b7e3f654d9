import { LOCALES } from "../locales";
import { PRODUCT_SELECTORS, type ProductPageSpec } from "../spec";

/** amazon.com.be: the French pages, as amazon.fr — product pages for print books and Kindle eBooks. */
export const amazonComBeProduct: ProductPageSpec = {
  id: "amazon.com.be/product",
  locale: LOCALES["amazon.com.be"],
  ...PRODUCT_SELECTORS,
  labels: {
    salesRank: /^classement des meilleures ventes/i,
    publisher: /^éditeur/i,
    publicationDate: /^date de publication/i,
    pages: /^(nombre de pages de l'édition imprimée|longueur d'impression|broché|relié)/i,
    asin: /^asin/i,
    isbn10: /^isbn-10/i,
  },
  pagesPattern: /(\d[\d\s]*) pages/i,
  rankPattern: /(\d[\d\s]*?) en ([^(\n]+)/,
  ratingPattern: /([\d,]+) sur 5 étoiles/,
};
