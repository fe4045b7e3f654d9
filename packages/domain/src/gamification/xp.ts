import { visitToolId } from "../contracts/usage";

/*
 * XP rules (spec §3 "Rank/points data", §7.5; issue 13; decision 0070). ONE table: points per
 * recorded use, with a cap on awarded uses per tool per calendar day (in the user's time zone) so
 * that scripted calls cannot farm points, and points for streak milestones. The server keeps an
 * awards ledger with one row per awarded slot, unique on (user, award id, day, slot), so the cap
 * holds even under concurrent calls: slot `n` of a day can be written once, and only slots below
 * the cap are ever tried.
 *
 * | award            | points | awarded per day            | why                                        |
 * | ---------------- | ------ | -------------------------- | ------------------------------------------ |
 * | daily visit      | 5      | 1                          | coming back is the habit worth rewarding   |
 * | any tool use     | 10     | 5 per tool                 | real work earns; the cap stops farming     |
 * | 3-day streak     | 20     | once, on the day reached   | the first habit                            |
 * | 7-day streak     | 50     | once, on the day reached   | a full week                                |
 * | 30-day streak    | 200    | once, on the day reached   | a month                                    |
 * | 100-day streak   | 500    | once, on the day reached   |                                            |
 * | 365-day streak   | 1000   | once, on the day reached   | a year                                     |
 */

export type XpRule = {
  /** Points for one awarded use. */
  points: number;
  /** Uses awarded per tool per calendar day; further uses are recorded but earn nothing. */
  dailyCap: number;
  why: string;
};

export const xpRules = {
  visit: { points: 5, dailyCap: 1, why: "the daily visit counts once per calendar date" },
  tool: { points: 10, dailyCap: 5, why: "real work earns points; the cap stops scripted farming" },
} as const satisfies Record<string, XpRule>;

export type StreakMilestone = { days: number; points: number };

/** Streak lengths that earn a bonus (and a notification) on the day they are reached. */
export const streakMilestones: readonly StreakMilestone[] = [
  { days: 3, points: 20 },
  { days: 7, points: 50 },
  { days: 30, points: 200 },
  { days: 100, points: 500 },
  { days: 365, points: 1000 },
];

/** The rule for a tool id: the daily visit, or any tool use. */
export function xpRuleFor(toolId: string): XpRule {
  return toolId === visitToolId ? xpRules.visit : xpRules.tool;
}

/**
 * Points for one more use of `toolId` after `awardedToday` awarded uses of it today: the rule's
 * points below the cap, else 0.
 */
export function xpForUse(toolId: string, awardedToday: number): number {
  if (!Number.isInteger(awardedToday) || awardedToday < 0) {
    throw new RangeError(`awardedToday must be a non-negative integer, got ${awardedToday}`);
  }
  const rule = xpRuleFor(toolId);
  return awardedToday < rule.dailyCap ? rule.points : 0;
}

/** The milestone a streak of exactly `streak` days reaches, or null (it is awarded that day). */
export function milestoneReached(streak: number): StreakMilestone | null {
  return streakMilestones.find((milestone) => milestone.days === streak) ?? null;
}

/** The ledger's award id of a streak milestone (it never collides with a tool id). */
export function milestoneAwardId(milestone: StreakMilestone): string {
  return `streak:${milestone.days}`;
}

/** The next milestone above `streak`, for "n days to go" (null past the last one). */
export function nextMilestone(streak: number): StreakMilestone | null {
  return streakMilestones.find((milestone) => milestone.days > streak) ?? null;
}
