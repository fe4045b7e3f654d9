import { LOCALES } from "../locales";
import { PRODUCT_SELECTORS, type ProductPageSpec } from "../spec";

/** amazon.fr: "12 345 en Livres" grouped with a narrow no-break space, "12,99 €" — product pages for print books and Kindle eBooks. */
export const amazonFrProduct: ProductPageSpec = {
  id: "amazon.fr/product",
  locale: LOCALES["amazon.fr"],
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
