import type PgBoss from "pg-boss";
import type { Database } from "../../db/client";
import { computeHotNiches, weekOf } from "./hot-niches";
import type { ResearchSources } from "./ports";

/*
 * The weekly Hot KDP Niches job on the pg-boss queue (decisions 0065, 0068). The cron fires early
 * on Monday (UTC); the API also sends one job at start-up, so a fresh install, or an instance that
 * was down on Monday, scores the week once. computeHotNiches stores one run per week, so the
 * start-up job, a retry or a second worker process never adds a second run.
 */

export const HOT_NICHES_JOB = {
  name: "hot-niches.weekly",
  /** 03:30 UTC on Mondays: before members in the Americas wake, after Sunday's data settles. */
  cron: "30 3 * * 1",
} as const;

const retried = { retryLimit: 5, retryDelay: 300, retryBackoff: true } as const;

export async function registerHotNichesJob(
  boss: PgBoss,
  ctx: { db: Database; now: () => Date; research: ResearchSources },
  options: { pollingIntervalSeconds: number },
): Promise<void> {
  const { name, cron } = HOT_NICHES_JOB;
  await boss.createQueue(name, { name, policy: "short", ...retried });
  await boss.schedule(name, cron);
  await boss.work(name, { pollingIntervalSeconds: options.pollingIntervalSeconds }, async () => {
    await computeHotNiches(ctx.db, ctx.research, ctx.now());
  });
  // 'short' drops a second send while one waits; the week key keeps restarts to one job a week.
  await boss.send(name, {}, { singletonKey: weekOf(ctx.now()), ...retried });
}
