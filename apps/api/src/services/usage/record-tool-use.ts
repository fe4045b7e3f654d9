import { type UsageRecord, visitToolId } from "@inkforge/domain/contracts/usage";
import { dateKeyAt } from "@inkforge/domain/gamification/calendar";
import type { Database } from "../../db/client";
import { insertToolUsage } from "../../db/queries/tool-usage";
import { sumXpOfUser } from "../../db/queries/xp-awards";
import { AppError } from "../../errors";
import { settleAccountTimeZone } from "../gamification/account-time-zone";
import { awardPoints } from "../gamification/award-points";
import { streakOfUser } from "../gamification/user-streak";

/**
 * `POST /api/usage`: stores one use the signed-in user reports. Only the daily visit earns points
 * here (decision 0070): a tool's points come from the server's own record of running it
 * (`recordToolRun`), never from a page's claim, so a tool id is stored and earns nothing
 * (issue 24). The day is counted in the account's zone; `X-Time-Zone` only sets it when the
 * account has none (decision 0079). A body naming another user answers 404, as if that user did
 * not exist, so the endpoint cannot be used to probe for accounts.
 */
export async function recordToolUse(
  db: Database,
  input: { authUserId: string; userId: string; toolId: string; timeZone?: string; now: Date },
): Promise<UsageRecord> {
  if (input.userId !== input.authUserId) {
    throw new AppError("NOT_FOUND", "No such user");
  }
  const userId = input.authUserId;
  const { now } = input;
  const row = await insertToolUsage(db, { userId, toolId: input.toolId, now });
  let day: string;
  let xpAwarded = 0;
  let currentStreak: number;
  let milestone: UsageRecord["milestone"] = null;
  if (input.toolId === visitToolId) {
    const awarded = await awardPoints(db, {
      userId,
      awardId: visitToolId,
      now,
      requestedTimeZone: input.timeZone,
    });
    day = awarded.day;
    xpAwarded = awarded.xpAwarded;
    currentStreak = awarded.streak.current;
    milestone = awarded.milestone;
  } else {
    const timeZone = await settleAccountTimeZone(db, { userId, requested: input.timeZone, now });
    day = dateKeyAt(now, timeZone);
    currentStreak = (await streakOfUser(db, userId, now, timeZone)).current;
  }
  return {
    id: row.id,
    user_id: row.userId,
    tool_id: row.toolId,
    used_at: row.usedAt.toISOString(),
    day,
    xp_awarded: xpAwarded,
    total_xp: await sumXpOfUser(db, userId),
    current_streak: currentStreak,
    milestone,
  };
}
