import { amazonAeProduct } from "./pages/amazon-ae-product";
import { amazonAeSearch } from "./pages/amazon-ae-search";
import { amazonCaProduct } from "./pages/amazon-ca-product";
import { amazonCaSearch } from "./pages/amazon-ca-search";
import { amazonCoJpProduct } from "./pages/amazon-co-jp-product";
import { amazonCoJpSearch } from "./pages/amazon-co-jp-search";
import { amazonCoUkProduct } from "./pages/amazon-co-uk-product";
import { amazonCoUkSearch } from "./pages/amazon-co-uk-search";
import { amazonComAuProduct } from "./pages/amazon-com-au-product";
import { amazonComAuSearch } from "./pages/amazon-com-au-search";
import { amazonComBeProduct } from "./pages/amazon-com-be-product";
import { amazonComBeSearch } from "./pages/amazon-com-be-search";
import { amazonComBrProduct } from "./pages/amazon-com-br-product";
import { amazonComBrSearch } from "./pages/amazon-com-br-search";
import { amazonComMxProduct } from "./pages/amazon-com-mx-product";
import { amazonComMxSearch } from "./pages/amazon-com-mx-search";
import { amazonComProduct } from "./pages/amazon-com-product";
import { amazonComSearch } from "./pages/amazon-com-search";
import { amazonDeProduct } from "./pages/amazon-de-product";
import { amazonDeSearch } from "./pages/amazon-de-search";
import { amazonEsProduct } from "./pages/amazon-es-product";
import { amazonEsSearch } from "./pages/amazon-es-search";
import { amazonFrProduct } from "./pages/amazon-fr-product";
import { amazonFrSearch } from "./pages/amazon-fr-search";
import { amazonIeProduct } from "./pages/amazon-ie-product";
import { amazonIeSearch } from "./pages/amazon-ie-search";
import { amazonInProduct } from "./pages/amazon-in-product";
import { amazonInSearch } from "./pages/amazon-in-search";
import { amazonItProduct } from "./pages/amazon-it-product";
import { amazonItSearch } from "./pages/amazon-it-search";
import { amazonNlProduct } from "./pages/amazon-nl-product";
import { amazonNlSearch } from "./pages/amazon-nl-search";
import { amazonPlProduct } from "./pages/amazon-pl-product";
import { amazonPlSearch } from "./pages/amazon-pl-search";
import { amazonSeProduct } from "./pages/amazon-se-product";
import { amazonSeSearch } from "./pages/amazon-se-search";
import { amazonSgProduct } from "./pages/amazon-sg-product";
import { amazonSgSearch } from "./pages/amazon-sg-search";
import { parseProductPage } from "./parse-product";
import { parseSearchPage } from "./parse-search";
import type { Marketplace, ProductParse, SearchParse } from "./types";

const PAGES = {
  "amazon.com": { search: amazonComSearch, product: amazonComProduct },
  "amazon.ca": { search: amazonCaSearch, product: amazonCaProduct },
  "amazon.co.uk": { search: amazonCoUkSearch, product: amazonCoUkProduct },
  "amazon.ie": { search: amazonIeSearch, product: amazonIeProduct },
  "amazon.in": { search: amazonInSearch, product: amazonInProduct },
  "amazon.com.au": { search: amazonComAuSearch, product: amazonComAuProduct },
  "amazon.ae": { search: amazonAeSearch, product: amazonAeProduct },
  "amazon.sg": { search: amazonSgSearch, product: amazonSgProduct },
  "amazon.de": { search: amazonDeSearch, product: amazonDeProduct },
  "amazon.fr": { search: amazonFrSearch, product: amazonFrProduct },
  "amazon.com.be": { search: amazonComBeSearch, product: amazonComBeProduct },
  "amazon.it": { search: amazonItSearch, product: amazonItProduct },
  "amazon.es": { search: amazonEsSearch, product: amazonEsProduct },
  "amazon.com.mx": { search: amazonComMxSearch, product: amazonComMxProduct },
  "amazon.com.br": { search: amazonComBrSearch, product: amazonComBrProduct },
  "amazon.nl": { search: amazonNlSearch, product: amazonNlProduct },
  "amazon.pl": { search: amazonPlSearch, product: amazonPlProduct },
  "amazon.se": { search: amazonSeSearch, product: amazonSeProduct },
  "amazon.co.jp": { search: amazonCoJpSearch, product: amazonCoJpProduct },
} as const satisfies Record<Marketplace, { search: unknown; product: unknown }>;

/** "www.amazon.co.jp" → "amazon.co.jp"; null for a store the extension does not read. */
function marketplaceOf(hostname: string): Marketplace | null {
  const host = hostname.toLowerCase().replace(/^(www|smile)\./, "");
  return Object.hasOwn(PAGES, host) ? (host as Marketplace) : null;
}

/** The page type of a store URL: a search (/s) or a product (/dp/…, /gp/product/…). */
function pageTypeOf(url: URL): "search" | "product" | null {
  if (url.pathname === "/s" || url.pathname.startsWith("/s/")) return "search";
  if (/\/(dp|gp\/product)\/[A-Z0-9]{10}/.test(url.pathname)) return "product";
  return null;
}

/** Reads the page the member opened; null when it is no page the extension knows. */
export function parsePage(doc: Document, url: URL): SearchParse | ProductParse | null {
  const marketplace = marketplaceOf(url.hostname);
  const type = pageTypeOf(url);
  if (!marketplace || !type) return null;
  return type === "search"
    ? parseSearchPage(doc, PAGES[marketplace].search, url)
    : parseProductPage(doc, PAGES[marketplace].product, url);
}
