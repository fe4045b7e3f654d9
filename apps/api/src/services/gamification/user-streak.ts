import { DEFAULT_TIME_ZONE, dateKeyAt } from "@inkforge/domain/gamification/calendar";
import { currentStreak, longestStreak } from "@inkforge/domain/gamification/streak";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { latestAwardZone, listActiveDays } from "../../db/queries/xp-awards";
import { users } from "../../db/schema";

export type UserStreak = {
  /** The user's calendar day now, in `timeZone`. */
  today: string;
  timeZone: string;
  current: number;
  longest: number;
  activeToday: boolean;
};

/**
 * A user's streak at `now`: consecutive active days, each filed in the zone it was earned in,
 * counted up to today in the zone of the newest award (the browser's zone, else UTC).
 */
export async function streakOfUser(
  db: Database,
  userId: string,
  now: Date,
  timeZone?: string,
): Promise<UserStreak> {
  const zone =
    timeZone ??
    (await accountZoneOf(db, userId)) ??
    (await latestAwardZone(db, userId)) ??
    DEFAULT_TIME_ZONE;
  const days = await listActiveDays(db, userId);
  const today = dateKeyAt(now, zone);
  return {
    today,
    timeZone: zone,
    current: currentStreak(days, today),
    longest: longestStreak(days),
    activeToday: days.includes(today),
  };
}

async function accountZoneOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  return row?.timeZone ?? null;
}
