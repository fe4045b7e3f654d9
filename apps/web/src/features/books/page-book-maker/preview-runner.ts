import { createLatestOnlyRunner, type LatestOnlyRunner } from "@/lib/workers/latest-only-runner";
import type { MakerPreview, MakerPreviewRequest } from "./preview";

export type PreviewRunner = LatestOnlyRunner<MakerPreviewRequest, MakerPreview>;

/** The page-book preview, off the main thread: fifty mandalas or a 365-day planner take a moment. */
export const createPreviewRunner = (): PreviewRunner =>
  createLatestOnlyRunner({
    start: () => new Worker(new URL("./preview.worker.ts", import.meta.url), { type: "module" }),
    fallback: (request) =>
      import("./preview").then((preview) => preview.computeMakerPreview(request)),
  });
