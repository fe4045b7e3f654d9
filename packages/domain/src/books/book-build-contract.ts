import * as z from "zod/mini";

/*
 * The book build API (issue 27, shared with the book makers of issues 28 and 34):
 *   POST /api/books/puzzle-builds      body puzzleBookRequestSchema → 202 { build }
 *   POST /api/books/activity-builds    body activityBookRequestSchema → 202 { build }
 *   POST /api/books/coloring-builds    body coloringBookRequestSchema → 202 { build }
 *   POST /api/books/low-content-builds body lowContentRequestSchema → 202 { build }
 *   GET  /api/books/builds             → { builds: BookBuild[] } (the caller's, newest first)
 *   GET  /api/books/builds/:id         → { build }
 *   POST /api/books/manuscript-builds  body manuscriptBuildRequestSchema → 202 { build } (issue 34)
 *   GET  /api/books/builds/:id/file    → the PDF or EPUB (Content-Disposition: attachment), when done
 * Builds run as jobs; the page polls the build until it is done or failed. Another member's build
 * answers 404.
 */

export const BOOK_BUILD_KINDS = [
  "puzzle-book",
  "activity-book",
  "coloring-book",
  "low-content-book",
  "manuscript",
] as const;
export type BookBuildKind = (typeof BOOK_BUILD_KINDS)[number];
export const BOOK_BUILD_STATUSES = ["queued", "running", "done", "failed"] as const;
export type BookBuildStatus = (typeof BOOK_BUILD_STATUSES)[number];

export const preflightFindingSchema = z.object({
  code: z.string(),
  /** 1-based; absent for a finding about the whole file. */
  page: z.optional(z.number()),
  message: z.string(),
});
export type PreflightFinding = z.output<typeof preflightFindingSchema>;

export const preflightReportSchema = z.object({
  ok: z.boolean(),
  pageCount: z.number(),
  /** Page size in inches as read from the file (first page). */
  widthIn: z.number(),
  heightIn: z.number(),
  findings: z.array(preflightFindingSchema),
});
export type PreflightReport = z.output<typeof preflightReportSchema>;

export const bookBuildSchema = z.object({
  id: z.string(),
  kind: z.enum(BOOK_BUILD_KINDS),
  /** The file: a print PDF, or (a manuscript's) an EPUB; absent on older builds, which are PDFs. */
  format: z.optional(z.enum(["pdf", "epub"])),
  /** The manuscript a book writer's build came from. */
  manuscriptId: z.optional(z.string()),
  title: z.string(),
  trim: z.string(),
  /** Absent on an EPUB; "paperback" on builds made before hardcover was offered. */
  binding: z.optional(z.enum(["paperback", "hardcover"])),
  seed: z.string(),
  status: z.enum(BOOK_BUILD_STATUSES),
  /** 0–1. */
  progress: z.number(),
  /** A free member's sample: short and watermarked. */
  sample: z.boolean(),
  pageCount: z.nullable(z.number()),
  fileBytes: z.nullable(z.number()),
  /** The preflight of the produced PDF, read back from the file. */
  preflight: z.nullable(preflightReportSchema),
  error: z.nullable(z.object({ code: z.string(), message: z.string() })),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
});
export type BookBuild = z.output<typeof bookBuildSchema>;

export const bookBuildResponseSchema = z.object({ build: bookBuildSchema });
export const bookBuildListSchema = z.object({ builds: z.array(bookBuildSchema) });
