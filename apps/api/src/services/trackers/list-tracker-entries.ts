import type {
  AmazonDomain,
  SuggestionDepartment,
} from "@inkforge/domain/research/amazon-marketplaces";
import {
  changeSince,
  checkTrackerLimit,
  dailySlotMinute,
  dayBefore,
  type TrackerKind,
  upgradeTierFor,
  utcDay,
} from "@inkforge/domain/research/tracker-rules";
import type {
  JobStatus,
  TrackerEntry,
  TrackerList,
  TrackerSnapshot,
} from "@inkforge/domain/research/trackers";
import { entryLimit } from "@inkforge/domain/shop/feature-matrix";
import { findJobRun, listSnapshots, listTrackerEntries } from "../../db/queries/trackers";
import type { TrackerEntryRow, TrackerSnapshotRow } from "../../db/schema";
import { snapshotJobKind, type TrackerContext, trackerAvailability } from "./tracker-context";

/** Days of history in each entry's sparkline. */
const SPARKLINE_DAYS = 30;

export function toSnapshot(row: TrackerSnapshotRow): TrackerSnapshot {
  return {
    day: row.day,
    takenAt: row.takenAt.toISOString(),
    source: row.source,
    asOf: row.asOf.toISOString(),
    position: row.position,
    firstResultRank: row.firstResultRank,
    resultCount: row.resultCount,
    salesRank: row.salesRank,
    price: row.price,
    currency: row.currency,
    reviewCount: row.reviewCount,
    rating: row.rating,
  };
}

/** The value a tracker follows: a keyword entry's position, an ASIN entry's sales rank. */
export function trackedValue(
  kind: string,
  snapshot: Pick<TrackerSnapshotRow, "position" | "salesRank">,
) {
  return kind === "keyword" ? snapshot.position : snapshot.salesRank;
}

export function toTrackerEntry(
  row: TrackerEntryRow,
  snapshots: TrackerSnapshotRow[],
): TrackerEntry {
  const series = snapshots.map((snapshot) => ({
    day: snapshot.day,
    value: trackedValue(row.kind, snapshot),
  }));
  const latest = snapshots[snapshots.length - 1];
  return {
    id: row.id,
    kind: row.kind as TrackerKind,
    keyword: row.keyword,
    asin: row.asin,
    domain: row.domain as AmazonDomain,
    department: row.department as SuggestionDepartment | null,
    paused: row.paused,
    alertRankThreshold: row.alertRankThreshold,
    alertLeavesFirstPage: row.alertLeavesFirstPage,
    createdAt: row.createdAt.toISOString(),
    slotMinute: dailySlotMinute(row.id),
    latest: latest ? toSnapshot(latest) : null,
    sparkline: series.slice(-SPARKLINE_DAYS),
    changeSinceYesterday: changeSince(series, 1),
    changeSinceLastWeek: changeSince(series, 7),
  };
}

async function jobStatus(ctx: Pick<TrackerContext, "db">, kind: string): Promise<JobStatus> {
  const row = await findJobRun(ctx.db, kind);
  return {
    kind,
    lastSuccessAt: row?.lastSuccessAt?.toISOString() ?? null,
    lastFailureAt: row?.lastFailureAt?.toISOString() ?? null,
    lastError: row?.lastError ?? null,
  };
}

/** The user's entries of one tracker with their trends, the plan's limit and the job's status. */
export async function listTrackerWithTrends(
  ctx: Pick<TrackerContext, "db" | "now">,
  input: { userId: string; kind: TrackerKind },
): Promise<TrackerList> {
  const { userId, kind } = input;
  const rows = await listTrackerEntries(ctx.db, { userId, kind });
  const sinceDay = dayBefore(utcDay(ctx.now()), SPARKLINE_DAYS);
  const snapshots = await listSnapshots(ctx.db, { entryIds: rows.map((row) => row.id), sinceDay });
  const byEntry = new Map<string, TrackerSnapshotRow[]>();
  for (const snapshot of snapshots) {
    byEntry.set(snapshot.entryId, [...(byEntry.get(snapshot.entryId) ?? []), snapshot]);
  }
  const availability = await trackerAvailability(ctx, userId, kind);
  const max = entryLimit(availability);
  const full = !checkTrackerLimit({ kind, availability, current: rows.length, adding: 1 }).ok;
  return {
    kind,
    entries: rows.map((row) => toTrackerEntry(row, byEntry.get(row.id) ?? [])),
    limit: {
      used: rows.length,
      max,
      upgradeTier: full && max !== null ? upgradeTierFor(kind, max) : null,
    },
    job: await jobStatus(ctx, snapshotJobKind(kind)),
  };
}
