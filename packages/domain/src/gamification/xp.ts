import { visitToolId } from "../contracts/usage";

/*
 * XP rules (spec §3 "Rank/points data", §7.5; issue 13). One table: points per recorded use, with a
 * cap on awarded uses per tool per calendar day so that scripted calls cannot farm points. The
 * server counts the uses already awarded today (in the user's time zone) and asks `xpForUse`.
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
