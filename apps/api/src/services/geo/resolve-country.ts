import type { GeoResponse } from "@inkforge/domain/contracts/shop";
import { isPaymentButtonCountry, normaliseCountry } from "@inkforge/domain/shop/payment-countries";
import type { CountryLookup } from "./country-lookup";

/** Headers a trusted proxy (Cloudflare, a load balancer) sets with the visitor's country. */
export const countryHeaders = ["cf-ipcountry", "x-country-code"] as const;

/** Cloudflare's "unknown" and "Tor" values are not countries. */
const notCountries = new Set(["XX", "T1"]);

export type ResolveCountryParams = {
  headers: Record<string, string | string[] | undefined>;
  /** True only when TRUST_PROXY is on: otherwise anyone could send the header. */
  trustProxy: boolean;
  ip: string;
  lookup: CountryLookup | undefined;
  defaultCountry: string | null;
};

/**
 * `GET /api/geo` (decision 0021): a trusted proxy's header, then the lookup service, then
 * DEFAULT_COUNTRY; `paymentButton` says whether the PayPal button shows (spec §5, PAY-01/02).
 */
export async function resolveCountry(params: ResolveCountryParams): Promise<GeoResponse> {
  const answer = (country: string | null, source: GeoResponse["source"]): GeoResponse => ({
    country,
    paymentButton: isPaymentButtonCountry(country),
    source,
  });
  if (params.trustProxy) {
    for (const name of countryHeaders) {
      const raw = params.headers[name];
      const country = normaliseCountry(Array.isArray(raw) ? raw[0] : raw);
      if (country && !notCountries.has(country)) return answer(country, "header");
    }
  }
  if (params.lookup) {
    const country = await params.lookup.lookup(params.ip);
    if (country && !notCountries.has(country)) return answer(country, "lookup");
  }
  const fallback = normaliseCountry(params.defaultCountry);
  return fallback ? answer(fallback, "default") : answer(null, "none");
}
