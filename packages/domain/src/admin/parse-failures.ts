import { z } from "zod";
import { amazonDomainSchema } from "../research/contract";
import { DAY_MS } from "../time-units";

/*
 * The browser extension's parse-failure reports as the operator console shows them (issue 32,
 * decision 0132): per day, store, page kind and parser version, a count and nothing else. The
 * extension reports only pages it could not read (a page it read sends nothing), so a store's
 * failure rate is measured against its own usual level: the median of the days before.
 */

/** The console's chart and table: today and the 13 days before it. */
const PARSE_FAILURE_DAYS = 14;
/** The days before whose median is a store's usual level of failure reports. */
const BASELINE_DAYS = 7;
/** A jump is this many times the usual level (a usual level under 1 counts as 1)… */
const JUMP_FACTOR = 3;
/** …and at least this many reports in the day, so a single member's bad page is no alarm. */
const MIN_REPORTS = 5;

const pageKindSchema = z.enum(["search", "product"]);

const parseFailureRowSchema = z.object({
  day: z.iso.date(),
  marketplace: amazonDomainSchema,
  pageKind: pageKindSchema,
  parserVersion: z.string(),
  reports: z.number().int().min(0),
});
export type ParseFailureRow = z.infer<typeof parseFailureRowSchema>;

const parseFailureAlertSchema = z.object({
  marketplace: amazonDomainSchema,
  pageKind: pageKindSchema,
  day: z.iso.date(),
  reports: z.number().int(),
  /** The median daily reports of the 7 days before `day`. */
  usual: z.number(),
  /** The parser versions that reported on `day`, newest first by reports. */
  parserVersions: z.array(z.string()),
});
type ParseFailureAlert = z.infer<typeof parseFailureAlertSchema>;

export const parseFailuresSchema = z.object({
  /** Oldest first, ending today (UTC). */
  days: z.array(z.iso.date()),
  rows: z.array(parseFailureRowSchema),
  alerts: z.array(parseFailureAlertSchema),
});
export type ParseFailures = z.infer<typeof parseFailuresSchema>;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The console's days, oldest first, ending on `now`'s UTC day. */
export function parseFailureDays(now: Date, count = PARSE_FAILURE_DAYS): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) => isoDay(today - (count - 1 - i) * DAY_MS));
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Stores and page kinds whose failure reports jumped today or yesterday (UTC): at least 5 reports
 * and 3 times the median of the 7 days before. Today counts as soon as it crosses the line, and
 * yesterday stays shown, so a parser that broke late in a day is still noticed within a day.
 * `rows` must hold the 7 days before yesterday too (a day without a row had no reports).
 */
export function parseFailureAlerts(
  rows: readonly ParseFailureRow[],
  now: Date,
): ParseFailureAlert[] {
  const [yesterday, today] = parseFailureDays(now, 2) as [string, string];
  const byKey = new Map<string, ParseFailureRow[]>();
  for (const row of rows) {
    const key = `${row.marketplace} ${row.pageKind}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const alerts: ParseFailureAlert[] = [];
  for (const group of byKey.values()) {
    const first = group[0];
    if (!first) continue;
    for (const day of [today, yesterday]) {
      const onDay = group.filter((row) => row.day === day);
      const reports = onDay.reduce((sum, row) => sum + row.reports, 0);
      const before = parseFailureDays(new Date(`${day}T00:00:00Z`), BASELINE_DAYS + 1).slice(
        0,
        BASELINE_DAYS,
      );
      const usual = median(
        before.map((d) =>
          group.filter((row) => row.day === d).reduce((sum, row) => sum + row.reports, 0),
        ),
      );
      if (reports >= MIN_REPORTS && reports >= JUMP_FACTOR * Math.max(1, usual)) {
        alerts.push({
          marketplace: first.marketplace,
          pageKind: first.pageKind,
          day,
          reports,
          usual,
          parserVersions: [...onDay]
            .sort((a, b) => b.reports - a.reports)
            .map((row) => row.parserVersion),
        });
        break;
      }
    }
  }
  return alerts.sort((a, b) => b.reports - a.reports || a.marketplace.localeCompare(b.marketplace));
}
