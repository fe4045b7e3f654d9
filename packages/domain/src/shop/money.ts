import { groupDigits } from "../digit-grouping";

/*
 * Money is integer US cents everywhere in the shop (decision 0016): no floating-point dollars in
 * prices, totals or discounts. Formatting follows spec §9 (en-US, USD), written out rather than
 * through `Intl` (decision 0172); money.test.ts holds it to `Intl`'s en-US USD format.
 */

function requireCents(cents: number, name = "cents"): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`${name} must be a whole number of cents, got ${cents}`);
  }
}

export type FormatPriceOptions = {
  /** Drop ".00" from whole-dollar amounts ("$199" rather than "$199.00"). */
  trimWholeDollars?: boolean;
};

/** Formats cents as US dollars: 999 → "$9.99", 123400 → "$1,234.00", 0 → "$0.00". */
export function formatPrice(cents: number, options: FormatPriceOptions = {}): string {
  requireCents(cents);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const dollars = `${sign}$${groupDigits(Math.floor(abs / 100))}`;
  if (options.trimWholeDollars && abs % 100 === 0) return dollars;
  return `${dollars}.${String(abs % 100).padStart(2, "0")}`;
}

/** Cents as a plain decimal string for payment providers: 8955 → "89.55", -5 → "-0.05". */
export function centsToDecimalString(cents: number): string {
  requireCents(cents);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * A provider's decimal amount ("89.55", "199", "0.5") as cents, or null when it is not a plain
 * non-negative amount with at most two decimals.
 */
export function decimalStringToCents(value: string): number | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const [, whole, fraction = ""] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/**
 * The price after `percent` off, in whole cents, rounding half a cent up:
 * 999 at 55% → 449.55 → 450; 19900 at 55% → 8955. `percent` may have up to two decimals and must
 * lie in 0..100; `cents` must be a non-negative whole number.
 */
export function applyPercentDiscount(cents: number, percent: number): number {
  requireCents(cents);
  if (cents < 0) throw new RangeError(`cents must not be negative, got ${cents}`);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`percent must be between 0 and 100, got ${percent}`);
  }
  const basisPoints = Math.round(percent * 100);
  if (Math.abs(basisPoints - percent * 100) > 1e-6) {
    throw new RangeError(`percent must have at most two decimals, got ${percent}`);
  }
  // Integer arithmetic: cents × (10000 − bp) / 10000, rounded half up.
  return Math.floor((cents * (10_000 - basisPoints) + 5_000) / 10_000);
}
