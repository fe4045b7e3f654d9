import { getToolOrThrow } from "@inkforge/domain/catalogue/tools";
import { type PlanTier, planTiers } from "@inkforge/domain/shop/enums";
import {
  type Capability,
  capabilities,
  isFullAvailability,
} from "@inkforge/domain/shop/feature-matrix";

/*
 * The feature matrix (`@inkforge/domain/shop/feature-matrix`, decision 0017) as the marketing
 * pages read it: the rows the /pricing comparison table and /features show, where each row
 * links, and the first plan that offers it. What the pages advertise is what the API enforces.
 */

export { type Capability, capabilities };

/** Member-only pages whose public description lives elsewhere. */
const publicPages: Readonly<Record<string, string>> = { "/hot-niches": "/hot-niches-sales" };

/** Where a row links: its own page, else the page of its first tool on this site. */
export function capabilityHref(row: Capability): string | undefined {
  if (row.href) return publicPages[row.href] ?? row.href;
  for (const toolId of row.toolIds) {
    const tool = getToolOrThrow(toolId);
    if (tool.link.kind === "internal") return tool.link.path;
  }
  return undefined;
}

/** The first plan (in plan order) that offers a capability in any form. */
export function firstPlanWith(row: Capability): PlanTier | undefined {
  return planTiers.find((plan) => row.availability[plan] !== "not available");
}

/** The first plan (in plan order) that offers a capability in full. */
export function firstPlanWithFull(row: Capability): PlanTier | undefined {
  return planTiers.find((plan) => isFullAvailability(row.availability[plan]));
}

/** "Free", "From Pro Max", "Limited from Free, full on Pro": computed from the matrix. */
export function availabilityLabel(row: Capability): string {
  const any = firstPlanWith(row);
  const full = firstPlanWithFull(row);
  if (!any) return "Sold separately";
  if (!full || full === any) return any === "Free" ? "Free" : `From ${any}`;
  return `Limited from ${any}, full on ${full}`;
}
