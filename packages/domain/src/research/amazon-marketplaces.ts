/*
 * The spec's maps (§3): marketplace ids for 19 Amazon bookstore domains, and the country codes of
 * the 11 domains it names (US, GB, DE, FR, JP, CA, IT, ES, IN, MX, AU). The spec does not list the
 * 19 domains (gap G-51): they are the 17 stores KDP publishes to (`kdp/marketplaces.ts`) plus
 * amazon.ae and amazon.sg, which sell KDP print books in English. Ids are Amazon's own marketplace
 * ids (Selling Partner API "Marketplace IDs" page), the `mid` the search-suggestions endpoint takes.
 */

export const AMAZON_MARKETPLACE_IDS = {
  "amazon.com": "ATVPDKIKX0DER",
  "amazon.ca": "A2EUQ1WTGCTBG2",
  "amazon.com.mx": "A1AM78C64UM0Y8",
  "amazon.com.br": "A2Q3Y263D00KWC",
  "amazon.co.uk": "A1F83G8C2ARO7P",
  "amazon.de": "A1PA6795UKMFR9",
  "amazon.fr": "A13V1IB3VIYZZH",
  "amazon.it": "APJ6JRA9NG5V4",
  "amazon.es": "A1RKKUPIHCS9HS",
  "amazon.nl": "A1805IZSGTT6HS",
  "amazon.ie": "A28R8C7NBKEWEA",
  "amazon.com.be": "AMEN7PMS3EDWL",
  "amazon.pl": "A1C3SOZRARQ6R3",
  "amazon.se": "A2NODRKZP88ZB9",
  "amazon.co.jp": "A1VC38T7YXB528",
  "amazon.in": "A21TJRUUN4KGV",
  "amazon.com.au": "A39IBJ37TRP1C6",
  "amazon.ae": "A2VIGQ35RCS4UG",
  "amazon.sg": "A19VAU5U5O7RUS",
} as const;

export type AmazonDomain = keyof typeof AMAZON_MARKETPLACE_IDS;
export const AMAZON_DOMAINS = Object.keys(AMAZON_MARKETPLACE_IDS) as AmazonDomain[];

/** The spec's domain-to-country codes, verbatim (GB, not UK). */
export const AMAZON_DOMAIN_COUNTRY_CODES = {
  "amazon.com": "US",
  "amazon.co.uk": "GB",
  "amazon.de": "DE",
  "amazon.fr": "FR",
  "amazon.co.jp": "JP",
  "amazon.ca": "CA",
  "amazon.it": "IT",
  "amazon.es": "ES",
  "amazon.in": "IN",
  "amazon.com.mx": "MX",
  "amazon.com.au": "AU",
} as const satisfies Partial<Record<AmazonDomain, string>>;

export type AmazonCountryCode =
  (typeof AMAZON_DOMAIN_COUNTRY_CODES)[keyof typeof AMAZON_DOMAIN_COUNTRY_CODES];

/** Keepa's `domain` parameter per store (research-sources §1: 7 is unused by Keepa). */
export const KEEPA_DOMAIN_IDS = {
  "amazon.com": 1,
  "amazon.co.uk": 2,
  "amazon.de": 3,
  "amazon.fr": 4,
  "amazon.co.jp": 5,
  "amazon.ca": 6,
  "amazon.it": 8,
  "amazon.es": 9,
  "amazon.in": 10,
  "amazon.com.mx": 11,
} as const satisfies Partial<Record<AmazonDomain, number>>;

/** The completion endpoint's `alias`: the Books store, the Kindle Store, or all departments. */
export const SUGGESTION_ALIASES = {
  books: "stripbooks",
  kindle: "digital-text",
  all: "aps",
} as const;
export type SuggestionDepartment = keyof typeof SUGGESTION_ALIASES;

export function isAmazonDomain(value: string): value is AmazonDomain {
  return Object.hasOwn(AMAZON_MARKETPLACE_IDS, value);
}

/** Accepts "amazon.de", "www.amazon.de" or "https://www.amazon.de/", any case. */
export function normalizeAmazonDomain(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//u, "")
    .replace(/^www\./u, "")
    .replace(/\/.*$/u, "");
}

export function getMarketplaceIdOrThrow(domain: string): string {
  const key = normalizeAmazonDomain(domain);
  if (!isAmazonDomain(key)) throw new Error(`Unknown Amazon domain: ${domain}`);
  return AMAZON_MARKETPLACE_IDS[key];
}

export function findCountryCode(domain: string): AmazonCountryCode | null {
  const key = normalizeAmazonDomain(domain);
  return Object.hasOwn(AMAZON_DOMAIN_COUNTRY_CODES, key)
    ? AMAZON_DOMAIN_COUNTRY_CODES[key as keyof typeof AMAZON_DOMAIN_COUNTRY_CODES]
    : null;
}
