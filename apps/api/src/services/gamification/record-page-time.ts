import type { PageTimeRequest } from "@inkforge/domain/contracts/gamification";
import type { Database } from "../../db/client";
import { findUserById } from "../../db/queries/accounts";
import { insertPageTime } from "../../db/queries/xp-awards";

/**
 * The page-time log (spec §7.5, G-50). The beacon carries no token, so the user id is only the
 * page's claim: it is kept when such a live account exists, else the row is a guest's. Nothing
 * else (points, access) ever reads it.
 */
export async function recordPageTime(
  db: Database,
  input: { body: PageTimeRequest; now: Date },
): Promise<{ stored: boolean }> {
  const claimed = input.body.user_id ? await findUserById(db, input.body.user_id) : undefined;
  const userId = claimed && claimed.deletedAt === null ? claimed.id : null;
  const stored = await insertPageTime(db, {
    pageRoute: input.body.page_route,
    startTime: new Date(input.body.start_time),
    endTime: new Date(input.body.end_time),
    totalTime: input.body.total_time,
    userId,
    uniqueId: input.body.unique_id,
    now: input.now,
  });
  return { stored };
}
