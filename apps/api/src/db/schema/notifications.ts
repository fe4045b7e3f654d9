import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * Account notifications (spec §3: code, data, message, datetime). The text shown is rendered from
 * the code's template and `data` when read, so a corrected template fixes old notifications too.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "001"…"005" (see renderNotification). */
    code: text("code").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    /** Only code 001 shows its own message; the others are rendered from `data`. */
    message: text("message"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** When the user opened it from the notifications panel (spec §2.7); null while unread. */
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (table) => [index("notifications_user_created_idx").on(table.userId, table.createdAt)],
);

export type Notification = typeof notifications.$inferSelect;
