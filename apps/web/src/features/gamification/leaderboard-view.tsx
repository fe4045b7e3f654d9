"use client";

import type { Leaderboard, UserRank } from "@inkforge/domain/contracts/gamification";
import { rankLabels } from "@inkforge/domain/gamification/periods";
import Link from "next/link";
import { useEffect, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { useAccountApi } from "@/lib/api/use-account-api";
import { useAuth } from "@/lib/auth/use-auth";
import { cn } from "@/lib/cn";
import { usePoints } from "@/lib/points/points-store";
import { pointsLabel, streakLabel } from "./header-points";

type Loaded =
  | { status: "loading" }
  | { status: "failed" }
  | { status: "loaded"; board: Leaderboard; mine: UserRank | null };

const numberFormat = new Intl.NumberFormat("en-US");

/** "November 2026", in UTC like the period itself. */
export function monthTitle(startIso: string | null): string {
  if (!startIso) return "All time";
  return new Intl.DateTimeFormat("en-US", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(startIso));
}

/**
 * The month's ranking (spec §2.3, §7.5): `GET /api/usage/leaderboard/this_month` and the signed-in
 * user's rank. Signed out, a link to log in; a failed load says so in the page, never in a popup.
 */
export function LeaderboardView() {
  const auth = useAuth();
  const call = useAccountApi();
  const points = usePoints();
  const userId = auth.status === "authenticated" ? auth.user.id : null;
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });

  useEffect(() => {
    if (!userId) return;
    let active = true;
    void (async () => {
      const [board, mine] = await Promise.all([
        call<Leaderboard>("GET", "/api/usage/leaderboard/this_month?limit=50"),
        call<UserRank>("GET", `/api/usage/leaderboard/this_month/${encodeURIComponent(userId)}`),
      ]);
      if (!active) return;
      if (!board.ok) {
        setLoaded({ status: "failed" });
        return;
      }
      setLoaded({ status: "loaded", board: board.data, mine: mine.ok ? mine.data : null });
    })();
    return () => {
      active = false;
    };
  }, [userId, call]);

  if (auth.status === "unauthenticated") {
    return (
      <div className="py-10">
        <p className="text-slate-700">Log in to see this month's ranking and your place in it.</p>
        <Link
          href="/login?next=%2Fleaderboard"
          className={cn(buttonVariants({ size: "sm" }), "mt-4")}
        >
          Login
        </Link>
      </div>
    );
  }
  if (auth.status === "loading" || loaded.status === "loading") {
    return (
      <p className="py-10 text-slate-600" role="status">
        Loading the ranking…
      </p>
    );
  }
  if (loaded.status === "failed") {
    return (
      <p className="py-10 text-slate-700" role="status">
        The ranking could not be loaded. Please try again later.
      </p>
    );
  }
  const { board, mine } = loaded;
  const labels = rankLabels(board.entries.map((entry) => entry.rank));
  const hasTies = labels.some((label) => label.startsWith("="));
  const mineTied =
    mine?.rank != null && board.entries.filter((entry) => entry.rank === mine.rank).length > 1;
  return (
    <section aria-labelledby="month-ranking-title" className="py-10">
      <h2 id="month-ranking-title" className="text-xl font-bold text-ink-900">
        {monthTitle(board.start)}
      </h2>
      <p className="mt-2 text-sm text-slate-600" data-testid="your-rank">
        {mine?.rank
          ? `You are ${mineTied ? "tied at " : ""}number ${mine.rank} of ${mine.ranked_users} with ${pointsLabel(mine.total_xp)} this month.`
          : "You have no points this month yet: use a tool to join the ranking."}
        {points.currentStreak ? ` ${streakLabel(points.currentStreak)}.` : ""}
      </p>
      {board.entries.length === 0 ? (
        <p className="mt-6 text-slate-700">No one has earned points this month yet.</p>
      ) : (
        <table className="mt-6 w-full max-w-2xl text-left text-sm" data-testid="leaderboard">
          <caption className="sr-only">Points earned in {monthTitle(board.start)}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="w-20 py-2 pr-4 font-semibold">
                Rank
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Member
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {board.entries.map((entry, index) => (
              <tr
                // biome-ignore lint/suspicious/noArrayIndexKey: names repeat; the list is replaced whole, never reordered.
                key={index}
                className={cn(
                  "border-b border-slate-100",
                  entry.is_you && "bg-ember-100/60 font-semibold",
                )}
                aria-current={entry.is_you ? "true" : undefined}
              >
                <td className="py-2 pr-4 tabular-nums">
                  {labels[index]?.startsWith("=") ? (
                    <>
                      <span aria-hidden="true">{labels[index]}</span>
                      <span className="sr-only">tied {entry.rank}</span>
                    </>
                  ) : (
                    entry.rank
                  )}
                </td>
                <td className="py-2 pr-4 break-all">
                  {entry.username}
                  {entry.is_you ? <span className="ml-2 text-xs text-ember-700">(you)</span> : null}
                </td>
                <td className="py-2 text-right tabular-nums">
                  {numberFormat.format(entry.total_xp)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {hasTies ? (
        <p className="mt-2 text-xs text-slate-600" data-testid="ties-note">
          = marks members tied on points: they share the rank.
        </p>
      ) : null}
    </section>
  );
}
