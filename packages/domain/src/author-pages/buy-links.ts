import {
  AMAZON_DOMAIN_COUNTRY_CODES,
  AMAZON_DOMAINS,
  type AmazonDomain,
} from "../research/amazon-marketplaces";

/*
 * Buy links are built, never typed: from the ASIN (or the ISBN when there is none) and the
 * author's associate tag for that store, so a typo cannot send readers to the wrong book.
 */

/** ISBN-13 in the 978 range → ISBN-10, which Amazon uses as the ASIN of print books. */
export function isbn13ToIsbn10(isbn13: string): string | null {
  if (!/^978\d{10}$/.test(isbn13)) return null;
  const core = isbn13.slice(3, 12);
  const sum = [...core].reduce((acc, d, i) => acc + Number(d) * (10 - i), 0);
  const check = (11 - (sum % 11)) % 11;
  return core + (check === 10 ? "X" : String(check));
}

export function amazonBuyLink(
  domain: AmazonDomain,
  ids: { asin: string; isbn: string },
  associateTag?: string,
): string | null {
  const asin = ids.asin || (ids.isbn.length === 10 ? ids.isbn : (isbn13ToIsbn10(ids.isbn) ?? ""));
  let url: URL;
  if (asin) url = new URL(`https://www.${domain}/dp/${asin}`);
  else if (ids.isbn) {
    url = new URL(`https://www.${domain}/s`);
    url.searchParams.set("k", ids.isbn);
  } else return null;
  if (associateTag) url.searchParams.set("tag", associateTag);
  return url.toString();
}

export function amazonBuyLinks(
  ids: { asin: string; isbn: string },
  associateTags: Partial<Record<AmazonDomain, string>>,
): { domain: AmazonDomain; url: string }[] {
  return AMAZON_DOMAINS.flatMap((domain) => {
    const url = amazonBuyLink(domain, ids, associateTags[domain]);
    return url ? [{ domain, url }] : [];
  });
}

/** Countries with their own Amazon store beyond the spec's 11, and neighbours Amazon serves. */
const EXTRA_COUNTRY_STORES: Record<string, AmazonDomain> = {
  BR: "amazon.com.br",
  NL: "amazon.nl",
  IE: "amazon.ie",
  BE: "amazon.com.be",
  PL: "amazon.pl",
  SE: "amazon.se",
  AE: "amazon.ae",
  SG: "amazon.sg",
  AT: "amazon.de",
  CH: "amazon.de",
  LU: "amazon.fr",
  NZ: "amazon.com.au",
  PT: "amazon.es",
  UK: "amazon.co.uk",
};

/** The Amazon store for a reader's country (ISO 3166 alpha-2); amazon.com when unknown. */
export function amazonStoreForCountry(country: string | null | undefined): AmazonDomain {
  const code = (country ?? "").trim().toUpperCase();
  for (const [domain, c] of Object.entries(AMAZON_DOMAIN_COUNTRY_CODES)) {
    if (c === code) return domain as AmazonDomain;
  }
  return EXTRA_COUNTRY_STORES[code] ?? "amazon.com";
}
