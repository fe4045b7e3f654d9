"use client";

import { gateMemberLine, type ToolGate } from "@inkforge/domain/shop/tool-gate";
import { useMembership } from "@/lib/membership/membership-store";

/**
 * `PlanAccessLine` for a tool that shows a plan without it an upgrade prompt of its own (Deep
 * View, Retro View, the A+ maker, the text and pattern designer): only the "your work is saved"
 * line, so the refusal is said once. A module of its own: the pages that use `PlanAccessLine`
 * (the book makers among them, at their script budget) do not carry it.
 */
export function PlanIncludedLine({ gate }: { gate: ToolGate }) {
  const membership = useMembership();
  if (!membership?.tier) return null;
  const line = gateMemberLine(gate, { tier: membership.tier, owned: membership.owned });
  if (!line.included) return null;
  return (
    <p
      data-testid="tool-signed-in"
      className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-950"
    >
      {line.text}
    </p>
  );
}
