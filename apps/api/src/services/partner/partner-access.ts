import type { PartnerAccessTools, PartnerUsages } from "@inkforge/domain/contracts/partner";
import { capabilityLimitsFor } from "@inkforge/domain/shop/access";
import { capabilities } from "@inkforge/domain/shop/feature-matrix";
import { entitlementsAt } from "@inkforge/domain/shop/owned";
import { tierOfEntries } from "@inkforge/domain/shop/tiers";
import type { Database } from "../../db/client";
import { countUsesByTool } from "../../db/queries/xp-awards";
import { activeEntries } from "../shop/owned";

/*
 * The partner endpoints (spec §7.14): the same entitlement and usage records our own pages read,
 * for the member the bearer token names and no one else (the user is never a parameter).
 */

/** `GET /api/partner/access-tools`: the member's features and the catalogue tools they open. */
export async function getPartnerAccessTools(
  db: Database,
  input: { userId: string; now: Date },
): Promise<PartnerAccessTools> {
  const entries = await activeEntries({ db, now: input.now }, input.userId);
  const rowById = new Map(capabilities.map((row) => [row.id, row]));
  const tools: PartnerAccessTools["tools"] = [];
  const seen = new Set<string>();
  for (const limit of capabilityLimitsFor(entries, { now: input.now })) {
    if (limit.availability === "not available") continue;
    for (const toolId of rowById.get(limit.capabilityId)?.toolIds ?? []) {
      // A tool in several rows is listed once, under its first (the matrix's order).
      if (seen.has(toolId)) continue;
      seen.add(toolId);
      tools.push({
        tool_id: toolId,
        capability_id: limit.capabilityId,
        availability: limit.availability,
      });
    }
  }
  return {
    user_id: input.userId,
    tier: tierOfEntries(entries, input.now).tier ?? "Free",
    features: [...entitlementsAt(entries, input.now)].sort(),
    tools,
  };
}

/** `GET /api/partner/usages`: the member's recorded uses per tool, most used first. */
export async function getPartnerUsages(
  db: Database,
  input: { userId: string },
): Promise<PartnerUsages> {
  const rows = await countUsesByTool(db, input.userId);
  const usages = rows
    .map((row) => ({ tool_id: row.toolId, uses: Number(row.uses) }))
    .sort((a, b) => b.uses - a.uses || a.tool_id.localeCompare(b.tool_id));
  return {
    user_id: input.userId,
    usages,
    total: usages.reduce((sum, row) => sum + row.uses, 0),
  };
}
