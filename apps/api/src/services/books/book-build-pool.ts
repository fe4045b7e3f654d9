import type { Config } from "../../config";
import { createToolPool, type ToolPool, type ToolPoolOptions } from "../tool-pool/tool-pool";
import type { ToolTasks } from "../tool-pool/tool-tasks";
import type { BookBuildContext } from "./puzzle-book-builds";

/*
 * Book builds run in workers of their own that stop a second after their last build (decision
 * 0153). V8 lets a worker's heap grow towards its limit before collecting, so a long-lived worker
 * that has built one book carries that book's garbage into the next: four builds in a row took a
 * mandala book from 330 to 420 MB of RSS. A worker per build starts in about half a second, which a
 * queued build of several seconds does not notice, and gives each build the peak of a fresh one
 * (bench/books-28-whole.mjs). The interactive tools keep the long-lived pool and its loaded
 * dictionaries.
 */
const BOOK_WORKER_IDLE_MS = 1_000;

export function createBookBuildPool(
  options: Omit<ToolPoolOptions, "idleTimeoutMs">,
): ToolPool<ToolTasks> {
  return createToolPool<ToolTasks>({ ...options, idleTimeoutMs: BOOK_WORKER_IDLE_MS });
}

/** The books.build job's two renderers on `pool`, with the book deadline. */
export function bookBuildRunners(
  pool: ToolPool<ToolTasks>,
  { bookDeadlineMs }: Pick<Config["toolPool"], "bookDeadlineMs">,
): Pick<BookBuildContext, "buildPdf" | "buildManuscript"> {
  return {
    buildPdf: (input, onProgress) =>
      pool.run("book-pdf", input, {
        activity: "Building this book",
        deadlineMs: bookDeadlineMs,
        onProgress: (value) => onProgress(value as Parameters<typeof onProgress>[0]),
      }),
    buildManuscript: (input, onProgress) =>
      pool.run("manuscript-book", input, {
        activity: "Formatting this book",
        deadlineMs: bookDeadlineMs,
        onProgress: (value) => onProgress(value as Parameters<typeof onProgress>[0]),
      }),
  };
}
