import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * One row per use of a tool, or per daily visit (tool id `visit`), by a signed-in user (spec 7.5).
 * Points, streaks and leaderboards are computed from these rows in a later issue.
 */
export const toolUsage = pgTable(
  "tool_usage",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toolId: text("tool_id").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("tool_usage_user_used_idx").on(table.userId, table.usedAt),
    index("tool_usage_tool_used_idx").on(table.toolId, table.usedAt),
  ],
);

export type ToolUsageRow = typeof toolUsage.$inferSelect;
