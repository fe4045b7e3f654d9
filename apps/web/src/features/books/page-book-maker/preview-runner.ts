import type { MakerPreview as BookPreview, MakerPreviewRequest as PreviewRequest } from "./preview";

/*
 * Runs one preview at a time in a Web Worker. A new request while one is running ends that worker
 * (a long layout cannot be interrupted otherwise) and starts a fresh one, so the
 * page always shows the newest settings. Without Worker support (tests, old browsers) the preview
 * runs on the main thread from the lazily loaded engine.
 */

type Answer = { id: number; preview?: BookPreview; failure?: string };

export type PreviewRunner = {
  run: (request: PreviewRequest) => Promise<BookPreview>;
  dispose: () => void;
};

export function createPreviewRunner(): PreviewRunner {
  let worker: Worker | null = null;
  let busy = false;
  let next = 0;
  let reject: ((reason: Error) => void) | null = null;

  const start = () =>
    new Worker(new URL("./preview.worker.ts", import.meta.url), { type: "module" });

  return {
    run(request) {
      if (typeof Worker === "undefined") {
        return import("./engine").then((engine) => engine.computeMakerPreview(request));
      }
      if (busy && worker) {
        worker.terminate();
        worker = null;
        reject?.(new Error("superseded"));
      }
      worker ??= start();
      const id = ++next;
      busy = true;
      const current = worker;
      return new Promise<BookPreview>((resolve, fail) => {
        reject = fail;
        current.onmessage = (event: MessageEvent<Answer>) => {
          if (event.data.id !== id) return;
          busy = false;
          reject = null;
          if (event.data.preview) resolve(event.data.preview);
          else fail(new Error(event.data.failure ?? "The preview failed"));
        };
        current.onerror = (event) => {
          busy = false;
          reject = null;
          worker = null;
          current.terminate();
          fail(new Error(event.message || "The preview failed"));
        };
        current.postMessage({ id, ...request });
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
    },
  };
}
