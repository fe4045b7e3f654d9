import type { Currency } from "../kdp/marketplaces";

/*
 * One currency for a member's totals (decision 0117). Rates are units of a currency per euro, as
 * the ECB publishes them; each comes with its date and where it came from, and the dashboard shows
 * them next to the total.
 */

export type RateSource = "entered" | "ecb" | "starter";

export type ExchangeRate = { currency: Currency; perEur: number; date: string; source: RateSource };

/**
 * Approximate rates to start from, so a dashboard has a total before any rate is entered or
 * fetched. Labelled as such on the page; never a quote.
 */
export const STARTER_RATES_DATE = "2026-11-01";
const STARTER_PER_EUR: Record<Currency, number> = {
  EUR: 1,
  USD: 1.16,
  GBP: 0.88,
  JPY: 178,
  CAD: 1.62,
  AUD: 1.78,
  INR: 102,
  BRL: 6.2,
  MXN: 21.3,
  PLN: 4.24,
  SEK: 10.95,
};

export function starterRates(): ExchangeRate[] {
  return Object.entries(STARTER_PER_EUR).map(([currency, perEur]) => ({
    currency: currency as Currency,
    perEur,
    date: STARTER_RATES_DATE,
    source: "starter",
  }));
}

const RANK: Record<RateSource, number> = { entered: 0, ecb: 1, starter: 2 };

/** Per currency: the member's own rate first, then the newest ECB rate, then the starter rate. */
export function pickRates(candidates: readonly ExchangeRate[]): Map<Currency, ExchangeRate> {
  const picked = new Map<Currency, ExchangeRate>();
  for (const rate of candidates) {
    if (!(rate.perEur > 0)) continue;
    const held = picked.get(rate.currency);
    if (
      !held ||
      RANK[rate.source] < RANK[held.source] ||
      (RANK[rate.source] === RANK[held.source] && rate.date > held.date)
    )
      picked.set(rate.currency, rate);
  }
  picked.set("EUR", {
    currency: "EUR",
    perEur: 1,
    date: picked.get("EUR")?.date ?? STARTER_RATES_DATE,
    source: picked.get("EUR")?.source ?? "starter",
  });
  return picked;
}

/** `amount` of `from` in `to`, or null when a rate is missing. */
export function convert(
  amount: number,
  from: Currency,
  to: Currency,
  rates: Map<Currency, ExchangeRate>,
): number | null {
  if (from === to) return amount;
  const a = rates.get(from)?.perEur;
  const b = rates.get(to)?.perEur;
  if (!a || !b) return null;
  return (amount / a) * b;
}

/** What one unit of `from` is worth in `to`, for the "1 EUR = 1.16 USD" line. */
export function unitRate(from: Currency, to: Currency, rates: Map<Currency, ExchangeRate>) {
  return convert(1, from, to, rates);
}
