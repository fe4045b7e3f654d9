import { DAY_MS } from "../time-units";
import { monthPeriodAt } from "./calendar";

/*
 * Ranking periods (spec §7.4 "period this_month", §7.5 leaderboards; gap G-49). Periods are UTC:
 * a leaderboard compares everyone, so it needs one boundary for all, whatever each user's zone.
 * Windows include their start and exclude their end.
 */

export const rankPeriods = ["this_week", "this_month", "all_time"] as const;
export type RankPeriod = (typeof rankPeriods)[number];

export function isRankPeriod(value: unknown): value is RankPeriod {
  return typeof value === "string" && (rankPeriods as readonly string[]).includes(value);
}

/** The window of `period` containing `now`; `all_time` has no bounds. */
export function periodWindow(
  period: RankPeriod,
  now: Date,
): { start: Date | null; end: Date | null } {
  if (Number.isNaN(now.getTime())) throw new RangeError("now must be a valid Date");
  if (period === "all_time") return { start: null, end: null };
  if (period === "this_month") return monthPeriodAt(now);
  // ISO weeks start on Monday.
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const start = new Date(midnight - sinceMonday * DAY_MS);
  return { start, end: new Date(start.getTime() + 7 * DAY_MS) };
}

/** Competition ranking (ties share a rank, the next rank skips: 1, 2, 2, 4) of values sorted best first. */
export function competitionRanks(sortedValues: readonly number[]): number[] {
  const ranks: number[] = [];
  sortedValues.forEach((value, index) => {
    ranks.push(
      index > 0 && sortedValues[index - 1] === value ? (ranks[index - 1] ?? 1) : index + 1,
    );
  });
  return ranks;
}

/**
 * How each rank of a ranking is shown (issue 24): a rank shared with another entry says so,
 * "=2", so two members on 15 points are not shown as if one were ahead; an unshared one is
 * the plain number. Takes the ranks in board order (as `competitionRanks` gives them).
 */
export function rankLabels(ranks: readonly number[]): string[] {
  const counts = new Map<number, number>();
  for (const rank of ranks) counts.set(rank, (counts.get(rank) ?? 0) + 1);
  return ranks.map((rank) => ((counts.get(rank) ?? 0) > 1 ? `=${rank}` : String(rank)));
}
