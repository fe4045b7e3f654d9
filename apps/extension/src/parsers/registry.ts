import { amazonCoUkProduct } from "./pages/amazon-co-uk-product";
import { amazonCoUkSearch } from "./pages/amazon-co-uk-search";
import { amazonComProduct } from "./pages/amazon-com-product";
import { amazonComSearch } from "./pages/amazon-com-search";
import { amazonDeProduct } from "./pages/amazon-de-product";
import { amazonDeSearch } from "./pages/amazon-de-search";
import { parseProductPage } from "./parse-product";
import { parseSearchPage } from "./parse-search";
import type { Marketplace, ProductParse, SearchParse } from "./types";

const PAGES = {
  "amazon.com": { search: amazonComSearch, product: amazonComProduct },
  "amazon.co.uk": { search: amazonCoUkSearch, product: amazonCoUkProduct },
  "amazon.de": { search: amazonDeSearch, product: amazonDeProduct },
} as const;

/** "www.amazon.co.uk" → "amazon.co.uk"; null for a store the extension does not read. */
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
