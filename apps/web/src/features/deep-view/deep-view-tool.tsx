"use client";

import { PlanGate } from "@/components/layout/plan-gate";
import { ToolUpgradePrompt } from "@/components/layout/tool-upgrade-prompt";
import { usePlanCapability } from "@/lib/api/use-research";
import { useLazyModule } from "@/lib/use-lazy-module";

// The form, table and charts load beside the plan check, which they wait for anyway: the page's
// first load is the gate (decisions 0054 and 0105).
const loadSearch = () => import("./deep-view-search");

/**
 * Deep View (`/titans-deep-view`, issue 12): a keyword and marketplace (or a category, `?category=`
 * from the category finder) → up to `limit` products
 * with estimated sales and royalty ranges, the niche summary and score, a rank-vs-reviews chart
 * and the table. The query lives in the URL so a result can be reloaded or shared.
 */
export function DeepViewTool({ limit, plans }: { limit: number; plans: readonly string[] }) {
  const capability = usePlanCapability("deep-view");
  const search = useLazyModule(loadSearch);
  return (
    <PlanGate
      capability={capability}
      tool="Deep View"
      upgrade={(tier) => (
        <ToolUpgradePrompt tool="Deep View" tier={tier} plans={plans}>
          It reads up to {limit} books of one Amazon search at once and shows each one's rank,
          price, reviews, age and estimated sales and royalty, with a niche score whose parts you
          can check.
        </ToolUpgradePrompt>
      )}
    >
      {search ? (
        <search.DeepViewSearch limit={limit} />
      ) : (
        <p className="text-slate-700">Opening Deep View…</p>
      )}
    </PlanGate>
  );
}
