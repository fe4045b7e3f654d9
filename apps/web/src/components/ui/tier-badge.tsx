"use client";

import { ArrowUpRight } from "lucide-react";
import Link from "next/link";
import { cn } from "@/lib/cn";
import type { MembershipInfo } from "@/lib/membership/membership";

/** Where the upgrade prompt goes: /pricing, or its lifetime tab for lifetime owners (G-29). */
export function upgradeHref(info: Pick<MembershipInfo, "lifetime">): string {
  return info.lifetime ? "/pricing?tab=lifetime" : "/pricing";
}

/**
 * The header's tier badge and upgrade prompt (NAV-14, TIER-01..05): Free, Pro, Pro Max, Ultra or
 * Supreme; the prompt offers the next tier and is absent when there is none. Nothing renders
 * while the tier is unknown or invalid (the invalid case was logged when it was derived).
 */
export function TierBadgeView({
  info,
  className,
}: {
  info: MembershipInfo | null;
  className?: string;
}) {
  if (!info || info.tier === null) return null;
  return (
    <div className={cn("flex items-center gap-1.5", className)} data-testid="tier-area">
      <span
        data-testid="tier-badge"
        data-tier={info.tier}
        className={cn(
          "inline-flex h-7 items-center whitespace-nowrap rounded-full px-2.5 text-xs font-bold uppercase tracking-wide",
          info.tier === "Free" ? "bg-slate-100 text-slate-700" : "bg-ink-800 text-white",
        )}
      >
        <span className="sr-only">Your plan: </span>
        {info.tier}
      </span>
      {info.upgradeTo ? (
        <Link
          href={upgradeHref(info)}
          data-testid="tier-upgrade"
          aria-label={`Upgrade to ${info.upgradeTo}`}
          title={`Upgrade to ${info.upgradeTo}`}
          className="inline-flex h-7 items-center justify-center whitespace-nowrap rounded-full border border-ember-300 px-2.5 text-xs font-semibold text-ember-700 hover:bg-ember-100 lg:w-7 lg:px-0"
        >
          {/* Beside the desktop menu there is room for an icon only; the name is always full. */}
          <span className="lg:hidden">Upgrade to {info.upgradeTo}</span>
          <ArrowUpRight aria-hidden className="hidden h-4 w-4 lg:block" />
        </Link>
      ) : null}
    </div>
  );
}
