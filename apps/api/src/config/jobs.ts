import { availableParallelism } from "node:os";
import { z } from "zod";
import type { ValuesOf } from "./shared";

/** Background jobs and the worker pool for CPU-heavy tool work. */
export type JobsConfig = {
  /**
   * Background jobs (decision 0065): JOB_WORKER `in-process` (default) runs the pg-boss worker
   * inside the API; `off` leaves the jobs to a separate `npm run worker` process.
   */
  jobs: { inProcess: boolean };
  /**
   * The worker pool for CPU-heavy tool work (decision 0076): TOOL_WORKERS threads (default: the
   * machine's cores less one, at least one), each stopped and replaced when one task runs past
   * TOOL_DEADLINE_MS (default 5000) or its heap passes TOOL_WORKER_MEMORY_MB (default 512).
   * Book tasks (a whole interior PDF, decision 0097) get BOOK_TASK_DEADLINE_MS (default 120000):
   * a 500-page book legitimately takes far longer than a grammar check.
   */
  toolPool: { workers: number; deadlineMs: number; bookDeadlineMs: number; memoryMb: number };
};

export const jobsShape = {
  JOB_WORKER: z
    .enum(["in-process", "off"], { error: "must be in-process or off" })
    .prefault("in-process"),
  TOOL_WORKERS: z
    .string()
    .regex(/^([1-9]|1[0-6])$/, "must be a whole number of threads from 1 to 16")
    .transform(Number)
    .optional(),
  TOOL_DEADLINE_MS: z
    .string()
    .regex(/^\d{2,6}$/, "must be a number of milliseconds (10–999999)")
    .transform(Number)
    .prefault("5000"),
  BOOK_TASK_DEADLINE_MS: z
    .string()
    .regex(/^\d{4,7}$/, "must be a number of milliseconds (1000–9999999)")
    .transform(Number)
    .prefault("120000"),
  TOOL_WORKER_MEMORY_MB: z
    .string()
    .regex(/^\d{2,5}$/, "must be a number of megabytes (64–65535)")
    .transform(Number)
    .refine((megabytes) => megabytes >= 64, "must be at least 64 megabytes")
    .prefault("512"),
};

export function jobsFrom(values: ValuesOf<typeof jobsShape>): JobsConfig {
  return {
    jobs: { inProcess: values.JOB_WORKER === "in-process" },
    toolPool: {
      // One core is left to the event loop: with a worker per core, a busy pool slowed every
      // other request (bench/grammar-pressure.mjs, decision 0076).
      workers: values.TOOL_WORKERS ?? Math.max(1, availableParallelism() - 1),
      deadlineMs: values.TOOL_DEADLINE_MS,
      bookDeadlineMs: values.BOOK_TASK_DEADLINE_MS,
      memoryMb: values.TOOL_WORKER_MEMORY_MB,
    },
  };
}
