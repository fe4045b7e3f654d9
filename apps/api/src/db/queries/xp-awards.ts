import { and, count, desc, eq, gte, isNull, lt, type SQL, sql, sum } from "drizzle-orm";
import type { Database } from "../client";
import { pageTimes, toolUsage, users, xpAwards } from "../schema";

/** A time window; a null bound is open. */
export type Window = { start: Date | null; end: Date | null };

function inWindow(window: Window): SQL | undefined {
  return and(
    window.start ? gte(xpAwards.awardedAt, window.start) : undefined,
    window.end ? lt(xpAwards.awardedAt, window.end) : undefined,
  );
}

/** The zone of the user's newest award: the day of a call that sends none is counted in it. */
export async function latestAwardZone(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: xpAwards.timeZone })
    .from(xpAwards)
    .where(eq(xpAwards.userId, userId))
    .orderBy(desc(xpAwards.awardedAt))
    .limit(1);
  return row?.timeZone ?? null;
}

export async function countAwardsOn(
  db: Database,
  values: { userId: string; awardId: string; day: string },
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(xpAwards)
    .where(
      and(
        eq(xpAwards.userId, values.userId),
        eq(xpAwards.awardId, values.awardId),
        eq(xpAwards.day, values.day),
      ),
    );
  return row?.count ?? 0;
}

/**
 * Writes one award slot; false when that slot of that day is already taken (by a concurrent call
 * or an earlier one). The unique index decides, so two callers can never both get it.
 */
export async function insertAwardSlot(
  db: Database,
  values: {
    userId: string;
    awardId: string;
    day: string;
    timeZone: string;
    slot: number;
    points: number;
    now: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(xpAwards)
    .values({
      userId: values.userId,
      awardId: values.awardId,
      day: values.day,
      timeZone: values.timeZone,
      slot: values.slot,
      points: values.points,
      awardedAt: values.now,
    })
    .onConflictDoNothing({
      target: [xpAwards.userId, xpAwards.awardId, xpAwards.day, xpAwards.slot],
    })
    .returning({ id: xpAwards.id });
  return rows.length > 0;
}

/** The user's active days (YYYY-MM-DD, each in the zone it was earned in), newest first. */
export async function listActiveDays(
  db: Database,
  userId: string,
  window: Window = { start: null, end: null },
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ day: xpAwards.day })
    .from(xpAwards)
    .where(and(eq(xpAwards.userId, userId), inWindow(window)))
    .orderBy(desc(xpAwards.day));
  return rows.map((row) => row.day);
}

export async function sumXpOfUser(
  db: Database,
  userId: string,
  window: Window = { start: null, end: null },
): Promise<number> {
  const [row] = await db
    .select({ total: sum(xpAwards.points).mapWith(Number) })
    .from(xpAwards)
    .where(and(eq(xpAwards.userId, userId), inWindow(window)));
  return row?.total ?? 0;
}

/** Points per award id (tool ids, `visit`, `streak:<days>`). */
export async function sumXpByAward(
  db: Database,
  userId: string,
): Promise<{ awardId: string; xp: number }[]> {
  return db
    .select({ awardId: xpAwards.awardId, xp: sum(xpAwards.points).mapWith(Number) })
    .from(xpAwards)
    .where(eq(xpAwards.userId, userId))
    .groupBy(xpAwards.awardId);
}

/** Recorded uses per tool id, awarded or not. */
export async function countUsesByTool(
  db: Database,
  userId: string,
): Promise<{ toolId: string; uses: number }[]> {
  return db
    .select({ toolId: toolUsage.toolId, uses: count() })
    .from(toolUsage)
    .where(eq(toolUsage.userId, userId))
    .groupBy(toolUsage.toolId);
}

/** Points per day since `fromDay` (inclusive). */
export async function sumXpByDay(
  db: Database,
  userId: string,
  fromDay: string,
): Promise<{ day: string; xp: number; awards: number }[]> {
  return db
    .select({
      day: xpAwards.day,
      xp: sum(xpAwards.points).mapWith(Number),
      awards: count(),
    })
    .from(xpAwards)
    .where(and(eq(xpAwards.userId, userId), gte(xpAwards.day, fromDay)))
    .groupBy(xpAwards.day)
    .orderBy(xpAwards.day);
}

const totalXp = sql<number>`sum(${xpAwards.points})`.mapWith(Number);

/** Live accounts by points in the window, best first (ties by name, then id, so pages are stable). */
export async function listXpLeaders(
  db: Database,
  window: Window,
  limit: number,
): Promise<{ userId: string; username: string; email: string; totalXp: number }[]> {
  return db
    .select({ userId: xpAwards.userId, username: users.username, email: users.email, totalXp })
    .from(xpAwards)
    .innerJoin(users, eq(users.id, xpAwards.userId))
    .where(and(isNull(users.deletedAt), inWindow(window)))
    .groupBy(xpAwards.userId, users.username, users.email)
    .orderBy(desc(totalXp), users.username, xpAwards.userId)
    .limit(limit);
}

/** How many live accounts have points in the window, and how many have more than `points`. */
export async function countXpAbove(
  db: Database,
  window: Window,
  points: number,
): Promise<{ ranked: number; above: number }> {
  const totals = db
    .select({ userId: xpAwards.userId, total: totalXp.as("total") })
    .from(xpAwards)
    .innerJoin(users, eq(users.id, xpAwards.userId))
    .where(and(isNull(users.deletedAt), inWindow(window)))
    .groupBy(xpAwards.userId)
    .as("totals");
  const [row] = await db
    .select({
      ranked: count(),
      above: sql<number>`count(*) filter (where ${totals.total} > ${points})`.mapWith(Number),
    })
    .from(totals);
  return { ranked: row?.ranked ?? 0, above: row?.above ?? 0 };
}

/** Every live account's active days in the window, with its name and newest zone. */
export async function listActiveDaysOfEveryone(
  db: Database,
  window: Window,
): Promise<
  { userId: string; username: string; email: string; day: string; timeZone: string; at: Date }[]
> {
  const at = sql<Date>`max(${xpAwards.awardedAt})`.mapWith(xpAwards.awardedAt);
  return db
    .select({
      userId: xpAwards.userId,
      username: users.username,
      email: users.email,
      day: xpAwards.day,
      timeZone: sql<string>`max(${xpAwards.timeZone})`,
      at,
    })
    .from(xpAwards)
    .innerJoin(users, eq(users.id, xpAwards.userId))
    .where(and(isNull(users.deletedAt), inWindow(window)))
    .groupBy(xpAwards.userId, users.username, users.email, xpAwards.day);
}

/** An account's points and page times go with its personal data (deleteAccount). */
export async function deleteGamificationOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(xpAwards).where(eq(xpAwards.userId, userId));
  await db.delete(pageTimes).where(eq(pageTimes.userId, userId));
}

/** Stores one page-time beacon; a repeated `unique_id` is ignored. */
export async function insertPageTime(
  db: Database,
  values: {
    pageRoute: string;
    startTime: Date;
    endTime: Date;
    totalTime: number;
    userId: string | null;
    uniqueId: string;
    now: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(pageTimes)
    .values({
      pageRoute: values.pageRoute,
      startTime: values.startTime,
      endTime: values.endTime,
      totalTime: values.totalTime,
      userId: values.userId,
      uniqueId: values.uniqueId,
      receivedAt: values.now,
    })
    .onConflictDoNothing({ target: pageTimes.uniqueId })
    .returning({ id: pageTimes.id });
  return rows.length > 0;
}

export async function listPageTimes(db: Database) {
  return db.select().from(pageTimes).orderBy(pageTimes.startTime);
}
