import { threadId } from "node:worker_threads";
import { createToolWorkerHandler, type ToolTask } from "../../../src/services/tool-pool/task";

/* Tasks that misbehave on purpose, to test the pool's limits (tool-pool.test.ts). */

let prepared = false;

export const fixtureTasks = {
  echo: { run: (input: string) => `${input} from thread ${threadId}` } satisfies ToolTask<
    string,
    string
  >,
  /** Busy for `ms` of CPU, like a checker stuck on one word. */
  spin: {
    run: (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        // burn CPU without yielding
      }
      return threadId;
    },
  } satisfies ToolTask<number, number>,
  /** Keeps allocating, like a speller generating edits of a 20,000-letter word. */
  hoard: {
    run: () => {
      const kept: number[][] = [];
      for (;;) kept.push(Array.from({ length: 100_000 }, (_, index) => index));
    },
  } satisfies ToolTask<null, never>,
  /** A slow start (a dictionary to load) that must not count against the deadline. */
  slowStart: {
    prepare: async () => {
      if (!prepared) await new Promise((resolve) => setTimeout(resolve, 400));
      prepared = true;
    },
    run: () => "ready",
  } satisfies ToolTask<null, string>,
};

export default createToolWorkerHandler(fixtureTasks);
