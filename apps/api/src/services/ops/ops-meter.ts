import { DAY_MS } from "@inkforge/domain/time-units";
import type { Database } from "../../db/client";
import { addDailyCounts, recordIntegrationOutcomes } from "../../db/queries/ops";

/*
 * Counts what the overview and the system screen show about the running service (decision 0136):
 * requests and 5xx answers, research source calls and Keepa tokens per UTC day, and each
 * integration's last success and failure. Counting is in memory; `flush` adds the counts to the
 * database in one statement per table, so a request never waits on a write of its own and several
 * processes add up instead of overwriting each other.
 */

export type IntegrationOutcome = { ok: true } | { ok: false; error: string };

/** What an adapter needs to report through: a counter and an outcome. */
export type OpsMeterPort = {
  count(metric: string, amount?: number): void;
  integration(name: string, outcome: IntegrationOutcome): void;
};

/** Longest error message kept; an adapter's message is for the operator, not a dump. */
const MAX_ERROR = 300;

export class OpsMeter implements OpsMeterPort {
  private counts = new Map<string, number>();
  private outcomes = new Map<
    string,
    { successAt: Date | null; failureAt: Date | null; error: string | null }
  >();
  private flushing: Promise<void> = Promise.resolve();
  /**
   * The UTC day the last count fell in, as [start, end) in ms and its `day|` key prefix. Every
   * request is counted, and formatting the date each time was a tenth of `/api/server-time`'s
   * CPU beyond the bare route (decision 0162); a clock moved back (the demo clock) falls outside
   * the range and recomputes it.
   */
  private day = { start: 0, end: 0, prefix: "" };

  constructor(private readonly now: () => Date) {}

  count(metric: string, amount = 1): void {
    if (!Number.isFinite(amount) || amount <= 0) return;
    const key = `${this.dayPrefix()}${metric}`;
    this.counts.set(key, (this.counts.get(key) ?? 0) + Math.round(amount));
  }

  private dayPrefix(): string {
    const at = this.now().getTime();
    if (at >= this.day.start && at < this.day.end) return this.day.prefix;
    const start = at - (((at % DAY_MS) + DAY_MS) % DAY_MS);
    this.day = {
      start,
      end: start + DAY_MS,
      prefix: `${new Date(start).toISOString().slice(0, 10)}|`,
    };
    return this.day.prefix;
  }

  integration(name: string, outcome: IntegrationOutcome): void {
    const at = this.now();
    const seen = this.outcomes.get(name) ?? { successAt: null, failureAt: null, error: null };
    if (outcome.ok) seen.successAt = at;
    else {
      seen.failureAt = at;
      seen.error = outcome.error.slice(0, MAX_ERROR);
    }
    this.outcomes.set(name, seen);
  }

  /**
   * Writes what was counted since the last flush. Flushes run one after another, and what
   * arrives during a flush waits for the next one; a failed write puts its counts back.
   */
  flush(db: Database): Promise<void> {
    // After a failed write, the next flush still runs: the chain must not stay rejected.
    this.flushing = this.flushing
      .catch(() => undefined)
      .then(async () => {
        const counts = this.counts;
        const outcomes = this.outcomes;
        this.counts = new Map();
        this.outcomes = new Map();
        try {
          await addDailyCounts(
            db,
            [...counts].map(([key, count]) => {
              const [day, metric] = key.split("|", 2) as [string, string];
              return { day, metric, count };
            }),
          );
          await recordIntegrationOutcomes(
            db,
            [...outcomes].map(([name, o]) => ({
              name,
              lastSuccessAt: o.successAt,
              lastFailureAt: o.failureAt,
              lastError: o.error,
            })),
          );
        } catch (error) {
          for (const [key, count] of counts)
            this.counts.set(key, (this.counts.get(key) ?? 0) + count);
          for (const [name, o] of outcomes)
            if (!this.outcomes.has(name)) this.outcomes.set(name, o);
          throw error;
        }
      });
    return this.flushing;
  }
}
