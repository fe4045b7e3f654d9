"use client";

import { PlanGate } from "@/components/layout/plan-gate";
import { ToolUpgradePrompt } from "@/components/layout/tool-upgrade-prompt";
import { usePlanCapability } from "@/lib/api/use-research";
import { useLazyModule } from "@/lib/use-lazy-module";

// The form and charts load beside the plan check, which they wait for anyway: the page's first
// load is the gate (decisions 0054 and 0105).
const loadLookup = () => import("./retro-view-lookup");

/**
 * Retro View (`/titans-retro-vision`, issue 12): an ASIN, a marketplace and 30/90/365 days →
 * rank, price, reviews and estimated sales over time, the detected events and a CSV. Deep View
 * links here with `?asin=&domain=`, which runs at once.
 */
export function RetroViewTool({ plans }: { plans: readonly string[] }) {
  const capability = usePlanCapability("retro-view");
  const lookup = useLazyModule(loadLookup);
  return (
    <PlanGate
      capability={capability}
      tool="Retro View"
      upgrade={(tier) => (
        <ToolUpgradePrompt tool="Retro View" tier={tier} plans={plans}>
          It charts a book's best-seller rank, price, reviews and estimated sales over the last 30,
          90 or 365 days and marks likely promotions and price changes.
        </ToolUpgradePrompt>
      )}
    >
      {lookup ? <lookup.RetroViewLookup /> : <p className="text-slate-700">Opening Retro View…</p>}
    </PlanGate>
  );
}
