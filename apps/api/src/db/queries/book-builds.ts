import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { type BookBuildRow, bookBuilds, type NewBookBuildRow } from "../schema";

/** Serialises a member's new builds until the transaction ends, so the queue limit holds. */
export async function lockMemberBuilds(db: Database, userId: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`book-builds:${userId}`}, 0))`,
  );
}

/** Builds not yet finished (queued or running). */
export async function countUnfinishedBuilds(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(bookBuilds)
    .where(and(eq(bookBuilds.userId, userId), inArray(bookBuilds.status, ["queued", "running"])));
  return row?.count ?? 0;
}

export async function insertBookBuild(
  db: Database,
  values: NewBookBuildRow,
): Promise<BookBuildRow> {
  const [row] = await db.insert(bookBuilds).values(values).returning();
  return row!;
}

export async function findBookBuild(db: Database, id: string): Promise<BookBuildRow | undefined> {
  const [row] = await db.select().from(bookBuilds).where(eq(bookBuilds.id, id));
  return row;
}

export async function findOwnBookBuild(
  db: Database,
  values: { id: string; userId: string },
): Promise<BookBuildRow | undefined> {
  const [row] = await db
    .select()
    .from(bookBuilds)
    .where(and(eq(bookBuilds.id, values.id), eq(bookBuilds.userId, values.userId)));
  return row;
}

/** A member's builds, newest first. */
export function listOwnBookBuilds(
  db: Database,
  userId: string,
  limit: number,
): Promise<BookBuildRow[]> {
  return db
    .select()
    .from(bookBuilds)
    .where(eq(bookBuilds.userId, userId))
    .orderBy(desc(bookBuilds.createdAt), desc(bookBuilds.id))
    .limit(limit);
}

/**
 * Updates a build that has not finished; a build that is done or failed is never changed again,
 * so a late retry of its job cannot undo it. Returns the row when it changed.
 */
export async function updateUnfinishedBuild(
  db: Database,
  id: string,
  values: Partial<Omit<NewBookBuildRow, "id" | "userId">>,
): Promise<BookBuildRow | undefined> {
  const [row] = await db
    .update(bookBuilds)
    .set(values)
    .where(and(eq(bookBuilds.id, id), inArray(bookBuilds.status, ["queued", "running"])))
    .returning();
  return row;
}

/** A member's builds among `ids` (another member's never), e.g. the interiors of their projects. */
export async function findOwnBookBuilds(
  db: Database,
  userId: string,
  ids: readonly string[],
): Promise<BookBuildRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(bookBuilds)
    .where(and(eq(bookBuilds.userId, userId), inArray(bookBuilds.id, [...ids])));
}
