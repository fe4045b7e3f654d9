"use client";

import { Flame, Star } from "lucide-react";
import Link from "next/link";
import { cn } from "@/lib/cn";
import { usePoints } from "@/lib/points/points-store";

const numberFormat = new Intl.NumberFormat("en-US");
/** 12.5K: the bar keeps its width however many points a member collects. */
const compactFormat = new Intl.NumberFormat("en-US", {
  notation: "compact",
  maximumFractionDigits: 1,
});

/** The number shown in the bar: exact below 10,000, compact above. */
export function shortNumber(value: number): string {
  return value < 10_000 ? numberFormat.format(value) : compactFormat.format(value);
}

/** "1 point", "120 points". */
export function pointsLabel(points: number): string {
  return `${numberFormat.format(points)} ${points === 1 ? "point" : "points"}`;
}

/** "5-day streak". */
export function streakLabel(days: number): string {
  return `${numberFormat.format(days)}-day streak`;
}

/**
 * Points and streak beside the bell (spec §2.3, NAV-12): an icon and the number, the words visible
 * from 1536 px and always in the accessible name. Nothing shows until the numbers are known, and
 * nothing when they fail to load (API-PTS-06). A link to the month's leaderboard. Below 640 px the
 * bar has no room beside the bell, so the drawer shows it (its `className` places it).
 */
export function HeaderPoints({
  className,
  onNavigate,
}: {
  className?: string;
  /** The drawer closes itself when the link is followed. */
  onNavigate?: () => void;
}) {
  const { totalXp, currentStreak, rank } = usePoints();
  if (totalXp === null && currentStreak === null) return null;
  const parts = [
    totalXp === null ? null : pointsLabel(totalXp),
    currentStreak === null ? null : streakLabel(currentStreak),
    rank === null ? null : `rank ${rank} this month`,
  ].filter(Boolean);
  return (
    <Link
      href="/leaderboard"
      data-testid="header-points"
      title={parts.join(", ")}
      // One name for the whole link ("5 points, 1-day streak"); the icons and numbers are visual.
      aria-label={parts.join(", ")}
      onClick={onNavigate}
      className={cn(
        "inline-flex h-9 shrink-0 items-center gap-2 whitespace-nowrap rounded-md px-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100",
        className,
      )}
    >
      {totalXp === null ? null : (
        <span className="inline-flex items-center gap-0.5" data-testid="header-points-total">
          <Star aria-hidden className="h-4 w-4 text-amber-500" />
          {shortNumber(totalXp)}
          <span className="sr-only 2xl:not-sr-only 2xl:ml-1">
            {totalXp === 1 ? " point" : " points"}
          </span>
        </span>
      )}
      {currentStreak === null ? null : (
        <span className="inline-flex items-center gap-0.5" data-testid="header-points-streak">
          <Flame aria-hidden className="h-4 w-4 text-ember-500" />
          {shortNumber(currentStreak)}
          <span className="sr-only 2xl:not-sr-only">-day streak</span>
        </span>
      )}
    </Link>
  );
}
