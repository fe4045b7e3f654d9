/**
 * What a plan's active subscriptions bring a month, in cents: a yearly plan's charges are divided
 * by twelve once for the whole plan (not per subscription), rounded half up, so the figure is
 * exact to the cent and the sum of many subscriptions does not drift.
 */
export function monthlyRecurringCents(chargedCents: number, interval: string): number {
  if (interval === "month") return chargedCents;
  if (interval === "year") return Math.floor((chargedCents * 2 + 12) / 24);
  return 0;
}
