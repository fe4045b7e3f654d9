import { and, asc, count, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  jobRuns,
  type TrackerEntryRow,
  type TrackerSnapshotRow,
  trackerEntries,
  trackerSnapshots,
} from "../schema";

export type NewTrackerEntry = Omit<
  typeof trackerEntries.$inferInsert,
  "id" | "paused" | "lastErrorAt" | "lastError"
>;

/**
 * Serialises a user's adds to one tracker until the transaction ends, so the count read before an
 * insert is still true when it commits (101 concurrent adds on a 100-entry plan store 100).
 */
export async function lockUserTracker(db: Database, userId: string, kind: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`tracker:${kind}:${userId}`}, 0))`,
  );
}

export async function countTrackerEntries(
  db: Database,
  values: { userId: string; kind: string },
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(trackerEntries)
    .where(and(eq(trackerEntries.userId, values.userId), eq(trackerEntries.kind, values.kind)));
  return row?.count ?? 0;
}

export async function findExistingDedupeKeys(
  db: Database,
  values: { userId: string; keys: string[] },
): Promise<Set<string>> {
  if (values.keys.length === 0) return new Set();
  const rows = await db
    .select({ key: trackerEntries.dedupeKey })
    .from(trackerEntries)
    .where(
      and(eq(trackerEntries.userId, values.userId), inArray(trackerEntries.dedupeKey, values.keys)),
    );
  return new Set(rows.map((row) => row.key));
}

export async function insertTrackerEntries(
  db: Database,
  rows: NewTrackerEntry[],
): Promise<TrackerEntryRow[]> {
  if (rows.length === 0) return [];
  return db.insert(trackerEntries).values(rows).onConflictDoNothing().returning();
}

export async function listTrackerEntries(
  db: Database,
  values: { userId: string; kind: string },
): Promise<TrackerEntryRow[]> {
  return db
    .select()
    .from(trackerEntries)
    .where(and(eq(trackerEntries.userId, values.userId), eq(trackerEntries.kind, values.kind)))
    .orderBy(asc(trackerEntries.createdAt), asc(trackerEntries.id));
}

/** One entry of the user's; undefined for another user's or an unknown id (both answer 404). */
export async function findUserTrackerEntry(
  db: Database,
  values: { userId: string; kind: string; id: string },
): Promise<TrackerEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(trackerEntries)
    .where(
      and(
        eq(trackerEntries.id, values.id),
        eq(trackerEntries.userId, values.userId),
        eq(trackerEntries.kind, values.kind),
      ),
    );
  return row;
}

export async function updateTrackerEntry(
  db: Database,
  id: string,
  values: Partial<
    Pick<
      TrackerEntryRow,
      "paused" | "alertRankThreshold" | "alertLeavesFirstPage" | "lastError" | "lastErrorAt"
    >
  >,
): Promise<TrackerEntryRow | undefined> {
  const [row] = await db
    .update(trackerEntries)
    .set(values)
    .where(eq(trackerEntries.id, id))
    .returning();
  return row;
}

export async function deleteTrackerEntry(db: Database, id: string): Promise<void> {
  await db.delete(trackerEntries).where(eq(trackerEntries.id, id));
}

/** Active entries and the day of their latest snapshot, for the scheduler. */
export async function listActiveEntriesWithLastDay(
  db: Database,
): Promise<{ id: string; lastDay: string | null }[]> {
  return db
    .select({
      id: trackerEntries.id,
      // Written out: drizzle leaves columns unqualified here, so "id" would mean the snapshot's.
      lastDay: sql<
        string | null
      >`(select max(s.day)::text from tracker_snapshots s where s.entry_id = "tracker_entries"."id")`,
    })
    .from(trackerEntries)
    .where(eq(trackerEntries.paused, false));
}

/** Inserts the day's snapshot; undefined when the entry already has one that day (another run won). */
export async function insertSnapshotOnce(
  db: Database,
  values: typeof trackerSnapshots.$inferInsert,
): Promise<TrackerSnapshotRow | undefined> {
  const [row] = await db
    .insert(trackerSnapshots)
    .values(values)
    .onConflictDoNothing({ target: [trackerSnapshots.entryId, trackerSnapshots.day] })
    .returning();
  return row;
}

/** Many days' snapshots at once (a new entry's history); a day already written is kept. */
export async function insertSnapshotsOnce(
  db: Database,
  values: (typeof trackerSnapshots.$inferInsert)[],
): Promise<number> {
  if (values.length === 0) return 0;
  const rows = await db
    .insert(trackerSnapshots)
    .values(values)
    .onConflictDoNothing({ target: [trackerSnapshots.entryId, trackerSnapshots.day] })
    .returning({ id: trackerSnapshots.id });
  return rows.length;
}

/** The latest snapshot before `day`, the one a new snapshot's alerts compare with. */
export async function findSnapshotBefore(
  db: Database,
  values: { entryId: string; day: string },
): Promise<TrackerSnapshotRow | undefined> {
  const [row] = await db
    .select()
    .from(trackerSnapshots)
    .where(
      and(
        eq(trackerSnapshots.entryId, values.entryId),
        sql`${trackerSnapshots.day} < ${values.day}`,
      ),
    )
    .orderBy(desc(trackerSnapshots.day))
    .limit(1);
  return row;
}

/** Snapshots of entries since a day, oldest first. */
export async function listSnapshots(
  db: Database,
  values: { entryIds: string[]; sinceDay?: string },
): Promise<TrackerSnapshotRow[]> {
  if (values.entryIds.length === 0) return [];
  return db
    .select()
    .from(trackerSnapshots)
    .where(
      and(
        inArray(trackerSnapshots.entryId, values.entryIds),
        values.sinceDay ? gte(trackerSnapshots.day, values.sinceDay) : undefined,
      ),
    )
    .orderBy(asc(trackerSnapshots.entryId), asc(trackerSnapshots.day));
}

// --- Job runs ---------------------------------------------------------------------------------------

export async function recordJobSuccess(db: Database, kind: string, at: Date): Promise<void> {
  await db
    .insert(jobRuns)
    .values({ kind, lastSuccessAt: at })
    .onConflictDoUpdate({ target: jobRuns.kind, set: { lastSuccessAt: at } });
}

export async function recordJobFailure(
  db: Database,
  kind: string,
  at: Date,
  error: string,
): Promise<void> {
  await db
    .insert(jobRuns)
    .values({ kind, lastFailureAt: at, lastError: error })
    .onConflictDoUpdate({ target: jobRuns.kind, set: { lastFailureAt: at, lastError: error } });
}

export async function findJobRun(
  db: Database,
  kind: string,
): Promise<typeof jobRuns.$inferSelect | undefined> {
  const [row] = await db.select().from(jobRuns).where(eq(jobRuns.kind, kind));
  return row;
}

export async function listEntriesByIds(db: Database, ids: string[]): Promise<TrackerEntryRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(trackerEntries).where(inArray(trackerEntries.id, ids));
}

/** Which of these entries already have the day's snapshot (skipped before the source is asked). */
export async function entriesWithSnapshotOn(
  db: Database,
  values: { entryIds: string[]; day: string },
): Promise<Set<string>> {
  if (values.entryIds.length === 0) return new Set();
  const rows = await db
    .select({ entryId: trackerSnapshots.entryId })
    .from(trackerSnapshots)
    .where(
      and(inArray(trackerSnapshots.entryId, values.entryIds), eq(trackerSnapshots.day, values.day)),
    );
  return new Set(rows.map((row) => row.entryId));
}
