import { and, asc, gte, like, lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { integrationHealth, opsDailyCounts } from "../schema";

/*
 * The service's own counters and integration outcomes (decision 0136), written by the OpsMeter
 * in batches and read by the console's overview and system screens.
 */

export async function addDailyCounts(
  db: Database,
  rows: Array<{ day: string; metric: string; count: number }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(opsDailyCounts)
    .values(rows)
    .onConflictDoUpdate({
      target: [opsDailyCounts.day, opsDailyCounts.metric],
      set: { count: sql`${opsDailyCounts.count} + excluded.count` },
    });
}

/** A later success or failure replaces the stored one; an absent one keeps it. */
export async function recordIntegrationOutcomes(
  db: Database,
  rows: Array<{
    name: string;
    lastSuccessAt: Date | null;
    lastFailureAt: Date | null;
    lastError: string | null;
  }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(integrationHealth)
    .values(rows)
    .onConflictDoUpdate({
      target: integrationHealth.name,
      set: {
        lastSuccessAt: sql`greatest(${integrationHealth.lastSuccessAt}, excluded.last_success_at)`,
        lastFailureAt: sql`greatest(${integrationHealth.lastFailureAt}, excluded.last_failure_at)`,
        lastError: sql`case when excluded.last_failure_at is not null and (${integrationHealth.lastFailureAt} is null or excluded.last_failure_at >= ${integrationHealth.lastFailureAt}) then excluded.last_error else ${integrationHealth.lastError} end`,
      },
    });
}

/** The counters of days in [from, to) (`YYYY-MM-DD`), optionally only metrics with a prefix. */
export async function dailyCountsBetween(db: Database, from: string, to: string, prefix?: string) {
  return db
    .select()
    .from(opsDailyCounts)
    .where(
      and(
        gte(opsDailyCounts.day, from),
        lt(opsDailyCounts.day, to),
        prefix ? like(opsDailyCounts.metric, `${prefix}%`) : undefined,
      ),
    )
    .orderBy(asc(opsDailyCounts.day), asc(opsDailyCounts.metric));
}

export async function listIntegrationHealth(db: Database) {
  return db.select().from(integrationHealth).orderBy(asc(integrationHealth.name));
}
