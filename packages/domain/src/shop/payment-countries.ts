import { PAYMENT_BUTTON_COUNTRIES } from "../constants";

/*
 * Payment-button countries (spec §5, §9, PAY-01/02, gap G-40). The spec's list mixes ISO alpha-2
 * codes with "UK" and "EGY"; we normalise to alpha-2 and keep those two as aliases, so a country
 * lookup that answers "uk", "GB", "EGY" or "eg" is treated the same.
 */

/** Non-ISO spellings of the listed countries, and the alpha-2 code each means. */
export const COUNTRY_ALIASES: Readonly<Record<string, string>> = { UK: "GB", EGY: "EG" };

/**
 * An upper-case ISO 3166 alpha-2 code from a raw country value ("us", " gb ", "UK" → "GB",
 * "EGY" → "EG"), or null for anything else (empty, missing, other lengths, non-letters).
 */
export function normaliseCountry(code: unknown): string | null {
  if (typeof code !== "string") return null;
  const upper = code.trim().toUpperCase();
  const alpha2 = COUNTRY_ALIASES[upper] ?? upper;
  return /^[A-Z]{2}$/.test(alpha2) ? alpha2 : null;
}

const paymentCountries: ReadonlySet<string> = new Set(
  PAYMENT_BUTTON_COUNTRIES.map((code) => normaliseCountry(code)).filter(
    (code): code is string => code !== null,
  ),
);

/** True when the payment button renders for this country (unknown or missing → false). */
export function isPaymentButtonCountry(code: unknown): boolean {
  const alpha2 = normaliseCountry(code);
  return alpha2 !== null && paymentCountries.has(alpha2);
}
