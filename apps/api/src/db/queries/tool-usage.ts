import { desc, eq } from "drizzle-orm";
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
