import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  bookProjects,
  type KdpFigureChangeRow,
  kdpFigureChanges,
  myBooksRuleAlerts,
} from "../schema";

export function listPrintCostChanges(db: Database): Promise<KdpFigureChangeRow[]> {
  return db
    .select()
    .from(kdpFigureChanges)
    .orderBy(asc(kdpFigureChanges.effectiveFrom), asc(kdpFigureChanges.createdAt));
}

export async function insertPrintCostChange(
  db: Database,
  values: typeof kdpFigureChanges.$inferInsert,
): Promise<KdpFigureChangeRow> {
  const [row] = await db.insert(kdpFigureChanges).values(values).returning();
  return row!;
}

/** Claims a due change for this run: null when another run applied it first. */
export async function claimPrintCostChange(db: Database, id: string, now: Date) {
  const [row] = await db
    .update(kdpFigureChanges)
    .set({ appliedAt: now })
    .where(and(eq(kdpFigureChanges.id, id), isNull(kdpFigureChanges.appliedAt)))
    .returning();
  return row ?? null;
}

/** Every member's print book projects of one binding and ink (what a cost row prices). */
export function listPrintProjects(db: Database, binding: string, ink: string) {
  return db
    .select()
    .from(bookProjects)
    .where(
      and(
        sql`${bookProjects.specs}->>'binding' = ${binding}`,
        sql`${bookProjects.specs}->>'ink' = ${ink}`,
      ),
    );
}

/** Inserts the alerts not written before; returns those it wrote. */
export function insertRuleAlerts(db: Database, rows: (typeof myBooksRuleAlerts.$inferInsert)[]) {
  if (rows.length === 0) return Promise.resolve([]);
  return db.insert(myBooksRuleAlerts).values(rows).onConflictDoNothing().returning();
}

export function listOwnRuleAlerts(db: Database, userId: string, changeIds: string[]) {
  if (changeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      changeId: myBooksRuleAlerts.changeId,
      projectId: myBooksRuleAlerts.projectId,
      marketplace: myBooksRuleAlerts.marketplace,
      detail: myBooksRuleAlerts.detail,
      title: bookProjects.title,
    })
    .from(myBooksRuleAlerts)
    .innerJoin(bookProjects, eq(bookProjects.id, myBooksRuleAlerts.projectId))
    .where(
      and(eq(myBooksRuleAlerts.userId, userId), inArray(myBooksRuleAlerts.changeId, changeIds)),
    )
    .orderBy(desc(myBooksRuleAlerts.createdAt), asc(myBooksRuleAlerts.marketplace));
}
