import type { Database } from "../../db/client";
import type { OpsMeter } from "./ops-meter";

/** Written this often; the console flushes its own process's meter before it reads. */
const METER_FLUSH_EVERY_MS = 15_000;

export type MeterFlush = {
  /** Writes what was counted now (a failure is logged; the counts wait for the next write). */
  flush(): Promise<void>;
  /** Stops the timer and writes what is left: a process's last counts are not lost on exit. */
  stop(): Promise<void>;
};

/**
 * Writes a meter to the database on a timer, for the API (its plugin) and the job worker (its own
 * process, `npm run worker`) alike: both add to the same daily counters and integration rows,
 * so the console sees the research calls and Keepa tokens the worker's jobs spend too.
 */
export function startMeterFlush(
  meter: OpsMeter,
  db: Database,
  log: { error(details: object, message: string): void },
  everyMs = METER_FLUSH_EVERY_MS,
): MeterFlush {
  const flush = () =>
    meter.flush(db).catch((error: unknown) => log.error({ err: error }, "ops meter flush"));
  const timer = setInterval(flush, everyMs);
  timer.unref();
  return {
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
