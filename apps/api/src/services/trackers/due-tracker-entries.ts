import { isSnapshotDue } from "@inkforge/domain/research/tracker-rules";
import { listActiveEntriesWithLastDay } from "../../db/queries/trackers";
import type { TrackerContext } from "./tracker-context";

/**
 * Active entries whose daily slot has passed and that have no snapshot today. The scheduler job
 * sends one snapshot job for each, so over a day the work arrives spread by the entries' slots.
 */
export async function dueTrackerEntries(
  ctx: Pick<TrackerContext, "db" | "now">,
): Promise<string[]> {
  const now = ctx.now();
  const rows = await listActiveEntriesWithLastDay(ctx.db);
  return rows
    .filter((row) => isSnapshotDue({ entryId: row.id, now, lastSnapshotDay: row.lastDay }))
    .map((row) => row.id);
}

/** Every active entry without today's snapshot, whatever its slot ("run now" in the demo). */
export async function unsnappedTrackerEntries(
  ctx: Pick<TrackerContext, "db">,
  day: string,
): Promise<string[]> {
  const rows = await listActiveEntriesWithLastDay(ctx.db);
  return rows.filter((row) => row.lastDay !== day).map((row) => row.id);
}
