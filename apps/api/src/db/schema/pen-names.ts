import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/** Pen names a signed-in user keeps from the generator. One row per user and name. */
export const penNameFavourites = pgTable(
  "pen_name_favourites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** ISO code of the country whose name lists it came from; null when typed in. */
    country: text("country"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("pen_name_favourites_user_name_idx").on(table.userId, table.name),
    index("pen_name_favourites_user_created_idx").on(table.userId, table.createdAt),
  ],
);

export type PenNameFavouriteRow = typeof penNameFavourites.$inferSelect;
