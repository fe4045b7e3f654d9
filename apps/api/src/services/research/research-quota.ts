import {
  RESEARCH_TOOLS,
  type ResearchQuota,
  type ResearchToolId,
} from "@inkforge/domain/research/api-contract";
import { effectiveAvailability } from "@inkforge/domain/shop/access";
import { entryLimit, getCapabilityOrThrow } from "@inkforge/domain/shop/feature-matrix";
import { DAY_MS } from "@inkforge/domain/time-units";
import type { Database } from "../../db/client";
import { insertResearchSearch } from "../../db/queries/research";
import { countToolUsesSince } from "../../db/queries/tool-usage";
import { activeEntries } from "../shop/owned";
import { recordToolRun, requireToolQuota } from "../translation/tool-quota";

/*
 * The research tools' daily quotas (decision 0063): the feature matrix's rows `keyword-research`
 * ("searches per day") and `retro-view` ("lookups per day"), enforced by the shared tool quota
 * (403 naming the plan that has it, 429 until midnight UTC). Uses are counted under the
 * capability id, so every tool of a row shares its daily allowance.
 */

const TOOL_NAMES: Record<ResearchToolId, string> = {
  "search-suggestions": "Search Suggestions",
  "reverse-product-lookup": "Reverse Product Lookup",
};

function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function requireResearchQuota(
  db: Database,
  input: { userId: string; tool: ResearchToolId; now: Date },
): Promise<void> {
  const { capabilityId, uses } = RESEARCH_TOOLS[input.tool];
  await requireToolQuota(db, {
    userId: input.userId,
    toolId: capabilityId,
    toolName: TOOL_NAMES[input.tool],
    uses,
    now: input.now,
  });
}

/**
 * Counts one successful run and stores it in the user's recent searches, in one transaction
 * under the user's quota lock (the quota checked again there): a failed run is never recorded,
 * so it costs nothing, and concurrent runs cannot pass the daily limit together.
 */
export async function recordResearchRun(
  db: Database,
  input: { userId: string; tool: ResearchToolId; now: Date; query: Record<string, string> },
): Promise<void> {
  const { capabilityId, uses } = RESEARCH_TOOLS[input.tool];
  await recordToolRun(db, {
    userId: input.userId,
    toolId: capabilityId,
    toolName: TOOL_NAMES[input.tool],
    uses,
    now: input.now,
    awardId: input.tool,
    write: (tx) =>
      insertResearchSearch(tx, {
        userId: input.userId,
        tool: input.tool,
        query: input.query,
        now: input.now,
      }),
  });
}

/** Today's allowance, uses and what is left, for "12 of 50 searches left today". */
export async function researchQuotaStatus(
  db: Database,
  input: { userId: string; tool: ResearchToolId; now: Date },
): Promise<ResearchQuota> {
  const { capabilityId } = RESEARCH_TOOLS[input.tool];
  const entries = await activeEntries({ db, now: input.now }, input.userId);
  const limit = entryLimit(effectiveAvailability(entries, capabilityId, { now: input.now }));
  const since = startOfUtcDay(input.now);
  const used = await countToolUsesSince(db, { userId: input.userId, toolId: capabilityId, since });
  return {
    tool: input.tool,
    limit,
    used,
    remaining: limit === null ? null : Math.max(0, limit - used),
    // Unlimited, or not on the plan at all: nothing starts again at midnight.
    resetsAt:
      limit === null || limit === 0 ? null : new Date(since.getTime() + DAY_MS).toISOString(),
    unit: getCapabilityOrThrow(capabilityId).limitUnit ?? RESEARCH_TOOLS[input.tool].uses,
  };
}
