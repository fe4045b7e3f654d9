"use client";

import { Lock } from "lucide-react";
import Link from "next/link";
import { PlanGate } from "@/components/layout/plan-gate";
import { buttonVariants } from "@/components/ui/button-variants";
import { usePlanCapability } from "@/lib/api/use-research";
import { useLazyModule } from "@/lib/use-lazy-module";

// The tabs, tables and tree load beside the plan check, which they wait for anyway: the page's
// first load is the gate (decisions 0054 and 0105).
const loadWorkspace = () => import("./workspace");

/** "Pro, Pro Max, Ultra and Supreme". */
function listPlans(plans: readonly string[]): string {
  if (plans.length <= 1) return plans.join("");
  return `${plans.slice(0, -1).join(", ")} and ${plans.at(-1)}`;
}

/** What visitors whose plan lacks the web app see: what it is and the way to it. */
function UpgradePrompt({ tier, plans }: { tier: string; plans: readonly string[] }) {
  return (
    <section
      aria-label="Upgrade to use the research web app"
      data-testid="research-upgrade"
      className="grid justify-items-start gap-3 rounded-xl border border-ember-400 bg-ember-100/40 p-6 text-slate-800"
    >
      <Lock aria-hidden className="h-6 w-6 text-ember-700" />
      <h2 className="text-lg font-semibold text-ink-900">
        The research web app is not part of the {tier} plan
      </h2>
      <p className="max-w-2xl">
        It is where you expand a seed keyword into the phrases Amazon suggests in any of 19 stores,
        see each phrase's demand and competition with the formula behind them, find the keywords a
        competing book is found for, and send your picks to the 7 Backend Keywords tool or the
        keyword tracker. It is included in {listPlans(plans)}.
      </p>
      <Link href="/pricing" className={buttonVariants()}>
        See the plans
      </Link>
    </section>
  );
}

/**
 * The research workspace of `/titans-pro/on-site` (issue 10): tabs in the URL (`?tab=`), each
 * tab's query and table view in the URL too, so a search can be shared or reloaded. The page's
 * `ToolLoginGate` shows visitors the login path; here the plan decides between the workspace and
 * the upgrade prompt.
 */
export function ResearchWorkspace({ plansWithApp }: { plansWithApp: readonly string[] }) {
  const capability = usePlanCapability("pro-web-app");
  const workspace = useLazyModule(loadWorkspace);
  return (
    <PlanGate
      capability={capability}
      tool="the research workspace"
      upgrade={(tier) => <UpgradePrompt tier={tier} plans={plansWithApp} />}
    >
      {workspace ? (
        <workspace.Workspace />
      ) : (
        <p className="text-slate-700">Opening the research workspace…</p>
      )}
    </PlanGate>
  );
}
