import { streakMilestones, xpRules } from "@inkforge/domain/gamification/xp";

/** The XP table in words, read from the rules themselves so the page never disagrees with them. */
export function xpTableRows(): { what: string; points: string }[] {
  return [
    {
      what: "Daily visit",
      points: `${xpRules.visit.points} points, once a day`,
    },
    {
      what: "Using a tool",
      points: `${xpRules.tool.points} points a use, up to ${xpRules.tool.dailyCap} uses of each tool a day`,
    },
    ...streakMilestones.map((milestone) => ({
      what: `${milestone.days}-day streak`,
      points: `${milestone.points} bonus points`,
    })),
  ];
}
