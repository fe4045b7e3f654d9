import { effectiveAvailability } from "@inkforge/domain/shop/access";
import { planTiers } from "@inkforge/domain/shop/enums";
import { entryLimit, getCapabilityOrThrow } from "@inkforge/domain/shop/feature-matrix";
import { DAY_MS } from "@inkforge/domain/time-units";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { countToolUsesSince, insertToolUsage } from "../../db/queries/tool-usage";
import { AppError } from "../../errors";
import { awardPoints } from "../gamification/award-points";
import { activeEntries } from "../shop/owned";

/*
 * A signed-in tool's use as the feature matrix allows it (decision 0047): "not available" on the
 * user's plan answers 403 naming the plan that has it; "limited" allows LIMITED_ENTRY_LIMIT uses a
 * UTC day, counted in tool_usage, and answers 429 until midnight UTC after that. Only a use that
 * succeeded is recorded, so a failed run costs nothing (issue 24): `requireToolQuota` answers
 * early, before the run, and `recordToolRun` checks again and records the use, what the run
 * writes with it and its points in one transaction under a per-user lock, so concurrent runs can
 * never pass the limit together (20 at once on a 10-a-day plan: exactly 10 succeed).
 */

export type ToolQuotaRequest = {
  userId: string;
  /** The catalogue tool id, also the capability row's id and the usage rows' tool id. */
  toolId: string;
  toolName: string;
  /** What one use is called in messages, plural: "checks", "translations". */
  uses: string;
  now: Date;
};

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

function lowestTierWith(capabilityId: string, wanted: (limit: number | null) => boolean) {
  const row = getCapabilityOrThrow(capabilityId);
  return planTiers.find((tier) => wanted(entryLimit(row.availability[tier])));
}

export async function requireToolQuota(db: Database, request: ToolQuotaRequest): Promise<void> {
  const { userId, toolId, toolName, uses, now } = request;
  const entries = await activeEntries({ db, now }, userId);
  const limit = entryLimit(effectiveAvailability(entries, toolId, { now }));
  if (limit === null) return;
  if (limit === 0) {
    const tier = lowestTierWith(toolId, (value) => value !== 0);
    throw new AppError(
      "FORBIDDEN",
      `${toolName} is part of the ${tier ?? "paid"} plan and above; your plan does not include it`,
    );
  }
  const since = startOfUtcDay(now);
  const used = await countToolUsesSince(db, { userId, toolId, since });
  if (used >= limit) {
    const tomorrow = since.getTime() + DAY_MS;
    const unlimited = lowestTierWith(toolId, (value) => value === null);
    throw new AppError(
      "RATE_LIMITED",
      `You have used today's ${limit} ${uses} of ${toolName} on your plan; more from midnight UTC${unlimited ? `, or without a daily limit on ${unlimited}` : ""}`,
      { retryAfterSeconds: Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000)) },
    );
  }
}

/** Serialises a user's tool runs until the transaction ends, so the count read stays true. */
async function lockToolQuota(tx: Database, userId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`tool-quota:${userId}`}, 0))`,
  );
}

/**
 * Records one successful run, after it succeeded: under the user's lock, the quota again, the
 * use, `write` (what the run stores with it, e.g. the recent search) and the points for
 * `awardId` (the catalogue tool, decision 0070) commit together or not at all.
 */
export async function recordToolRun<T = void>(
  db: Database,
  request: ToolQuotaRequest & {
    /** The catalogue tool id the points are for (the capability id when omitted). */
    awardId?: string;
    write?: (tx: Database) => Promise<T>;
  },
): Promise<T | undefined> {
  const { userId, toolId, now } = request;
  return db.transaction(async (tx) => {
    await lockToolQuota(tx, userId);
    await requireToolQuota(tx, request);
    await insertToolUsage(tx, { userId, toolId, now });
    const written = request.write ? await request.write(tx) : undefined;
    await awardPoints(tx, { userId, awardId: request.awardId ?? toolId, now });
    return written;
  });
}
