import { createLatestOnlyRunner, type LatestOnlyRunner } from "@/lib/workers/latest-only-runner";
import type { BookPreview, PreviewRequest } from "./preview";

export type PreviewRunner = LatestOnlyRunner<PreviewRequest, BookPreview>;

/** The puzzle book preview, off the main thread: generating a hard sudoku can take a second. */
export const createPreviewRunner = (): PreviewRunner =>
  createLatestOnlyRunner({
    start: () => new Worker(new URL("./preview.worker.ts", import.meta.url), { type: "module" }),
    fallback: (request) => import("./preview").then((preview) => preview.computePreview(request)),
  });
