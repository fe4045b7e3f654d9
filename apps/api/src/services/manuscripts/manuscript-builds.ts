import type {
  ManuscriptBuildRecord,
  ManuscriptBuildRequest,
  SectionKind,
} from "@inkforge/domain/books/manuscript/contract";
import { inReadingOrder } from "@inkforge/domain/books/manuscript/contract";
import type { Database } from "../../db/client";
import {
  countUnfinishedBuilds,
  insertBookBuild,
  lockMemberBuilds,
  updateUnfinishedBuild,
} from "../../db/queries/book-builds";
import { listSectionsWithText } from "../../db/queries/manuscripts";
import { createNotification } from "../../db/queries/notifications";
import type { BookBuildRow } from "../../db/schema";
import { AppError, isAppError } from "../../errors";
import type { FileStorage } from "../storage/file-storage";
import type {
  ManuscriptBookProgress,
  ManuscriptBookTaskInput,
  ManuscriptBookTaskOutput,
} from "./manuscript-book-task";
import { requireOwnManuscript } from "./manuscripts";

/*
 * Formatting a manuscript as a book build (issue 34, decisions 0098, 0120): the request is checked
 * and one queued build of kind "manuscript" is stored, then the `books.build` job reads the
 * manuscript as it is when the job runs, typesets or writes it in the tool pool, stores the file
 * under the build's key and tells the member, exactly like a puzzle book's build.
 */

/** The same queue limit as every book build (puzzle-book-builds.ts). */
const MAX_UNFINISHED = 3;
const WRITER_PAGE = "/book-writer";

export type ManuscriptBuildContext = {
  db: Database;
  now: () => Date;
  storage: FileStorage;
  buildManuscript: (
    input: ManuscriptBookTaskInput,
    onProgress: (progress: ManuscriptBookProgress) => void,
  ) => Promise<ManuscriptBookTaskOutput>;
};

export function isManuscriptRecord(
  kind: string,
  request: BookBuildRow["request"],
): request is ManuscriptBuildRecord {
  return kind === "manuscript" && "manuscriptId" in request;
}

const manuscriptFileKey = (buildId: string, format: "pdf" | "epub") => `books/${buildId}.${format}`;

/** POST /api/books/manuscript-builds: checks, stores one queued build, sends its job. */
export async function createManuscriptBuild(
  ctx: { db: Database; now: () => Date; send: (buildId: string) => Promise<void> },
  userId: string,
  request: ManuscriptBuildRequest,
): Promise<BookBuildRow> {
  const manuscript = await requireOwnManuscript(ctx.db, userId, request.manuscriptId).catch(
    (error: unknown) => {
      if (isAppError(error) && error.code === "NOT_FOUND") {
        throw new AppError("NOT_FOUND", "manuscriptId: no such manuscript", {
          details: [{ path: "manuscriptId", message: "no such manuscript" }],
        });
      }
      throw error;
    },
  );
  const sections = await listSectionsWithText(ctx.db, { userId, manuscriptId: manuscript.id });
  if (sections.length === 0) {
    throw new AppError("VALIDATION_FAILED", "manuscriptId: the manuscript has no sections yet", {
      details: [{ path: "manuscriptId", message: "the manuscript has no sections yet" }],
    });
  }
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    await lockMemberBuilds(tx, userId);
    if ((await countUnfinishedBuilds(tx, userId)) >= MAX_UNFINISHED) {
      throw new AppError(
        "RATE_LIMITED",
        `You have ${MAX_UNFINISHED} books building already; start the next one when one is done`,
        { retryAfterSeconds: 30 },
      );
    }
    return insertBookBuild(tx, {
      userId,
      kind: "manuscript",
      request: { ...request, title: manuscript.title },
      seed: "",
      status: "queued",
      progress: 0,
      sample: false,
      createdAt: now,
      updatedAt: now,
    });
  });
  try {
    await ctx.send(row.id);
  } catch (error) {
    await updateUnfinishedBuild(ctx.db, row.id, {
      status: "failed",
      error: { code: "INTERNAL", message: "The build could not be started; please try again" },
      updatedAt: ctx.now(),
      finishedAt: ctx.now(),
    });
    throw error;
  }
  return row;
}

async function fail(
  ctx: ManuscriptBuildContext,
  buildId: string,
  error: { code: string; message: string },
) {
  const now = ctx.now();
  await updateUnfinishedBuild(ctx.db, buildId, {
    status: "failed",
    error,
    updatedAt: now,
    finishedAt: now,
  });
}

/** The job's work for a manuscript build (called by runBookBuild for its kind). */
export async function runManuscriptBuild(
  ctx: ManuscriptBuildContext,
  row: BookBuildRow,
): Promise<void> {
  const request = row.request as ManuscriptBuildRecord;
  const manuscript = await requireOwnManuscript(ctx.db, row.userId, request.manuscriptId).catch(
    () => null,
  );
  if (!manuscript) {
    await fail(ctx, row.id, {
      code: "NOT_FOUND",
      message: "The manuscript was deleted before it was formatted",
    });
    return;
  }
  const started = await updateUnfinishedBuild(ctx.db, row.id, {
    status: "running",
    progress: 0,
    updatedAt: ctx.now(),
  });
  if (!started) return;
  const rows = await listSectionsWithText(ctx.db, {
    userId: row.userId,
    manuscriptId: manuscript.id,
  });
  const sections = inReadingOrder(
    rows.map((section) => ({ ...section, kind: section.kind as SectionKind })),
  ).map(({ kind, title, doc }) => ({ kind, title, doc }));
  const year = row.createdAt.getUTCFullYear();
  const input: ManuscriptBookTaskInput =
    request.format === "epub"
      ? {
          format: "epub",
          manuscript: {
            id: manuscript.id,
            title: manuscript.title,
            subtitle: manuscript.subtitle,
            author: manuscript.author,
            copyrightHolder: manuscript.copyrightHolder,
            isbn: manuscript.isbn,
            sections,
          },
          options: {
            theme: request.theme,
            year,
            modified: `${manuscript.updatedAt.toISOString().slice(0, 19)}Z`,
          },
        }
      : {
          format: "pdf",
          manuscript: {
            title: manuscript.title,
            subtitle: manuscript.subtitle,
            author: manuscript.author,
            copyrightHolder: manuscript.copyrightHolder,
            isbn: manuscript.isbn,
            printContents: manuscript.printContents,
            sections,
          },
          options: {
            trim: request.trim,
            paper: request.paper,
            binding: request.binding,
            theme: request.theme,
            year,
          },
        };
  let written = 0;
  let writes = Promise.resolve();
  const onProgress = ({ done, total }: ManuscriptBookProgress) => {
    const progress = Math.round((0.95 * done * 1000) / total) / 1000;
    if (progress - written < 0.05) return;
    written = progress;
    writes = writes
      .then(async () => {
        await updateUnfinishedBuild(ctx.db, row.id, { progress, updatedAt: ctx.now() });
      })
      .catch(() => undefined);
  };
  let output: ManuscriptBookTaskOutput;
  try {
    output = await ctx.buildManuscript(input, onProgress);
  } catch (error) {
    await writes;
    if (isAppError(error) && error.code.startsWith("TOOL_") && error.code !== "TOOL_WORKERS_BUSY") {
      await fail(ctx, row.id, {
        code: error.code,
        message: "This book is too big to format in one go",
      });
      return;
    }
    throw error;
  }
  await writes;
  if (!output.ok) {
    await fail(ctx, row.id, { code: output.code, message: output.message });
    return;
  }
  const fileKey = manuscriptFileKey(row.id, request.format);
  await ctx.storage.put(
    fileKey,
    output.bytes,
    request.format === "pdf" ? "application/pdf" : "application/epub+zip",
  );
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const done = await updateUnfinishedBuild(tx, row.id, {
      status: "done",
      progress: 1,
      pageCount: output.pageCount,
      fileKey,
      fileBytes: output.bytes.byteLength,
      preflight: output.preflight,
      error: null,
      updatedAt: now,
      finishedAt: now,
    });
    if (!done) return;
    const what = request.format === "pdf" ? `print PDF, ${output.pageCount} pages` : "EPUB";
    await createNotification(tx, {
      userId: row.userId,
      code: "001",
      message: `Your book is formatted: "${manuscript.title}" (${what}).`,
      data: { title: "Your book is formatted", link: WRITER_PAGE, buildId: row.id },
      now,
    });
  });
}
