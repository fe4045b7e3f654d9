import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Mail written here instead of being sent, when no SMTP server is configured (the demo and
 * development). `GET /api/dev/outbox` shows it in demo mode.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("outbox_created_at_idx").on(table.createdAt)],
);

export type OutboxMessage = typeof outbox.$inferSelect;
