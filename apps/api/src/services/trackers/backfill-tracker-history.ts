import type { AmazonDomain } from "@inkforge/domain/research/amazon-marketplaces";
import { utcDay } from "@inkforge/domain/research/tracker-rules";
import { insertSnapshotsOnce } from "../../db/queries/trackers";
import type { TrackerEntryRow } from "../../db/schema";
import { type HistoryPoint, type ProductRecord, ResearchSourceFailure } from "../research/ports";
import type { TrackerContext } from "./tracker-context";

/** Keepa and the sample answer up to 100 ASINs per call. */
const ASINS_PER_CALL = 100;

/** The value of each UTC day of a history (the last point of the day wins). */
function byDay(points: readonly HistoryPoint[] | undefined): Map<string, number | null> {
  const days = new Map<string, number | null>();
  for (const point of points ?? []) days.set(utcDay(point.at), point.value);
  return days;
}

function snapshotsOf(
  entry: TrackerEntryRow,
  product: ProductRecord,
  source: string,
  today: string,
) {
  const history = product.history;
  if (!history) return [];
  const ranks = byDay(history.salesRank);
  const prices = byDay(history.price);
  const reviews = byDay(history.reviewCount);
  const ratings = byDay(history.rating);
  const days = [...new Set([...ranks.keys(), ...prices.keys(), ...reviews.keys()])].filter(
    // Today's snapshot is the daily job's: it also finds the keyword's position and the alerts.
    (day) => day < today,
  );
  return days.map((day) => ({
    entryId: entry.id,
    day,
    takenAt: new Date(`${day}T00:00:00.000Z`),
    source,
    asOf: new Date(`${day}T00:00:00.000Z`),
    // A past day's search position is not in any product history.
    position: null,
    firstResultRank: null,
    resultCount: null,
    salesRank: ranks.get(day) ?? null,
    price: prices.get(day) ?? null,
    currency: product.currency,
    reviewCount: reviews.get(day) ?? null,
    rating: ratings.get(day) ?? null,
  }));
}

/**
 * A new tracker entry starts with the book's history from the source (the sample keeps 365 days,
 * Keepa returns its own), so the chart is useful on day one instead of "the daily job has not
 * run yet" (issue 24). Past days only, without alerts: they describe what happened before the
 * entry existed. A failing source leaves the history empty; the entry is added all the same and
 * the daily job fills it from tomorrow.
 */
export async function backfillTrackerHistory(
  ctx: Pick<TrackerContext, "db" | "now" | "research">,
  entries: readonly TrackerEntryRow[],
): Promise<number> {
  const today = utcDay(ctx.now());
  const byDomain = new Map<string, TrackerEntryRow[]>();
  for (const entry of entries)
    byDomain.set(entry.domain, [...(byDomain.get(entry.domain) ?? []), entry]);
  let written = 0;
  for (const [domain, group] of byDomain) {
    for (let start = 0; start < group.length; start += ASINS_PER_CALL) {
      const chunk = group.slice(start, start + ASINS_PER_CALL);
      let answer: Awaited<ReturnType<TrackerContext["research"]["products"]["getProducts"]>>;
      try {
        answer = await ctx.research.products.getProducts({
          domain: domain as AmazonDomain,
          asins: [...new Set(chunk.map((entry) => entry.asin))],
          withHistory: true,
        });
      } catch (error) {
        if (error instanceof ResearchSourceFailure) continue;
        throw error;
      }
      const products = new Map(answer.data.map((product) => [product.asin, product]));
      const rows = chunk.flatMap((entry) => {
        const product = products.get(entry.asin);
        return product ? snapshotsOf(entry, product, answer.source, today) : [];
      });
      written += await insertSnapshotsOnce(ctx.db, rows);
    }
  }
  return written;
}
