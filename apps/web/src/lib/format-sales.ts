/** Shared formatting of the category finder and Hot KDP Niches (ranges, ranks, instants). */

export type Range = { low: number; typical: number; high: number };

const copies = (value: number) =>
  value.toLocaleString("en-US", { maximumFractionDigits: value < 10 ? 1 : 0 });

/** "12–40 a day (typical 25)"; ranges never collapse into one made-up number. */
export function formatDailyRange(range: Range): string {
  return `${copies(range.low)}–${copies(range.high)} a day (typical ${copies(range.typical)})`;
}

export function formatRank(rank: number): string {
  return `#${Math.round(rank).toLocaleString("en-US")}`;
}

const asOfFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
});

/** "27 Nov 2026, 06:00 UTC": the same text in the server render and the browser. */
export function formatAsOf(iso: string): string {
  return `${asOfFormat.format(new Date(iso))} UTC`;
}
