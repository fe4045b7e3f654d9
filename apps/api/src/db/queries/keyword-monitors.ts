import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../client";
import { type KeywordMonitorRow, keywordMonitorRuns, keywordMonitors } from "../schema";

export async function countKeywordMonitors(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(keywordMonitors)
    .where(eq(keywordMonitors.userId, userId));
  return row?.count ?? 0;
}

export async function insertKeywordMonitor(
  db: Database,
  values: Omit<typeof keywordMonitors.$inferInsert, "id">,
): Promise<KeywordMonitorRow> {
  const [row] = await db.insert(keywordMonitors).values(values).returning();
  if (!row) throw new Error("insert into keyword_monitors returned no row");
  return row;
}

export async function listKeywordMonitors(
  db: Database,
  userId: string,
): Promise<KeywordMonitorRow[]> {
  return db
    .select()
    .from(keywordMonitors)
    .where(eq(keywordMonitors.userId, userId))
    .orderBy(asc(keywordMonitors.createdAt), asc(keywordMonitors.id));
}

export async function listAllKeywordMonitors(db: Database): Promise<KeywordMonitorRow[]> {
  return db.select().from(keywordMonitors);
}

export async function findKeywordMonitor(
  db: Database,
  id: string,
): Promise<KeywordMonitorRow | undefined> {
  const [row] = await db.select().from(keywordMonitors).where(eq(keywordMonitors.id, id));
  return row;
}

/** Deletes the user's monitor; false when it is not theirs or does not exist. */
export async function deleteUserKeywordMonitor(
  db: Database,
  values: { userId: string; id: string },
): Promise<boolean> {
  const rows = await db
    .delete(keywordMonitors)
    .where(and(eq(keywordMonitors.id, values.id), eq(keywordMonitors.userId, values.userId)))
    .returning({ id: keywordMonitors.id });
  return rows.length > 0;
}

/** Claims the month's run; false when another run of the same month got there first. */
export async function claimMonitorRun(
  db: Database,
  values: { monitorId: string; month: string; ranAt: Date; suggestions: string[] },
): Promise<boolean> {
  const rows = await db
    .insert(keywordMonitorRuns)
    .values(values)
    .onConflictDoNothing({ target: [keywordMonitorRuns.monitorId, keywordMonitorRuns.month] })
    .returning({ id: keywordMonitorRuns.id });
  return rows.length > 0;
}

export async function updateKeywordMonitor(
  db: Database,
  id: string,
  values: Partial<Pick<KeywordMonitorRow, "lastRunAt" | "boxes" | "suggestions" | "lastChange">>,
): Promise<void> {
  await db.update(keywordMonitors).set(values).where(eq(keywordMonitors.id, id));
}
