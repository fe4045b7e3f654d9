import type { TrackerKind } from "@inkforge/domain/research/tracker-rules";
import type { TrackerHistory } from "@inkforge/domain/research/trackers";
import {
  deleteTrackerEntry,
  findUserTrackerEntry,
  listSnapshots,
  updateTrackerEntry,
} from "../../db/queries/trackers";
import type { TrackerEntryRow } from "../../db/schema";
import { AppError } from "../../errors";
import { toSnapshot, toTrackerEntry } from "./list-tracker-entries";
import type { TrackerContext } from "./tracker-context";

type EntryRef = { userId: string; kind: TrackerKind; id: string };

/** The user's entry; another user's or an unknown id is the same 404, so ids reveal nothing. */
export async function requireOwnEntry(
  ctx: Pick<TrackerContext, "db">,
  ref: EntryRef,
): Promise<TrackerEntryRow> {
  const row = await findUserTrackerEntry(ctx.db, ref);
  if (!row) throw new AppError("NOT_FOUND", "No such tracker entry");
  return row;
}

export async function updateOwnEntry(
  ctx: Pick<TrackerContext, "db">,
  ref: EntryRef,
  changes: { paused?: boolean; alertRankThreshold?: number | null; alertLeavesFirstPage?: boolean },
) {
  await requireOwnEntry(ctx, ref);
  const row = await updateTrackerEntry(ctx.db, ref.id, changes);
  if (!row) throw new AppError("NOT_FOUND", "No such tracker entry");
  const snapshots = await listSnapshots(ctx.db, { entryIds: [row.id] });
  return toTrackerEntry(row, snapshots);
}

export async function removeOwnEntry(ctx: Pick<TrackerContext, "db">, ref: EntryRef) {
  await requireOwnEntry(ctx, ref);
  await deleteTrackerEntry(ctx.db, ref.id);
}

export async function entryHistory(
  ctx: Pick<TrackerContext, "db">,
  ref: EntryRef,
): Promise<TrackerHistory> {
  const row = await requireOwnEntry(ctx, ref);
  const snapshots = await listSnapshots(ctx.db, { entryIds: [row.id] });
  return { entry: toTrackerEntry(row, snapshots), snapshots: snapshots.map(toSnapshot) };
}
