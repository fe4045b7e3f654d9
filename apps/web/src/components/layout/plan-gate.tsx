import type * as React from "react";
import type { CapabilityState } from "@/lib/api/use-research";

/**
 * A signed-in tool behind the user's plan: "Checking your plan…" until the feature matrix
 * answers, an alert when it could not, the upgrade prompt on a plan without the tool, and the tool
 * itself otherwise (mounted only then, so its runs start only for a plan that has it). The API
 * checks every use again.
 */
export function PlanGate({
  capability,
  tool,
  upgrade,
  children,
}: {
  capability: CapabilityState;
  /** The tool as the failure sentence names it: "so Deep View cannot open". */
  tool: string;
  upgrade: (tier: string) => React.ReactNode;
  children: React.ReactNode;
}) {
  if (capability.status === "loading" || capability.status === "signed-out") {
    return <p className="text-slate-700">Checking your plan…</p>;
  }
  if (capability.status === "failed") {
    return (
      <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
        Your plan could not be checked just now, so {tool} cannot open. Reload the page to try
        again.
      </p>
    );
  }
  if (!capability.available) return upgrade(capability.tier);
  return children;
}
