import type { PreflightReport } from "@inkforge/domain/books/book-build-contract";
import type { MakerBookRequest } from "@inkforge/domain/books/maker-books";
import type { ManuscriptBuildRecord } from "@inkforge/domain/books/manuscript/contract";
import type { PuzzleBookRequest } from "@inkforge/domain/books/puzzle-book-request";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * A book build (issue 27, decision 0098): one request for a print interior, run by the
 * `books.build` job. The request and seed are kept so the same book can be built again; the PDF
 * itself lives in file storage under `fileKey`. A free member's build is a short watermarked
 * sample (`sample`).
 */
export const bookBuilds = pgTable(
  "book_builds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** BOOK_BUILD_KINDS: "puzzle-book", "activity-book", "coloring-book", "low-content-book", "manuscript". */
    kind: text("kind").notNull(),
    /** The kind's request, its seed and (for a low-content book) its trim filled in. */
    request: jsonb("request")
      .$type<PuzzleBookRequest | MakerBookRequest | ManuscriptBuildRecord>()
      .notNull(),
    seed: text("seed").notNull(),
    /** "queued" | "running" | "done" | "failed" (BOOK_BUILD_STATUSES). */
    status: text("status").notNull(),
    /** 0–1: puzzles generated, then laid out and rendered. */
    progress: real("progress").notNull().default(0),
    sample: boolean("sample").notNull(),
    pageCount: integer("page_count"),
    fileKey: text("file_key"),
    fileBytes: integer("file_bytes"),
    /** The PDF read back from storage (the preflight, decision of the preflight's own record). */
    preflight: jsonb("preflight").$type<PreflightReport>(),
    error: jsonb("error").$type<{ code: string; message: string }>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("book_builds_user_created_idx").on(table.userId, table.createdAt),
    index("book_builds_user_status_idx").on(table.userId, table.status),
  ],
);

export type BookBuildRow = typeof bookBuilds.$inferSelect;
export type NewBookBuildRow = typeof bookBuilds.$inferInsert;
