import type { ChapterDoc } from "@inkforge/domain/books/manuscript/document";
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
import { bookProjects } from "./planner";

/*
 * The book writer's manuscripts (issue 34, decision 0119). One manuscript per book project; its
 * sections (front matter, parts, chapters, back matter) are rows so that autosave writes one
 * chapter, not the book. Each row carries its owner so every query filters by the caller.
 * A section's text is the editor's JSON document, saved whole and never queried inside.
 */
export const manuscripts = pgTable(
  "manuscripts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    projectId: uuid("project_id")
      .notNull()
      .references(() => bookProjects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    subtitle: text("subtitle").notNull().default(""),
    author: text("author").notNull().default(""),
    wordGoal: integer("word_goal"),
    copyrightHolder: text("copyright_holder").notNull().default(""),
    isbn: text("isbn").notNull().default(""),
    printContents: boolean("print_contents").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("manuscripts_project_idx").on(table.projectId),
    index("manuscripts_user_updated_idx").on(table.userId, table.updatedAt),
  ],
);
export type ManuscriptRow = typeof manuscripts.$inferSelect;

export const manuscriptSections = pgTable(
  "manuscript_sections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    manuscriptId: uuid("manuscript_id")
      .notNull()
      .references(() => manuscripts.id, { onDelete: "cascade" }),
    /** SECTION_KINDS: dedication … chapter … also-by. */
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    position: integer("position").notNull(),
    doc: jsonb("doc").$type<ChapterDoc>().notNull(),
    wordCount: integer("word_count").notNull(),
    /** Bumped by every save; a save names the version it started from. */
    version: integer("version").notNull(),
    /** When the last version went into the history (at most one per interval). */
    snapshotAt: timestamp("snapshot_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("manuscript_sections_manuscript_idx").on(table.manuscriptId, table.position),
    index("manuscript_sections_user_idx").on(table.userId),
  ],
);
export type ManuscriptSectionRow = typeof manuscriptSections.$inferSelect;

/** A section's history: what it held at a version, kept for restoring. */
export const manuscriptSectionVersions = pgTable(
  "manuscript_section_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sectionId: uuid("section_id")
      .notNull()
      .references(() => manuscriptSections.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    title: text("title").notNull(),
    doc: jsonb("doc").$type<ChapterDoc>().notNull(),
    wordCount: integer("word_count").notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex("manuscript_section_versions_idx").on(table.sectionId, table.version)],
);
