import type { AffiliateRegion } from "@inkforge/domain/affiliate/contract";
import { decideAffiliateRegion } from "@inkforge/domain/affiliate/rules";
import { normaliseCountry } from "@inkforge/domain/shop/payment-countries";
import { AppError } from "../../errors";
import type { CountryLookup } from "../geo/country-lookup";
import { countryHeaders } from "../geo/resolve-country";

export type AffiliateRegionParams = {
  headers: Record<string, string | string[] | undefined>;
  /** TRUST_PROXY is on, or (demo mode) the client is on this machine. */
  trustCountryHeader: boolean;
  ip: string;
  lookup: CountryLookup | undefined;
  defaultCountry: string | null;
};

const notCountries = new Set(["XX", "T1"]);

/**
 * The affiliate programme's country check (spec §5, G-12): a trusted proxy's header, then the
 * lookup service (server-side, its secret never leaves), then DEFAULT_COUNTRY. Unlike GET /api/geo,
 * a failing lookup is an error (REGION_CHECK_FAILED) the page shows, not an unknown country.
 */
export async function resolveAffiliateRegion(
  params: AffiliateRegionParams,
): Promise<AffiliateRegion> {
  const answer = (country: string | null): AffiliateRegion => {
    const decision = decideAffiliateRegion(country);
    return { country, available: decision === "available", decision };
  };
  if (params.trustCountryHeader) {
    for (const name of countryHeaders) {
      const raw = params.headers[name];
      const country = normaliseCountry(Array.isArray(raw) ? raw[0] : raw);
      if (country && !notCountries.has(country)) return answer(country);
    }
  }
  if (params.lookup) {
    let country: string | null;
    try {
      country = await params.lookup.lookupOrThrow(params.ip);
    } catch (error) {
      throw new AppError("REGION_CHECK_FAILED", "Failed to check your region", { cause: error });
    }
    if (country && !notCountries.has(country)) return answer(country);
  }
  return answer(normaliseCountry(params.defaultCountry));
}

/** Refuses a region where no affiliate account may be created (NG, or no country at all). */
export function requireAvailableRegion(region: AffiliateRegion): string {
  if (!region.available || !region.country) {
    throw new AppError(
      "REGION_UNAVAILABLE",
      region.decision === "blocked"
        ? "The affiliate programme is not available in your region"
        : "Your region could not be determined, so the affiliate programme is not available",
    );
  }
  return region.country;
}
