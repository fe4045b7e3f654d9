import { dateKeyAt } from "@inkforge/domain/gamification/calendar";
import {
  milestoneAwardId,
  milestoneReached,
  type StreakMilestone,
  xpForUse,
} from "@inkforge/domain/gamification/xp";
import type { Database } from "../../db/client";
import { createNotification } from "../../db/queries/notifications";
import { countAwardsOn, insertAwardSlot } from "../../db/queries/xp-awards";
import { settleAccountTimeZone } from "./account-time-zone";
import { streakOfUser, type UserStreak } from "./user-streak";

/**
 * Awards the next free slot of `awardId` on `day` while the XP table allows one; 0 once the day's
 * cap is reached. A slot taken by a concurrent call makes this try the next, so N parallel calls
 * earn exactly min(N, cap) awards.
 */
async function awardNextSlot(
  db: Database,
  values: { userId: string; awardId: string; day: string; timeZone: string; now: Date },
): Promise<number> {
  const taken = await countAwardsOn(db, values);
  for (let slot = taken; xpForUse(values.awardId, slot) > 0; slot += 1) {
    const points = xpForUse(values.awardId, slot);
    if (await insertAwardSlot(db, { ...values, slot, points })) return points;
  }
  return 0;
}

/** The streak bonus of the day it is reached, once; its notification goes with it. */
async function awardMilestone(
  db: Database,
  values: { userId: string; streak: number; day: string; timeZone: string; now: Date },
): Promise<StreakMilestone | null> {
  const milestone = milestoneReached(values.streak);
  if (!milestone) return null;
  const won = await insertAwardSlot(db, {
    userId: values.userId,
    awardId: milestoneAwardId(milestone),
    day: values.day,
    timeZone: values.timeZone,
    slot: 0,
    points: milestone.points,
    now: values.now,
  });
  if (!won) return null;
  await createNotification(db, {
    userId: values.userId,
    code: "001",
    message: `You reached a ${milestone.days}-day streak and earned ${milestone.points} bonus points.`,
    data: { title: `${milestone.days}-day streak`, link: "/leaderboard" },
    now: values.now,
  });
  return milestone;
}

export type PointsAwarded = {
  day: string;
  xpAwarded: number;
  streak: UserStreak;
  milestone: StreakMilestone | null;
};

/**
 * Points for one use the server itself recorded (a tool it ran for the user, or the daily
 * visit), by the XP table (decision 0070), on the user's calendar day in the account's time zone
 * (decision 0079). Callers pass their transaction, so a use and its points commit together.
 */
export async function awardPoints(
  db: Database,
  input: {
    userId: string;
    awardId: string;
    now: Date;
    /** The browser's zone, taken only when the account has none yet. */
    requestedTimeZone?: string | undefined;
  },
): Promise<PointsAwarded> {
  const { userId, now } = input;
  const timeZone = await settleAccountTimeZone(db, {
    userId,
    requested: input.requestedTimeZone,
    now,
  });
  const day = dateKeyAt(now, timeZone);
  const base = { userId, day, timeZone, now };
  let xpAwarded = await awardNextSlot(db, { ...base, awardId: input.awardId });
  const streak = await streakOfUser(db, userId, now, timeZone);
  const milestone = await awardMilestone(db, { ...base, streak: streak.current });
  if (milestone) xpAwarded += milestone.points;
  return { day, xpAwarded, streak, milestone };
}
