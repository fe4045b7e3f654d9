"use client";

import type { PlanTier } from "@inkforge/domain/shop/enums";
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { useMembership } from "@/lib/membership/membership-store";
import { type StandingProduct, standingFor } from "./product-standing";

type PlanActionProps = {
  tier: PlanTier;
  /** The facts of the plan's product for the tab shown (`pro-lifetime`); none for Free. */
  product?: StandingProduct | undefined;
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
export function PlanAction({ tier, product, cta, periodLabel, recommended }: PlanActionProps) {
  const info = useMembership();
  const current = info?.tier === tier;
  const standing = product ? standingFor(info, product) : info ? "owned" : null;

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
      <Link
        href={cta.href}
        data-testid="plan-cta"
        // Five plans share a row on wide screens: long labels wrap rather than overflow. The `!`
        // classes win over the size's height and nowrap without the class merger (page weight).
        className={buttonVariants({
          variant: recommended ? "primary" : "secondary",
          size: "lg",
          className: `${current ? "mt-2" : "mt-5"} h-auto! min-h-12 w-full whitespace-normal! py-2 text-center`,
        })}
      >
        {label}
      </Link>
    </>
  );
}
