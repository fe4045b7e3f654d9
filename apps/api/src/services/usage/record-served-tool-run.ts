import { effectiveAvailability } from "@inkforge/domain/shop/access";
import { capabilitiesForTool, entryLimit } from "@inkforge/domain/shop/feature-matrix";
import type { Database } from "../../db/client";
import { insertToolUsage } from "../../db/queries/tool-usage";
import { awardPoints } from "../gamification/award-points";
import { activeEntries } from "../shop/owned";

/**
 * A free tool route (`/api/tools/*`) answered a signed-in user: the server ran the tool for them,
 * so the use is recorded and earns its points by the XP table (issue 24, decision 0070), in one
 * transaction. A tool the user's plan does not have earns nothing, even if its calculation is
 * public. Answers the points awarded.
 */
export async function recordServedToolRun(
  db: Database,
  input: { userId: string; toolId: string; now: Date },
): Promise<number> {
  const { userId, toolId, now } = input;
  const rows = capabilitiesForTool(toolId);
  if (rows.length > 0) {
    const entries = await activeEntries({ db, now }, userId);
    const onPlan = rows.some(
      (row) => entryLimit(effectiveAvailability(entries, row.id, { now })) !== 0,
    );
    if (!onPlan) return 0;
  }
  return db.transaction(async (tx) => {
    await insertToolUsage(tx, { userId, toolId, now });
    return (await awardPoints(tx, { userId, awardId: toolId, now })).xpAwarded;
  });
}
