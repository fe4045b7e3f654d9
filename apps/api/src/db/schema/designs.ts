import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/*
 * Designs saved to a member's account (issue 31, decision 0113): the cover designer's, the A+
 * Content maker's and the pattern designer's documents. `version` counts saves; each save also
 * writes a `design_versions` row (the history), and autosaves replace the newest autosaved row.
 */
export const designs = pgTable(
  "designs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** cover | a-plus | pattern (DESIGN_KINDS); plain text so a new kind needs no migration. */
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    document: jsonb("document").$type<Record<string, unknown>>().notNull(),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("designs_user_kind_idx").on(table.userId, table.kind, table.updatedAt)],
);

export const designVersions = pgTable(
  "design_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    designId: uuid("design_id")
      .notNull()
      .references(() => designs.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    name: text("name").notNull(),
    document: jsonb("document").$type<Record<string, unknown>>().notNull(),
    autosave: boolean("autosave").notNull().default(false),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex("design_versions_design_version_idx").on(table.designId, table.version)],
);

export type DesignRow = typeof designs.$inferSelect;
