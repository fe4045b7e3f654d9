import { MessageChannel } from "node:worker_threads";
import { Piscina } from "piscina";
import type { Config } from "../../config";
import { AppError } from "../../errors";
import type { ToolTaskInput, ToolTaskMap, ToolTaskMessage, ToolTaskOutput } from "./task";

/*
 * The worker pool for CPU-heavy tool work (decision 0076): grammar checks, word counts, big PDFs.
 * A task runs on a worker thread, never on the event loop, so one pathological input cannot stall
 * other requests. Each task gets a hard deadline from the moment its worker starts it; past it the
 * worker is terminated (piscina replaces it) and the caller gets TOOL_TIME_LIMIT_EXCEEDED. A worker
 * whose heap passes the limit dies the same way (TOOL_MEMORY_LIMIT_EXCEEDED). A full queue, or a
 * task that waited too long for a worker, answers TOOL_WORKERS_BUSY.
 */

export type ToolPoolOptions = Omit<Config["toolPool"], "bookDeadlineMs"> & {
  /** The worker entry; tests pass a fixture worker. Defaults to tool-worker.(ts|js) beside this file. */
  workerUrl?: URL;
  /** Where a worker's failure outside any task (its entry failed to load) is logged. */
  log?: { error: (details: { err: unknown }, message: string) => void };
  /** How long an idle worker lives; default five minutes, so tools keep their dictionaries. */
  idleTimeoutMs?: number;
};

type ToolRunOptions = {
  /** What the task does, for people: "Checking this text". */
  activity: string;
  /** What to try after a limit stops it, for people; default "try a shorter text". */
  remedy?: string;
  /** This task's deadline instead of the pool's (a whole book takes longer than a grammar check). */
  deadlineMs?: number;
  /** Receives what the task reports with its context's progress(), on the main thread. */
  onProgress?: (value: unknown) => void;
};

export type ToolPool<Tasks extends ToolTaskMap> = {
  run<Name extends keyof Tasks & string>(
    name: Name,
    input: ToolTaskInput<Tasks[Name]>,
    options: ToolRunOptions,
  ): Promise<ToolTaskOutput<Tasks[Name]>>;
  /** Threads alive now (0 until the first task: workers start on demand). */
  readonly threadCount: number;
  /** Rejects queued tasks, waits for running ones (each ends by its deadline), stops the threads. */
  close(): Promise<void>;
};

/** Tasks that may wait for a worker per thread, beyond those running. */
const QUEUED_PER_WORKER = 4;
/** Idle workers keep their loaded dictionaries this long before they are stopped. */
const IDLE_TIMEOUT_MS = 5 * 60_000;
/** The longest a task may wait for a worker (a cold one loads its dictionaries first). */
const QUEUE_WAIT_MIN_MS = 15_000;

/*
 * Under the test runner and `tsx` this module is TypeScript and the worker is too, so the worker
 * loads tsx's hooks; in the build (build.mjs) both are bundled beside each other in dist/.
 */
const runsFromSource = import.meta.url.endsWith(".ts");
const defaultWorkerUrl = new URL(
  runsFromSource ? "./tool-worker.ts" : "./tool-worker.js",
  import.meta.url,
);

type Stop = "deadline" | "queue-wait";

export function createToolPool<Tasks extends ToolTaskMap>(
  options: ToolPoolOptions,
): ToolPool<Tasks> {
  const workerUrl = options.workerUrl ?? defaultWorkerUrl;
  const maxQueue = options.workers * QUEUED_PER_WORKER;
  const seconds = (ms: number) => `${Number((ms / 1000).toFixed(2))}-second`;

  const pool = new Piscina({
    filename: workerUrl.href,
    execArgv: workerUrl.pathname.endsWith(".ts") ? ["--import", "tsx"] : [],
    minThreads: 0,
    maxThreads: options.workers,
    idleTimeout: options.idleTimeoutMs ?? IDLE_TIMEOUT_MS,
    maxQueue,
    resourceLimits: { maxOldGenerationSizeMb: options.memoryMb },
  });
  // Unhandled, piscina's error event would end the API; the tasks waiting fail on their own.
  pool.on("error", (error: unknown) => {
    options.log?.error({ err: error }, "A tool worker failed outside a task");
  });

  const busy = (retryAfterSeconds: number) =>
    new AppError(
      "TOOL_WORKERS_BUSY",
      "The tools are busy with other requests right now; try again in a few seconds",
      { retryAfterSeconds },
    );

  let closing = false;

  return {
    get threadCount() {
      return pool.threads.length;
    },

    async run(
      name,
      input,
      { activity, remedy = "try a shorter text", deadlineMs = options.deadlineMs, onProgress },
    ) {
      const queueWaitMs = Math.max(QUEUE_WAIT_MIN_MS, 2 * deadlineMs);
      const retryAfterSeconds = Math.ceil(deadlineMs / 1000);
      if (pool.queueSize >= maxQueue) throw busy(retryAfterSeconds);
      const { port1, port2 } = new MessageChannel();
      const controller = new AbortController();
      let stop: Stop | undefined;
      const abort = (reason: Stop) => {
        stop = reason;
        controller.abort();
      };
      let timer = setTimeout(() => abort("queue-wait"), queueWaitMs);
      port1.once("message", () => {
        clearTimeout(timer);
        timer = setTimeout(() => abort("deadline"), deadlineMs);
      });
      const progress = onProgress ? new MessageChannel() : undefined;
      progress?.port1.on("message", (value: unknown) => onProgress?.(value));
      const message: ToolTaskMessage = {
        name,
        input,
        started: port2,
        ...(progress ? { progress: progress.port2 } : {}),
      };
      const transferList = progress ? [port2, progress.port2] : [port2];
      try {
        return await pool.run(message, { signal: controller.signal, transferList });
      } catch (error) {
        if (stop === "deadline") {
          throw new AppError(
            "TOOL_TIME_LIMIT_EXCEEDED",
            `${activity} took longer than the ${seconds(deadlineMs)} limit and was stopped; ${remedy}`,
            { cause: error },
          );
        }
        // A task still queued when the app closes is refused like one that found no worker.
        if (stop === "queue-wait" || closing) throw busy(retryAfterSeconds);
        if ((error as { code?: unknown }).code === "ERR_WORKER_OUT_OF_MEMORY") {
          throw new AppError(
            "TOOL_MEMORY_LIMIT_EXCEEDED",
            `${activity} needed more memory than one request may use and was stopped; ${remedy}`,
            { cause: error },
          );
        }
        throw error;
      } finally {
        clearTimeout(timer);
        port1.close();
        progress?.port1.close();
      }
    },

    async close() {
      closing = true;
      await pool.close({ force: true });
    },
  };
}
