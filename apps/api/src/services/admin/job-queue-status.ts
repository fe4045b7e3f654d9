import type { FailedJob } from "@inkforge/domain/admin/ops-contract";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { AppError } from "../../errors";
import { recordAudit } from "./audit";
import type { ConsoleContext } from "./console-context";

/*
 * The job queue as the console sees it (decision 0136): pg-boss's own tables read directly, so
 * the screen works whether the worker runs in the API or in `npm run worker`. Before the queue's
 * first start the `pgboss` schema does not exist; the screen then says so instead of failing.
 */

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

async function queueExists(db: Database): Promise<boolean> {
  const [row] = rowsOf<{ job: string | null }>(
    await db.execute(sql`select to_regclass('pgboss.job')::text as job`),
  );
  return Boolean(row?.job);
}

const MAX_OUTPUT = 500;

/** pg-boss keeps a failure's error as `output` (`{ message, stack }` or what the handler threw). */
function errorOf(output: unknown): string | null {
  if (output === null || output === undefined) return null;
  const text =
    typeof output === "object" && output !== null && "message" in output
      ? String((output as { message: unknown }).message)
      : JSON.stringify(output);
  return text.slice(0, MAX_OUTPUT);
}

/** Waiting, running, and failed today and this month (UTC). */
export async function jobQueueCounts(db: Database, dayStart: Date, monthStart: Date) {
  if (!(await queueExists(db))) {
    return { available: false, queued: 0, active: 0, failedToday: 0, failedThisMonth: 0 };
  }
  const [row] = rowsOf<{
    queued: number;
    active: number;
    failed_today: number;
    failed_month: number;
  }>(
    await db.execute(sql`
      select
        count(*) filter (where state in ('created', 'retry'))::int as queued,
        count(*) filter (where state = 'active')::int as active,
        count(*) filter (where state = 'failed' and completed_on >= ${dayStart.toISOString()}::timestamptz)::int as failed_today,
        count(*) filter (where state = 'failed' and completed_on >= ${monthStart.toISOString()}::timestamptz)::int as failed_month
      from pgboss.job
      where state in ('created', 'retry', 'active', 'failed')`),
  );
  return {
    available: true,
    queued: row?.queued ?? 0,
    active: row?.active ?? 0,
    failedToday: row?.failed_today ?? 0,
    failedThisMonth: row?.failed_month ?? 0,
  };
}

/** The cron schedules, the jobs per state, and the 50 latest failures. */
export async function jobQueueDetails(db: Database) {
  if (!(await queueExists(db))) {
    return { available: false, schedules: [], states: {}, failed: [] };
  }
  const schedules = rowsOf<{ name: string; cron: string; timezone: string | null }>(
    await db.execute(sql`select name, cron, timezone from pgboss.schedule order by name`),
  );
  const states = rowsOf<{ state: string; n: number }>(
    await db.execute(
      sql`select state::text as state, count(*)::int as n from pgboss.job group by state order by state`,
    ),
  );
  const failed = rowsOf<{
    id: string;
    name: string;
    completed_on: string | Date | null;
    retry_count: number;
    output: unknown;
  }>(
    await db.execute(sql`
      select id::text as id, name, completed_on, retry_count, output
      from pgboss.job where state = 'failed'
      order by completed_on desc nulls last, id limit 50`),
  );
  return {
    available: true,
    schedules: schedules.map((s) => ({
      name: s.name,
      cron: s.cron,
      timezone: s.timezone ?? "UTC",
    })),
    states: Object.fromEntries(states.map((s) => [s.state, s.n])),
    failed: failed.map(
      (job): FailedJob => ({
        id: job.id,
        name: job.name,
        failedAt: job.completed_on ? new Date(job.completed_on).toISOString() : null,
        retryCount: job.retry_count,
        error: errorOf(job.output),
      }),
    ),
  };
}

/**
 * Puts a failed job back in the queue as pg-boss's own `retry` does (state `retry`, one more try
 * allowed), with its audit row in the same transaction. Only a failed job can be retried.
 */
export async function retryFailedJob(ctx: ConsoleContext, id: string, reason: string) {
  if (!(await queueExists(ctx.db))) throw new AppError("NOT_FOUND", "No job has this id");
  return ctx.db.transaction(async (tx) => {
    const [job] = rowsOf<{ id: string; name: string; state: string; retry_limit: number }>(
      await tx.execute(sql`
        select id::text as id, name, state::text as state, retry_limit
        from pgboss.job where id = ${id}::uuid for update`),
    );
    if (!job) throw new AppError("NOT_FOUND", "No job has this id");
    if (job.state !== "failed") {
      throw new AppError("CONFLICT", `This job is ${job.state}, not failed`);
    }
    const [updated] = rowsOf<{ state: string; retry_limit: number }>(
      await tx.execute(sql`
        update pgboss.job set state = 'retry', retry_limit = retry_limit + 1
        where name = ${job.name} and id = ${id}::uuid and state = 'failed'
        returning state::text as state, retry_limit`),
    );
    if (!updated) throw new AppError("CONFLICT", "This job changed meanwhile; reload it");
    await recordAudit(tx, ctx, {
      action: "job.retry",
      targetType: "job",
      targetId: id,
      reason,
      before: { name: job.name, state: job.state, retryLimit: job.retry_limit },
      after: { name: job.name, state: updated.state, retryLimit: updated.retry_limit },
    });
    return { id, name: job.name, state: updated.state };
  });
}
