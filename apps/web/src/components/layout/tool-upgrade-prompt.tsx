import { Lock } from "lucide-react";
import Link from "next/link";
import type * as React from "react";
import { buttonVariants } from "@/components/ui/button-variants";

/** What a plan without the tool shows: what the tool does and the plans that include it. */
export function ToolUpgradePrompt({
  tool,
  tier,
  plans,
  children,
}: {
  tool: string;
  tier: string;
  plans: readonly string[];
  children: React.ReactNode;
}) {
  return (
    <section
      aria-label={`Upgrade to use ${tool}`}
      data-testid="tool-upgrade"
      className="grid justify-items-start gap-3 rounded-xl border border-ember-400 bg-ember-100/40 p-6 text-slate-800"
    >
      <Lock aria-hidden className="h-6 w-6 text-ember-700" />
      <h2 className="text-lg font-semibold text-ink-900">
        {tool} is not part of the {tier} plan
      </h2>
      <p className="max-w-2xl">
        {children} It is included in {plans.join(", ")}.
      </p>
      <Link href="/pricing" className={buttonVariants()}>
        See the plans
      </Link>
    </section>
  );
}
