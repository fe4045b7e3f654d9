import { LOCALES } from "../locales";
import { PRODUCT_SELECTORS, type ProductPageSpec } from "../spec";

/** amazon.co.jp: "- 12,345位本" (the rank before its category), "￥1,299", "2024/3/3"; the byline starts with the authors — product pages for print books and Kindle eBooks. */
export const amazonCoJpProduct: ProductPageSpec = {
  id: "amazon.co.jp/product",
  locale: LOCALES["amazon.co.jp"],
  ...PRODUCT_SELECTORS,
  labels: {
    salesRank: /^amazon 売れ筋ランキング/i,
    publisher: /^出版社/,
    publicationDate: /^発売日/,
    pages: /^(本の長さ|ペーパーバック|単行本)/,
    asin: /^asin/i,
    isbn10: /^isbn-10/i,
  },
  pagesPattern: /([\d,]+) ?ページ/,
  rankPattern: /([\d,]+)位 ?([^(（\n]+)/,
  ratingPattern: /5つ星のうち([\d.]+)/,
};
