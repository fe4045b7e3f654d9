import type { MessagePort } from "node:worker_threads";

/*
 * What runs in the tool worker pool (decision 0076). Shared by the pool (types only, so the main
 * thread never loads a checker) and the worker entry.
 */

export type ToolTask<Input, Output> = {
  /**
   * Loads what the task needs once per worker (a dictionary, a WebAssembly module). Runs before
   * the deadline starts, so a worker's first task is not cut short by its start-up.
   */
  prepare?: () => Promise<void>;
  run: (input: Input, context: ToolTaskContext) => Output | Promise<Output>;
};

export type ToolTaskContext = {
  /** Tells the caller how far the task is (a long book build's puzzles); a no-op if nobody asked. */
  progress: (value: unknown) => void;
};

// biome-ignore lint/suspicious/noExplicitAny: a map of tasks with unrelated input and output types
export type ToolTaskMap = Record<string, ToolTask<any, any>>;

export type ToolTaskInput<T> = T extends ToolTask<infer Input, unknown> ? Input : never;
export type ToolTaskOutput<T> = T extends ToolTask<never, infer Output> ? Output : never;

/** One message from the pool to a worker: the task, its input, and where to say it has started. */
export type ToolTaskMessage = {
  name: string;
  input: unknown;
  started: MessagePort;
  progress?: MessagePort;
};

/**
 * The worker's handler for a map of tasks. It reports "started" once the task is prepared, which
 * is when the pool starts the task's deadline.
 */
export function createToolWorkerHandler(tasks: ToolTaskMap) {
  return async ({ name, input, started, progress }: ToolTaskMessage): Promise<unknown> => {
    const task = tasks[name];
    if (!task) {
      started.close();
      progress?.close();
      throw new Error(`No tool task named ${name}`);
    }
    try {
      await task.prepare?.();
    } finally {
      started.postMessage("started");
      started.close();
    }
    try {
      return await task.run(input, { progress: (value) => progress?.postMessage(value) });
    } finally {
      progress?.close();
    }
  };
}
