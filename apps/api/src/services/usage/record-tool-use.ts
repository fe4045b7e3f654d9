import type { UsageRecord } from "@inkforge/domain/contracts/usage";
import type { Database } from "../../db/client";
import { insertToolUsage } from "../../db/queries/tool-usage";
import { AppError } from "../../errors";

/**
 * `POST /api/usage`: stores one use for the signed-in user. A body naming another user answers
 * 404, as if that user did not exist, so the endpoint cannot be used to probe for accounts.
 */
export async function recordToolUse(
  db: Database,
  input: { authUserId: string; userId: string; toolId: string; now: Date },
): Promise<UsageRecord> {
  if (input.userId !== input.authUserId) {
    throw new AppError("NOT_FOUND", "No such user");
  }
  const row = await insertToolUsage(db, {
    userId: input.authUserId,
    toolId: input.toolId,
    now: input.now,
  });
  return {
    id: row.id,
    user_id: row.userId,
    tool_id: row.toolId,
    used_at: row.usedAt.toISOString(),
  };
}
