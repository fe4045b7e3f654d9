import type { UsageRecord } from "@inkforge/domain/contracts/usage";
import { DEFAULT_TIME_ZONE, dateKeyAt } from "@inkforge/domain/gamification/calendar";
import {
  milestoneAwardId,
  milestoneReached,
  type StreakMilestone,
  xpForUse,
} from "@inkforge/domain/gamification/xp";
import type { Database } from "../../db/client";
import { createNotification } from "../../db/queries/notifications";
import { insertToolUsage } from "../../db/queries/tool-usage";
import {
  countAwardsOn,
  insertAwardSlot,
  latestAwardZone,
  sumXpOfUser,
} from "../../db/queries/xp-awards";
import { AppError } from "../../errors";
import { streakOfUser } from "../gamification/user-streak";

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

/**
 * `POST /api/usage`: stores one use for the signed-in user and awards its points by the XP table
 * (decision 0070). A body naming another user answers 404, as if that user did not exist, so the
 * endpoint cannot be used to probe for accounts.
 */
export async function recordToolUse(
  db: Database,
  input: { authUserId: string; userId: string; toolId: string; timeZone?: string; now: Date },
): Promise<UsageRecord> {
  if (input.userId !== input.authUserId) {
    throw new AppError("NOT_FOUND", "No such user");
  }
  const userId = input.authUserId;
  const row = await insertToolUsage(db, { userId, toolId: input.toolId, now: input.now });
  const timeZone = input.timeZone ?? (await latestAwardZone(db, userId)) ?? DEFAULT_TIME_ZONE;
  const day = dateKeyAt(input.now, timeZone);
  const base = { userId, day, timeZone, now: input.now };
  let xpAwarded = await awardNextSlot(db, { ...base, awardId: input.toolId });
  const streak = await streakOfUser(db, userId, input.now, timeZone);
  const milestone = await awardMilestone(db, { ...base, streak: streak.current });
  if (milestone) xpAwarded += milestone.points;
  return {
    id: row.id,
    user_id: row.userId,
    tool_id: row.toolId,
    used_at: row.usedAt.toISOString(),
    day,
    xp_awarded: xpAwarded,
    total_xp: await sumXpOfUser(db, userId),
    current_streak: streak.current,
    milestone,
  };
}
