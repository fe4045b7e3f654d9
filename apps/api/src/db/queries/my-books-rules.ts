import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  bookProjects,
  type KdpFigureChangeRow,
  kdpFigureChanges,
  myBooksRuleAlerts,
} from "../schema";

export function listFigureChanges(db: Database): Promise<KdpFigureChangeRow[]> {
  return db
    .select()
    .from(kdpFigureChanges)
    .orderBy(asc(kdpFigureChanges.effectiveFrom), asc(kdpFigureChanges.createdAt));
}

export async function insertFigureChange(
  db: Database,
  values: typeof kdpFigureChanges.$inferInsert,
): Promise<KdpFigureChangeRow> {
  const [row] = await db.insert(kdpFigureChanges).values(values).returning();
  return row!;
}

/** Claims a due change for this run: null when another run applied it first. */
export async function claimFigureChange(db: Database, id: string, now: Date) {
  const [row] = await db
    .update(kdpFigureChanges)
    .set({ appliedAt: now })
    .where(and(eq(kdpFigureChanges.id, id), isNull(kdpFigureChanges.appliedAt)))
    .returning();
  return row ?? null;
}

/**
 * Every member's book projects a figure change can touch: a printing cost row its binding and ink,
 * a threshold every print book, a delivery cost every eBook.
 */
export function listProjectsForFigure(
  db: Database,
  change: Pick<KdpFigureChangeRow, "figure" | "binding" | "ink">,
) {
  const binding = sql`${bookProjects.specs}->>'binding'`;
  const where =
    change.figure === "print-threshold"
      ? sql`${binding} in ('paperback', 'hardcover')`
      : change.figure === "delivery-cost"
        ? sql`${binding} = 'ebook'`
        : and(
            sql`${binding} = ${change.binding}`,
            sql`${bookProjects.specs}->>'ink' = ${change.ink}`,
          );
  return db.select().from(bookProjects).where(where);
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
