import { effectiveAvailability } from "@inkforge/domain/shop/access";
import { planTiers } from "@inkforge/domain/shop/enums";
import { entryLimit, getCapabilityOrThrow } from "@inkforge/domain/shop/feature-matrix";
import type { Database } from "../../db/client";
import { countToolUsesSince, insertToolUsage } from "../../db/queries/tool-usage";
import { AppError } from "../../errors";
import { activeEntries } from "../shop/owned";

/*
 * A signed-in tool's use as the feature matrix allows it (decision 0047): "not available" on the
 * user's plan answers 403 naming the plan that has it; "limited" allows LIMITED_ENTRY_LIMIT uses a
 * UTC day, counted in tool_usage, and answers 429 until midnight UTC after that. Only a use that
 * succeeded is recorded, so a failed translation costs nothing. Two requests racing at the last
 * allowed use can both pass: the quota is a fairness limit, not a bill.
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
    const tomorrow = since.getTime() + 24 * 60 * 60 * 1000;
    const unlimited = lowestTierWith(toolId, (value) => value === null);
    throw new AppError(
      "RATE_LIMITED",
      `You have used today's ${limit} ${uses} of ${toolName} on your plan; more from midnight UTC${unlimited ? `, or without a daily limit on ${unlimited}` : ""}`,
      { retryAfterSeconds: Math.max(1, Math.ceil((tomorrow - now.getTime()) / 1000)) },
    );
  }
}

export async function recordToolUse(
  db: Database,
  request: Pick<ToolQuotaRequest, "userId" | "toolId" | "now">,
): Promise<void> {
  await insertToolUsage(db, request);
}
