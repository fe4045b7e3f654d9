import { normaliseCountry } from "@inkforge/domain/shop/payment-countries";
import type { Config } from "../../config";

/*
 * The configured country lookup service (decision 0021): `GET <GEO_LOOKUP_URL>?ip=<address>` with
 * the secret in a header, answering `{ "country": "DE" }` (`country_code` / `countryCode` are read
 * too). Server-side only, so the secret never reaches a browser (G-41). Answers are cached per
 * address for an hour; a failure or a timeout is "unknown", never an error for the visitor.
 */

export type CountryLookup = {
  /** The country, or null when unknown or the service failed (logged through onError). */
  lookup: (ip: string) => Promise<string | null>;
  /** The same, but a failure throws: the affiliate page must tell "failed" from "unknown". */
  lookupOrThrow: (ip: string) => Promise<string | null>;
};

export type CountryLookupOptions = {
  url: string;
  secret: string | undefined;
  header: string;
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
  onError?: (error: unknown) => void;
};

const CACHE_TTL_MS = 3_600_000;
const CACHE_MAX_ENTRIES = 10_000;

export function createCountryLookup(options: CountryLookupOptions): CountryLookup {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { country: string | null; expires: number }>();

  async function ask(ip: string): Promise<string | null> {
    const url = new URL(options.url);
    url.searchParams.set("ip", ip);
    const response = await fetchImpl(url, {
      headers: {
        accept: "application/json",
        ...(options.secret ? { [options.header]: options.secret } : {}),
      },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new Error(`country lookup answered ${response.status}`);
    const body = (await response.json()) as Record<string, unknown>;
    return normaliseCountry(body.country ?? body.country_code ?? body.countryCode);
  }

  async function lookupOrThrow(ip: string): Promise<string | null> {
    const hit = cache.get(ip);
    if (hit && hit.expires > now()) return hit.country;
    const country = await ask(ip);
    if (cache.size >= CACHE_MAX_ENTRIES) cache.delete(cache.keys().next().value!);
    cache.set(ip, { country, expires: now() + CACHE_TTL_MS });
    return country;
  }

  return {
    lookupOrThrow,
    async lookup(ip) {
      try {
        return await lookupOrThrow(ip);
      } catch (error) {
        options.onError?.(error);
        return null;
      }
    },
  };
}

/** GEO_LOOKUP_URL's service, or undefined when none is configured. */
export function createConfiguredCountryLookup(
  geo: Config["geo"],
  onError: (error: unknown) => void,
): CountryLookup | undefined {
  return geo.lookupUrl
    ? createCountryLookup({
        url: geo.lookupUrl,
        secret: geo.lookupSecret,
        header: geo.lookupHeader,
        timeoutMs: geo.lookupTimeoutMs,
        onError,
      })
    : undefined;
}
