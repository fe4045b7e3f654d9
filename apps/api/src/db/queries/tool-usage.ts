import { and, count, desc, eq, gte } from "drizzle-orm";
import type { Database } from "../client";
import { type ToolUsageRow, toolUsage } from "../schema";

export async function insertToolUsage(
  db: Database,
  values: { userId: string; toolId: string; now: Date },
): Promise<ToolUsageRow> {
  const [row] = await db
    .insert(toolUsage)
    .values({ userId: values.userId, toolId: values.toolId, usedAt: values.now })
    .returning();
  if (!row) throw new Error("insert into tool_usage returned no row");
  return row;
}

/** A user's uses, newest first. */
export async function listToolUsageRows(db: Database, userId: string): Promise<ToolUsageRow[]> {
  return db
    .select()
    .from(toolUsage)
    .where(eq(toolUsage.userId, userId))
    .orderBy(desc(toolUsage.usedAt), desc(toolUsage.id));
}

/** How many times the user used one tool since `since` (a daily quota's window). */
export async function countToolUsesSince(
  db: Database,
  values: { userId: string; toolId: string; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(toolUsage)
    .where(
      and(
        eq(toolUsage.userId, values.userId),
        eq(toolUsage.toolId, values.toolId),
        gte(toolUsage.usedAt, values.since),
      ),
    );
  return row?.count ?? 0;
}
