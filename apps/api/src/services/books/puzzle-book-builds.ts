import { randomBytes } from "node:crypto";
import type { BookBuild, BookBuildKind } from "@inkforge/domain/books/book-build-contract";
import { layoutBook } from "@inkforge/domain/books/interior/layout-book";
import {
  type LayoutRuleCode,
  validateLayout,
} from "@inkforge/domain/books/interior/validate-layout";
import { MAKER_BOOKS } from "@inkforge/domain/books/maker-books";
import { PuzzleBookRequestError, planPuzzleBook } from "@inkforge/domain/books/puzzle-book";
import {
  FREE_SAMPLE_MAX_PUZZLES,
  type PuzzleBookRequest,
} from "@inkforge/domain/books/puzzle-book-request";
import { effectiveAvailability } from "@inkforge/domain/shop/access";
import { capabilityOffersText } from "@inkforge/domain/shop/capability-offers";
import type { Database } from "../../db/client";
import {
  countUnfinishedBuilds,
  findBookBuild,
  findOwnBookBuild,
  insertBookBuild,
  listOwnBookBuilds,
  lockMemberBuilds,
  updateUnfinishedBuild,
} from "../../db/queries/book-builds";
import { createNotification } from "../../db/queries/notifications";
import type { BookBuildRow, NewBookBuildRow } from "../../db/schema";
import { AppError, isAppError } from "../../errors";
import {
  isManuscriptRecord,
  type ManuscriptBuildContext,
  runManuscriptBuild,
} from "../manuscripts/manuscript-builds";
import { activeEntries } from "../shop/owned";
import type { FileStorage } from "../storage/file-storage";
import { recordServedToolRun } from "../usage/record-served-tool-run";
import type { BookPdfTaskInput, BookPdfTaskOutput, BuildableBook } from "./book-pdf-task";
import { loadOwnImages } from "./coloring-images";
import type { PuzzleBookProgress } from "./puzzle-book-task";

/*
 * Puzzle book builds (issue 27, decision 0098). A request is checked completely before anything is
 * stored: the schema, the types and their options (one trial puzzle per section), and the page
 * count KDP allows (the preview plan laid out, no puzzle generated). Then one row is written and
 * the `books.build` job is sent; the job generates, lays out and renders the book in the tool pool,
 * stores the PDF and tells the member. The job is idempotent by build id: a finished build is
 * never touched again, the file is written under the build's own key, and the "ready"
 * notification is written in the same statement group that marks the build done.
 */

/** The puzzle book maker's row in the feature matrix (puzzle tools v1, the mega bundle, plans). */
const PUZZLE_BOOK_CAPABILITY = "puzzle-book-maker";
/** A member's builds that may wait or run at once. */
export const MAX_UNFINISHED_BUILDS = 3;
const BOOK_BUILDS_LISTED = 50;
/**
 * Each kind's maker: its name on a sample's watermark, its page, what the member calls it, and
 * the catalogue tool a finished book is a use of (its points, issue 24).
 */
const MAKERS: Record<BookBuildKind, { name: string; path: string; noun: string; toolId: string }> =
  {
    "puzzle-book": {
      name: "Puzzle Book Maker",
      path: "/puzzle-book-maker",
      noun: "puzzle book",
      toolId: "puzzle-book-maker",
    },
    "activity-book": {
      name: "Activity Book Maker",
      ...MAKER_BOOKS["activity-book"],
      toolId: "activity-book-tools",
    },
    "coloring-book": {
      name: "Coloring Book Maker",
      ...MAKER_BOOKS["coloring-book"],
      toolId: "coloring-book-maker",
    },
    "low-content-book": {
      name: "Low-content Book Creator",
      ...MAKER_BOOKS["low-content-book"],
      toolId: "low-content-book-generator",
    },
    // Manuscript builds are run by services/manuscripts, never with a sample watermark.
    manuscript: { name: "Book Writer", path: "/book-writer", noun: "book", toolId: "book-writer" },
  };
const sampleWatermark = (kind: BookBuildKind) =>
  `Free sample - build the whole book with the ${MAKERS[kind].name}`;

export type BookBuildContext = ManuscriptBuildContext & {
  db: Database;
  now: () => Date;
  storage: FileStorage;
  /** Runs the book-pdf task in the tool pool (with the book deadline). */
  buildPdf: (
    input: BookPdfTaskInput,
    onProgress: (progress: PuzzleBookProgress) => void,
  ) => Promise<BookPdfTaskOutput>;
};

export type BookBuildSender = (buildId: string) => Promise<void>;

export function toBookBuild(row: BookBuildRow): BookBuild {
  const manuscript = isManuscriptRecord(row.kind, row.request) ? row.request : null;
  return {
    id: row.id,
    kind: row.kind as BookBuildKind,
    format: manuscript?.format ?? "pdf",
    ...(manuscript ? { manuscriptId: manuscript.manuscriptId } : {}),
    title: row.request.title,
    // Stored with the trim resolved (a low-content template's own when none was chosen).
    trim: manuscript?.format === "epub" ? "ebook" : (row.request.trim ?? ""),
    ...(manuscript?.format === "epub"
      ? {}
      : {
          binding:
            (row.request as { binding?: string }).binding === "hardcover"
              ? ("hardcover" as const)
              : ("paperback" as const),
        }),
    seed: row.seed,
    status: row.status as BookBuild["status"],
    progress: row.progress,
    sample: row.sample,
    pageCount: row.pageCount,
    fileBytes: row.fileBytes,
    preflight: row.preflight ?? null,
    error: row.error ?? null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

export function refuse(field: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", `${field}: ${message}`, {
    details: [{ path: field, message }],
  });
}

/** The request field a structural layout rule is about. */
const FIELD_OF_RULE: Partial<Record<LayoutRuleCode, string>> = {
  "paper-not-offered": "paper",
  "page-count-above-maximum": "sections",
  "page-count-below-minimum": "sections",
};

/** Everything planPuzzleBook and the engine can refuse, found without generating the book. */
function requireBuildableOrThrow(request: PuzzleBookRequest, seed: string, year: number): void {
  try {
    // One puzzle per section parses every section's options with its type's schema.
    const trial = { ...request, sections: request.sections.map((s) => ({ ...s, count: 1 })) };
    planPuzzleBook(trial, { seed, year });
    const preview = planPuzzleBook(request, { seed, year, generateUpTo: 0 });
    const violation = validateLayout(layoutBook(preview.spec)).violations.find(
      (found) => FIELD_OF_RULE[found.code] !== undefined,
    );
    if (violation) throw refuse(FIELD_OF_RULE[violation.code] ?? "sections", violation.message);
  } catch (error) {
    if (error instanceof PuzzleBookRequestError) throw refuse(error.field, error.message);
    throw error;
  }
}

/** Whether the member's plan or purchases open a feature-matrix row. */
export async function hasCapability(
  db: Database,
  userId: string,
  capability: string,
  now: Date,
): Promise<boolean> {
  const entries = await activeEntries({ db, now }, userId);
  return effectiveAvailability(entries, capability, { now }) !== "not available";
}

const totalPuzzles = (request: PuzzleBookRequest) =>
  request.sections.reduce((sum, section) => sum + section.count, 0);

/** POST /api/books/puzzle-builds: checks, stores one queued build, sends its job. */
export async function createPuzzleBookBuild(
  ctx: { db: Database; now: () => Date; send: BookBuildSender },
  userId: string,
  request: PuzzleBookRequest,
): Promise<BookBuild> {
  const now = ctx.now();
  const full = await hasCapability(ctx.db, userId, PUZZLE_BOOK_CAPABILITY, now);
  const total = totalPuzzles(request);
  if (!full && total > FREE_SAMPLE_MAX_PUZZLES) {
    throw new AppError(
      "FORBIDDEN",
      `A free sample holds up to ${FREE_SAMPLE_MAX_PUZZLES} puzzles; this book has ${total}. Whole books come with ${capabilityOffersText(PUZZLE_BOOK_CAPABILITY)}.`,
    );
  }
  const seed = request.seed ?? randomBytes(9).toString("base64url");
  requireBuildableOrThrow(request, seed, now.getUTCFullYear());
  return storeAndSendBuild(ctx, {
    userId,
    kind: "puzzle-book",
    request: { ...request, seed },
    seed,
    sample: !full,
  });
}

/**
 * Stores a checked request as a queued build, within the member's queue limit, and sends its job;
 * a build whose job could not be sent is failed at once.
 */
export async function storeAndSendBuild(
  ctx: { db: Database; now: () => Date; send: BookBuildSender },
  build: Pick<NewBookBuildRow, "userId" | "kind" | "request" | "seed" | "sample">,
): Promise<BookBuild> {
  const now = ctx.now();
  const { userId } = build;
  const row = await ctx.db.transaction(async (tx) => {
    await lockMemberBuilds(tx, userId);
    if ((await countUnfinishedBuilds(tx, userId)) >= MAX_UNFINISHED_BUILDS) {
      throw new AppError(
        "RATE_LIMITED",
        `You have ${MAX_UNFINISHED_BUILDS} books building already; start the next one when one is done`,
        { retryAfterSeconds: 30 },
      );
    }
    return insertBookBuild(tx, {
      ...build,
      status: "queued",
      progress: 0,
      createdAt: now,
      updatedAt: now,
    });
  });
  try {
    await ctx.send(row.id);
  } catch (error) {
    // Without its job the build would wait for ever and hold a place in the member's queue.
    await updateUnfinishedBuild(ctx.db, row.id, {
      status: "failed",
      error: { code: "INTERNAL", message: "The build could not be started; please try again" },
      updatedAt: ctx.now(),
      finishedAt: ctx.now(),
    });
    throw error;
  }
  return toBookBuild(row);
}

export async function listBookBuilds(db: Database, userId: string): Promise<BookBuild[]> {
  return (await listOwnBookBuilds(db, userId, BOOK_BUILDS_LISTED)).map(toBookBuild);
}

export async function requireOwnBookBuild(
  db: Database,
  userId: string,
  id: string,
): Promise<BookBuildRow> {
  const row = await findOwnBookBuild(db, { id, userId });
  if (!row) throw new AppError("NOT_FOUND", "No such book build");
  return row;
}

/** The finished PDF and a file name made only of safe characters. */
export async function readBookBuildFile(
  ctx: { db: Database; storage: FileStorage },
  userId: string,
  id: string,
): Promise<{ bytes: Uint8Array; fileName: string; contentType: string }> {
  const row = await requireOwnBookBuild(ctx.db, userId, id);
  if (row.status !== "done" || !row.fileKey) {
    throw new AppError("NOT_FOUND", "This book has no file yet; wait until its build is done");
  }
  const bytes = await ctx.storage.get(row.fileKey);
  if (!bytes) throw new AppError("NOT_FOUND", "This book's file is no longer available");
  if (isManuscriptRecord(row.kind, row.request) && row.request.format === "epub") {
    const base = bookFileName(row.request.title, false).replace(/-interior\.pdf$/, "");
    return { bytes, fileName: `${base}.epub`, contentType: "application/epub+zip" };
  }
  return {
    bytes,
    fileName: bookFileName(row.request.title, row.sample),
    contentType: "application/pdf",
  };
}

function bookFileName(title: string, sample: boolean): string {
  const base =
    title
      .normalize("NFKD")
      .replace(/[^\w\s-]/g, "")
      .trim()
      .replace(/[\s_]+/g, "-")
      .replace(/-+/g, "-")
      .slice(0, 80)
      .replace(/^-|-$/g, "")
      .toLowerCase() || "book";
  return `${base}${sample ? "-sample" : ""}-interior.pdf`;
}

const bookFileKey = (buildId: string) => `books/${buildId}.pdf`;

/** Progress is written at most this often, and only when it moved by at least this much. */
const PROGRESS_WRITE_MS = 1_000;
const PROGRESS_STEP = 0.05;
/** Generating the puzzles (or the stages of a page book) is most of the work; the rest is storing. */
const GENERATED_SHARE = 0.9;

/**
 * The `books.build` job's work. Safe to run twice for the same build: a finished build is left
 * alone, and everything it writes is keyed by the build id. A refused book (a KDP rule, an
 * option the type cannot honour) and a task stopped by its deadline or memory limit fail the
 * build for good; anything else is thrown, for the queue to retry.
 */
export async function runBookBuild(ctx: BookBuildContext, buildId: string): Promise<void> {
  const row = await findBookBuild(ctx.db, buildId);
  if (!row || row.status === "done" || row.status === "failed") return;
  if (isManuscriptRecord(row.kind, row.request)) {
    await runManuscriptBuild(ctx, row);
    return;
  }
  const started = await updateUnfinishedBuild(ctx.db, buildId, {
    status: "running",
    progress: 0,
    updatedAt: ctx.now(),
  });
  if (!started) return;

  let written = 0;
  let writtenAt = 0;
  let writes = Promise.resolve();
  const onProgress = ({ done, total }: PuzzleBookProgress) => {
    const progress = Math.round(GENERATED_SHARE * (done / total) * 1000) / 1000;
    const at = Date.now();
    if (progress - written < PROGRESS_STEP || at - writtenAt < PROGRESS_WRITE_MS) return;
    written = progress;
    writtenAt = at;
    writes = writes
      .then(async () => {
        await updateUnfinishedBuild(ctx.db, buildId, { progress, updatedAt: ctx.now() });
      })
      .catch(() => undefined);
  };

  const kind = row.kind as BookBuildKind;
  let output: BookPdfTaskOutput;
  try {
    const book = { kind, request: row.request } as BuildableBook;
    const images =
      book.kind === "coloring-book" && book.request.images?.length
        ? await loadOwnImages(ctx.storage, row.userId, book.request.images)
        : undefined;
    output = await ctx.buildPdf(
      {
        // The row's kind names its request's shape: both were written together by one route.
        book,
        seed: row.seed,
        year: row.createdAt.getUTCFullYear(),
        ...(row.sample ? { watermark: sampleWatermark(kind) } : {}),
        ...(images ? { images } : {}),
      },
      onProgress,
    );
  } catch (error) {
    await writes;
    if (isAppError(error) && error.code.startsWith("TOOL_") && error.code !== "TOOL_WORKERS_BUSY") {
      await failBuild(ctx, buildId, {
        code: error.code,
        message: "This book is too big to build in one go; try fewer puzzles, designs or pages",
      });
      return;
    }
    throw error;
  }
  await writes;
  if (!output.ok) {
    await failBuild(ctx, buildId, { code: output.code, message: output.message });
    return;
  }
  const fileKey = bookFileKey(buildId);
  await ctx.storage.put(fileKey, output.pdf, "application/pdf");
  const now = ctx.now();
  const finished = await ctx.db.transaction(async (tx) => {
    const done = await updateUnfinishedBuild(tx, buildId, {
      status: "done",
      progress: 1,
      pageCount: output.pageCount,
      fileKey,
      fileBytes: output.pdf.byteLength,
      preflight: output.preflight,
      error: null,
      updatedAt: now,
      finishedAt: now,
    });
    if (!done) return;
    await createNotification(tx, {
      userId: row.userId,
      code: "001",
      message: `Your ${MAKERS[kind].noun} is ready: "${row.request.title}", ${output.pageCount} pages.`,
      data: { title: `Your ${MAKERS[kind].noun} is ready`, link: MAKERS[kind].path, buildId },
      now,
    });
    return true;
  });
  // The server made the book: a use of its maker, awarded as a tool route's run is (issue 24).
  // A sample's maker is not on the member's plan, so it earns nothing there.
  if (finished) {
    await recordServedToolRun(ctx.db, { userId: row.userId, toolId: MAKERS[kind].toolId, now });
  }
}

export async function failBuild(
  ctx: BookBuildContext,
  buildId: string,
  error: { code: string; message: string },
): Promise<void> {
  const now = ctx.now();
  await updateUnfinishedBuild(ctx.db, buildId, {
    status: "failed",
    error,
    updatedAt: now,
    finishedAt: now,
  });
}
