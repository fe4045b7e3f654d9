import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** Contact-form messages (spec §7.14 `POST /api/message`), kept as sent and emailed to support. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** The signed-in sender, when there was one. */
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    /** When an operator first opened it in the console. */
    readAt: timestamp("read_at", { withTimezone: true }),
    /** When an operator closed it (answered or nothing to do); closed messages leave the queue. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (table) => [index("contact_messages_created_idx").on(table.createdAt)],
);
