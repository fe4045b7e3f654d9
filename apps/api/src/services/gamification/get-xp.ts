import type { XpPerTool, XpTotal } from "@inkforge/domain/contracts/gamification";
import type { Database } from "../../db/client";
import { countUsesByTool, sumXpByAward, sumXpOfUser } from "../../db/queries/xp-awards";
import { assertOwnUser } from "./own-user";

/** `GET /api/usage/xp/total/{userId}`: every point the user has earned (spec §7.4 total_xp). */
export async function getXpTotal(
  db: Database,
  input: { authUserId: string; userId: string },
): Promise<XpTotal> {
  assertOwnUser(input.authUserId, input.userId);
  return { user_id: input.userId, total_xp: await sumXpOfUser(db, input.userId) };
}

/** Streak bonuses are one line, `streak`, beside the tools. */
const awardTool = (awardId: string) => (awardId.startsWith("streak:") ? "streak" : awardId);

/** `GET /api/usage/xp/per_tool/{userId}`: points and uses per tool, most points first. */
export async function getXpPerTool(
  db: Database,
  input: { authUserId: string; userId: string },
): Promise<XpPerTool> {
  assertOwnUser(input.authUserId, input.userId);
  const [xpRows, useRows] = await Promise.all([
    sumXpByAward(db, input.userId),
    countUsesByTool(db, input.userId),
  ]);
  const byTool = new Map<string, { xp: number; uses: number }>();
  const entry = (toolId: string) => {
    const found = byTool.get(toolId) ?? { xp: 0, uses: 0 };
    byTool.set(toolId, found);
    return found;
  };
  for (const row of xpRows) entry(awardTool(row.awardId)).xp += row.xp;
  for (const row of useRows) entry(row.toolId).uses += row.uses;
  const tools = [...byTool.entries()]
    .map(([tool_id, { xp, uses }]) => ({ tool_id, xp, uses }))
    .sort((a, b) => b.xp - a.xp || b.uses - a.uses || a.tool_id.localeCompare(b.tool_id));
  return { user_id: input.userId, tools };
}
