"use client";

import { gateMemberLine, type ToolGate } from "@inkforge/domain/shop/tool-gate";
import Link from "next/link";
import { useMembership } from "@/lib/membership/membership-store";

/**
 * The line a signed-in member reads above a tool, from the feature matrix (decision 0082): that
 * the work is saved when the plan opens the tool, or that the plan does not include it, never
 * both. Nothing while the plan is being read. The server passes the tool's gate as plain data
 * (`toolGate`): the catalogue and the feature matrix stay out of the tool page's first load
 * (decision 0087).
 */
export function PlanAccessLine({
  gate,
  savedTo = "account",
}: {
  gate: ToolGate;
  savedTo?: "account" | "browser";
}) {
  const membership = useMembership();
  if (!membership?.tier) return null;
  const line = gateMemberLine(gate, { tier: membership.tier, owned: membership.owned }, savedTo);
  if (!line.included) {
    return (
      <p
        data-testid="tool-not-in-plan"
        className="rounded-md border border-ember-400 bg-ember-100/40 px-4 py-3 text-sm font-medium text-ink-900"
      >
        {line.text}{" "}
        <Link href="/pricing" className="font-semibold underline">
          See the plans
        </Link>
      </p>
    );
  }
  return (
    <p
      data-testid="tool-signed-in"
      className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-950"
    >
      {line.text}
    </p>
  );
}
