import type { BoardCollection, PageData } from "@inkforge/domain/book-project/board";
import type { BookSpecs, Listing, ListPrices } from "@inkforge/domain/book-project/contract";
import { date, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { bookBuilds } from "./books";

/*
 * Book projects and the planner's boards and pages (spec §3, §7.9; decision 0060). Every row is
 * owned by one user and every query filters by that owner, so another user's row reads as missing.
 * The project's sections are jsonb because the tools save them back as whole objects checked by
 * the domain contract, never queried field by field.
 */

export const bookProjects = pgTable(
  "book_projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    specs: jsonb("specs").$type<BookSpecs>().notNull(),
    listPrices: jsonb("list_prices").$type<ListPrices>().notNull(),
    listing: jsonb("listing").$type<Listing>().notNull(),
    launchDate: date("launch_date", { mode: "string" }),
    /**
     * The print interior built for this project (decision 0138). The service only links a build
     * of the project's owner; deleting the build leaves the project without an interior.
     */
    interiorBuildId: uuid("interior_build_id").references(() => bookBuilds.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("book_projects_user_created_idx").on(table.userId, table.createdAt),
    index("book_projects_interior_build_idx").on(table.interiorBuildId),
  ],
);
export type BookProjectRow = typeof bookProjects.$inferSelect;

export const boards = pgTable(
  "boards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The project this board plans; deleting the project deletes its board. */
    projectId: uuid("project_id").references(() => bookProjects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    boardCollection: jsonb("board_collection").$type<BoardCollection>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("boards_user_created_idx").on(table.userId, table.createdAt),
    index("boards_project_idx").on(table.projectId),
  ],
);
export type BoardRow = typeof boards.$inferSelect;

export const boardPages = pgTable(
  "board_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    boardId: uuid("board_id")
      .notNull()
      .references(() => boards.id, { onDelete: "cascade" }),
    /** The page's `data` as the API takes it, boardId included, so a read needs no join. */
    data: jsonb("data").$type<PageData>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("board_pages_user_created_idx").on(table.userId, table.createdAt),
    index("board_pages_board_idx").on(table.boardId),
  ],
);
export type BoardPageRow = typeof boardPages.$inferSelect;

/**
 * Who changed what on a board, for GET /api/board/history. No foreign key to the board or page:
 * the entry that says a board was deleted must outlive it.
 */
export const boardHistory = pgTable(
  "board_history",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    boardId: uuid("board_id").notNull(),
    pageId: uuid("page_id"),
    action: text("action").notNull(),
    summary: text("summary").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("board_history_user_created_idx").on(table.userId, table.createdAt)],
);
export type BoardHistoryRow = typeof boardHistory.$inferSelect;
