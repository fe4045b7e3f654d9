/*
 * Runs one job at a time in a Web Worker and keeps only the newest: a new request while one is
 * running ends that worker (a hard sudoku's generation or a long layout cannot be interrupted
 * otherwise) and starts a fresh one, so a live preview always shows the newest settings. Without
 * Worker support (tests, old browsers) `fallback` does the job on the main thread, from a module
 * loaded on first use. The book makers' previews use it (decisions 0100, 0110).
 */

type Answer<Result> = { id: number; result?: Result; failure?: string };

export type LatestOnlyRunner<Request, Result> = {
  /** Rejects with `SUPERSEDED` when a newer request ended this one. */
  run: (request: Request) => Promise<Result>;
  dispose: () => void;
};

export const SUPERSEDED = "superseded";

export function createLatestOnlyRunner<Request, Result>({
  start,
  fallback,
}: {
  /** `new Worker(new URL("./x.worker.ts", import.meta.url), …)`, written where the bundler sees it. */
  start: () => Worker;
  fallback: (request: Request) => Promise<Result>;
}): LatestOnlyRunner<Request, Result> {
  let worker: Worker | null = null;
  let busy = false;
  let next = 0;
  let reject: ((reason: Error) => void) | null = null;

  return {
    run(request) {
      if (typeof Worker === "undefined") return fallback(request);
      if (busy && worker) {
        worker.terminate();
        worker = null;
        reject?.(new Error(SUPERSEDED));
      }
      worker ??= start();
      const id = ++next;
      busy = true;
      const current = worker;
      return new Promise<Result>((resolve, fail) => {
        reject = fail;
        current.onmessage = (event: MessageEvent<Answer<Result>>) => {
          if (event.data.id !== id) return;
          busy = false;
          reject = null;
          if (event.data.result !== undefined) resolve(event.data.result);
          else fail(new Error(event.data.failure ?? "The job failed"));
        };
        current.onerror = (event) => {
          busy = false;
          reject = null;
          worker = null;
          current.terminate();
          fail(new Error(event.message || "The job failed"));
        };
        current.postMessage({ id, request });
      });
    },
    dispose() {
      worker?.terminate();
      worker = null;
    },
  };
}

/** The worker's side: one message in, one answer out, a thrown error sent back as its message. */
export function answerJobs<Request, Result>(work: (request: Request) => Result): void {
  const scope = self as unknown as {
    onmessage: ((event: MessageEvent<{ id: number; request: Request }>) => void) | null;
    postMessage: (message: Answer<Result>) => void;
  };
  scope.onmessage = (event) => {
    const { id, request } = event.data;
    try {
      scope.postMessage({ id, result: work(request) });
    } catch (error) {
      scope.postMessage({ id, failure: error instanceof Error ? error.message : String(error) });
    }
  };
}
