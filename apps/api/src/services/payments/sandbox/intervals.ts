import type { Interval } from "../provider";

/**
 * `from` plus one month or one year in UTC, clamped to the last day of a shorter month, as card
 * providers bill (31 January + 1 month = 28/29 February; 29 February + 1 year = 28 February).
 */
export function addInterval(from: Date, interval: Interval): Date {
  const year = from.getUTCFullYear() + (interval === "year" ? 1 : 0);
  const month = from.getUTCMonth() + (interval === "month" ? 1 : 0);
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(from.getTime());
  result.setUTCFullYear(year, month, Math.min(from.getUTCDate(), lastDay));
  return result;
}
