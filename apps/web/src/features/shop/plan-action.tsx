"use client";

import type { PlanTier } from "@inkforge/domain/shop/enums";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { useMembership } from "./membership-store";
import { standingFor } from "./product-standing";

type PlanActionProps = {
  tier: PlanTier;
  /** The plan's product for the tab shown (`pro-lifetime`); none for Free. */
  productId?: string;
  /** What the visitor who owns nothing is offered. */
  cta: { label: string; href: string };
  /** "lifetime", "monthly"…: for the upgrade label. */
  periodLabel: string;
  recommended: boolean;
};

const actionClass = "mt-5 h-auto min-h-12 w-full whitespace-normal py-2 text-center";

/**
 * A /pricing plan card's action for the signed-in user (decision 0027): the current plan is
 * marked and not sold again, plans it includes say so, and only upgrades are offered. Signed out
 * (or while the plan loads) it is the plain call to action.
 */
export function PlanAction({ tier, productId, cta, periodLabel, recommended }: PlanActionProps) {
  const info = useMembership();
  const current = info?.tier === tier;
  const standing = productId ? standingFor(info, productId) : info ? "owned" : null;

  if (standing === "owned" || (standing === null && current)) {
    return (
      <p
        className={`${actionClass} flex items-center justify-center rounded-lg border border-emerald-300 bg-emerald-50 font-semibold text-emerald-900`}
        data-testid={current ? "current-plan" : "included-plan"}
      >
        {current ? "Your current plan" : "Included in your plan"}
      </p>
    );
  }
  const upgrade = standing === "upgrade" || (info !== null && info.tier !== "Free");
  const label =
    standing === "upgrade"
      ? `Upgrade to ${periodLabel}`
      : upgrade
        ? `Upgrade to ${tier} ${periodLabel}`
        : cta.label;
  return (
    <>
      {current ? (
        <p
          className="mt-5 text-center text-sm font-semibold text-emerald-800"
          data-testid="current-plan"
        >
          Your current plan
        </p>
      ) : null}
      <Button
        asChild
        variant={recommended ? "primary" : "secondary"}
        // Five plans share a row on wide screens: long labels wrap rather than overflow.
        className={
          current ? "mt-2 h-auto min-h-12 w-full whitespace-normal py-2 text-center" : actionClass
        }
        size="lg"
      >
        <Link href={cta.href} data-testid="plan-cta">
          {label}
        </Link>
      </Button>
    </>
  );
}
