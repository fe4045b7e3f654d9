import type { AuthorPageStats } from "./contracts";

/*
 * What the owner reads from the counters (issue 30: sign-ups per day, newsletter conversion).
 * Views are page loads, not people (decision 0107), so conversion is sign-ups per 100 views.
 */

/** Sign-ups per 100 views, one decimal; null before the first view. */
export function newsletterConversionPercent(totals: AuthorPageStats["totals"]): number | null {
  if (totals.views === 0) return null;
  return Math.round((totals.signups / totals.views) * 1000) / 10;
}

/** The days with any view, click or sign-up, newest first. */
export function daysWithActivity(days: AuthorPageStats["days"]): AuthorPageStats["days"] {
  return days.filter((d) => d.views + d.clicks + d.signups > 0).reverse();
}
