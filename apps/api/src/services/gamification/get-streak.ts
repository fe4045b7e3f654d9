import type { Activity, Streak } from "@inkforge/domain/contracts/gamification";
import { daysBetween } from "@inkforge/domain/gamification/calendar";
import { nextMilestone } from "@inkforge/domain/gamification/xp";
import type { Database } from "../../db/client";
import { sumXpByDay, sumXpOfUser } from "../../db/queries/xp-awards";
import { assertOwnUser } from "./own-user";
import { streakOfUser } from "./user-streak";

/** `GET /api/usage/streak/{userId}`: the current and longest streak (spec §7.4 current_streak). */
export async function getStreak(
  db: Database,
  input: { authUserId: string; userId: string; now: Date },
): Promise<Streak> {
  assertOwnUser(input.authUserId, input.userId);
  const streak = await streakOfUser(db, input.userId, input.now);
  return {
    user_id: input.userId,
    current_streak: streak.current,
    longest_streak: streak.longest,
    today: streak.today,
    time_zone: streak.timeZone,
    active_today: streak.activeToday,
    next_milestone: nextMilestone(streak.current),
  };
}

/** Days the activity calendar covers, today included. */
const activityDays = 365;

/** The day `days` before `day` (YYYY-MM-DD). */
function dayBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** `GET /api/profile/activity?user_id=`: points per active day over the last year. */
export async function getActivity(
  db: Database,
  input: { authUserId: string; userId: string; now: Date },
): Promise<Activity> {
  assertOwnUser(input.authUserId, input.userId);
  const streak = await streakOfUser(db, input.userId, input.now);
  const from = dayBefore(streak.today, activityDays - 1);
  const days = (await sumXpByDay(db, input.userId, from)).filter(
    // A day filed in a zone ahead of today's can be "tomorrow"; it shows once it comes.
    (row) => (daysBetween(row.day, streak.today) ?? -1) >= 0,
  );
  return {
    user_id: input.userId,
    from,
    to: streak.today,
    days: days.map((row) => ({ date: row.day, xp: row.xp, awards: row.awards })),
    total_xp: await sumXpOfUser(db, input.userId),
    current_streak: streak.current,
    longest_streak: streak.longest,
  };
}
