const longDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/**
 * "2026-11-21" or "2026-11-21T10:00:00.000Z" → "21 November 2026", in UTC so the server and the
 * browser agree; text that is not a date is shown as it came.
 */
export function formatLongDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : longDate.format(date);
}
