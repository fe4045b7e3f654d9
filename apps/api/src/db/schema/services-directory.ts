import { index, integer, jsonb, pgTable, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * The freelance services directory (issue 29, decision 0135): providers an operator entered in
 * the console. "Vetted" is only ever set by an operator, who is recorded with the instant.
 */
export const serviceProviders = pgTable(
  "service_providers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    category: text("category").notNull(),
    subcategory: text("subcategory").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    link: text("link").notNull(),
    rating: real("rating").notNull(),
    totalReviews: integer("total_reviews").notNull(),
    tags: jsonb("tags").$type<string[]>().notNull(),
    vettedBy: uuid("vetted_by").references(() => users.id, { onDelete: "set null" }),
    vettedAt: timestamp("vetted_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("service_providers_category_idx").on(table.category, table.subcategory)],
);

export type ServiceProviderRow = typeof serviceProviders.$inferSelect;
