import { describe, expect, it } from "vitest";
import { pageTimeRequestSchema } from "../contracts/gamification";
import { timeZoneSchema, usageRecordHeadersSchema } from "../contracts/usage";
import { dateKeyAt } from "./calendar";
import { competitionRanks, isRankPeriod, periodWindow, rankLabels } from "./periods";
import { publicName } from "./public-name";
import { currentStreak } from "./streak";
import {
  milestoneAwardId,
  milestoneReached,
  nextMilestone,
  streakMilestones,
  xpForUse,
  xpRuleFor,
  xpRules,
} from "./xp";

describe("the XP table (decision 0070)", () => {
  it.each<[string, number, number]>([
    ["visit", xpRules.visit.points, 1],
    ["royalty-calculator", xpRules.tool.points, 5],
    ["title-creator", xpRules.tool.points, 5],
  ])("%s earns %i points, %i times a day", (toolId, points, cap) => {
    expect(xpRuleFor(toolId)).toMatchObject({ points, dailyCap: cap });
    const earned = Array.from({ length: cap + 3 }, (_, used) => xpForUse(toolId, used));
    expect(earned.filter((xp) => xp > 0)).toHaveLength(cap);
    expect(earned.slice(cap)).toEqual([0, 0, 0]);
  });

  it("a script calling every tool all day is bounded by tools × cap × points", () => {
    const toolIds = ["a", "b", "c"];
    let total = 0;
    for (const toolId of toolIds) {
      for (let used = 0; used < 10_000; used += 1) total += xpForUse(toolId, used);
    }
    expect(total).toBe(toolIds.length * xpRules.tool.dailyCap * xpRules.tool.points);
  });

  it.each<[number, number | null]>([
    [0, null],
    [1, null],
    [2, null],
    [3, 20],
    [4, null],
    [7, 50],
    [30, 200],
    [100, 500],
    [365, 1000],
    [366, null],
  ])("a %i-day streak reaches the milestone worth %s", (streak, points) => {
    expect(milestoneReached(streak)?.points ?? null).toBe(points);
  });

  it.each<[number, number | null]>([
    [0, 3],
    [3, 7],
    [6, 7],
    [7, 30],
    [364, 365],
    [365, null],
  ])("after %i days the next milestone is at %s days", (streak, days) => {
    expect(nextMilestone(streak)?.days ?? null).toBe(days);
  });

  it("milestones grow and have award ids no tool id can take", () => {
    const days = streakMilestones.map((m) => m.days);
    expect([...days].sort((a, b) => a - b)).toEqual(days);
    expect(streakMilestones.map(milestoneAwardId)).toEqual([
      "streak:3",
      "streak:7",
      "streak:30",
      "streak:100",
      "streak:365",
    ]);
  });
});

describe("streaks across time zones and DST", () => {
  /** The active days of uses at these instants, as the server files them in `zone`. */
  const days = (instants: string[], zone: string) =>
    instants.map((instant) => dateKeyAt(new Date(instant), zone));

  it.each<[string, string[], string, string, number]>([
    // 23:30 on three evenings in New York are three days, though in UTC they fall a day later.
    [
      "New York evenings",
      ["2026-11-20T04:30:00Z", "2026-11-21T04:30:00Z", "2026-11-22T04:30:00Z"],
      "America/New_York",
      "2026-11-21",
      3,
    ],
    // The same instants read in Tokyo are afternoons: still three days.
    [
      "Tokyo afternoons",
      ["2026-11-20T04:30:00Z", "2026-11-21T04:30:00Z", "2026-11-22T04:30:00Z"],
      "Asia/Tokyo",
      "2026-11-22",
      3,
    ],
    // Two uses 20 hours apart across local midnight in Berlin: two days, a 2-day streak.
    [
      "Berlin across midnight",
      ["2026-11-20T12:00:00Z", "2026-11-21T08:00:00Z"],
      "Europe/Berlin",
      "2026-11-21",
      2,
    ],
    // Two uses on the same Sydney day (UTC dates differ) make one day.
    [
      "Sydney one day",
      ["2026-11-20T14:00:00Z", "2026-11-21T02:00:00Z"],
      "Australia/Sydney",
      "2026-11-21",
      1,
    ],
    // US DST ends 2026-11-01 (25-hour day): 00:30 local on Oct 31, Nov 1 and Nov 2.
    [
      "New York over the fall-back day",
      ["2026-10-31T04:30:00Z", "2026-11-01T04:30:00Z", "2026-11-02T05:30:00Z"],
      "America/New_York",
      "2026-11-02",
      3,
    ],
    // EU DST starts 2026-03-29 (23-hour day): 23:30 local on Mar 28, Mar 29 and Mar 30.
    [
      "Berlin over the spring-forward day",
      ["2026-03-28T22:30:00Z", "2026-03-29T21:30:00Z", "2026-03-30T21:30:00Z"],
      "Europe/Berlin",
      "2026-03-30",
      3,
    ],
    // A missed local day breaks it, even if the UTC dates look consecutive.
    [
      "Los Angeles with a gap",
      ["2026-11-19T07:30:00Z", "2026-11-21T06:30:00Z"],
      "America/Los_Angeles",
      "2026-11-20",
      1,
    ],
  ])("%s", (_name, instants, zone, today, expected) => {
    expect(currentStreak(days(instants, zone), today)).toBe(expected);
  });
});

describe("ranking periods (UTC)", () => {
  it.each<[string, string, string | null, string | null]>([
    ["this_month", "2026-11-27T03:00:00Z", "2026-11-01T00:00:00.000Z", "2026-12-01T00:00:00.000Z"],
    [
      "this_month",
      "2026-11-30T23:59:59.999Z",
      "2026-11-01T00:00:00.000Z",
      "2026-12-01T00:00:00.000Z",
    ],
    ["this_month", "2026-12-01T00:00:00Z", "2026-12-01T00:00:00.000Z", "2027-01-01T00:00:00.000Z"],
    // 2026-11-27 is a Friday: its ISO week runs Monday 23rd to Monday 30th.
    ["this_week", "2026-11-27T03:00:00Z", "2026-11-23T00:00:00.000Z", "2026-11-30T00:00:00.000Z"],
    ["this_week", "2026-11-23T00:00:00Z", "2026-11-23T00:00:00.000Z", "2026-11-30T00:00:00.000Z"],
    [
      "this_week",
      "2026-11-22T23:59:59.999Z",
      "2026-11-16T00:00:00.000Z",
      "2026-11-23T00:00:00.000Z",
    ],
    // A week across the new year.
    ["this_week", "2027-01-01T12:00:00Z", "2026-12-28T00:00:00.000Z", "2027-01-04T00:00:00.000Z"],
    ["all_time", "2026-11-27T03:00:00Z", null, null],
  ])("%s at %s → [%s, %s)", (period, now, start, end) => {
    if (!isRankPeriod(period)) throw new Error(period);
    const window = periodWindow(period, new Date(now));
    expect([window.start?.toISOString() ?? null, window.end?.toISOString() ?? null]).toEqual([
      start,
      end,
    ]);
  });

  it.each<[unknown, boolean]>([
    ["this_month", true],
    ["this_week", true],
    ["all_time", true],
    ["last_month", false],
    [undefined, false],
  ])("isRankPeriod(%j) → %s", (value, expected) => {
    expect(isRankPeriod(value)).toBe(expected);
  });

  it("rejects an invalid now", () => {
    expect(() => periodWindow("this_month", new Date("nope"))).toThrow(RangeError);
  });

  it.each<[number[], number[]]>([
    [[], []],
    [[50], [1]],
    [
      [50, 40, 30],
      [1, 2, 3],
    ],
    [
      [50, 40, 40, 30],
      [1, 2, 2, 4],
    ],
    [
      [10, 10, 10],
      [1, 1, 1],
    ],
  ])("competitionRanks(%j) → %j", (values, ranks) => {
    expect(competitionRanks(values)).toEqual(ranks);
  });

  it.each([
    [[], []],
    [
      [1, 2, 3],
      ["1", "2", "3"],
    ],
    [
      [1, 2, 2, 4],
      ["1", "=2", "=2", "4"],
    ],
    [
      [1, 1, 1],
      ["=1", "=1", "=1"],
    ],
    [
      [1, 1, 3, 3, 5],
      ["=1", "=1", "=3", "=3", "5"],
    ],
  ])("rankLabels(%j) → %j", (ranks, labels) => {
    expect(rankLabels(ranks)).toEqual(labels);
  });
});

describe("request contracts", () => {
  const userId = "0b6f8a86-4c1e-4d7a-9d4c-5b8f6f3b2a11";

  it.each<[unknown, boolean]>([
    ["Europe/Berlin", true],
    ["America/Argentina/Buenos_Aires", true],
    ["UTC", true],
    ["Europe/Atlantis", false],
    ["", false],
  ])("time zone %j valid: %s", (zone, ok) => {
    expect(timeZoneSchema.safeParse(zone).success).toBe(ok);
  });

  it("the usage call takes an optional time zone header and names it when wrong", () => {
    expect(usageRecordHeadersSchema.safeParse({}).success).toBe(true);
    expect(usageRecordHeadersSchema.safeParse({ "x-time-zone": "Asia/Kolkata" }).success).toBe(
      true,
    );
    const bad = usageRecordHeadersSchema.safeParse({ "x-time-zone": "Nowhere/Town" });
    expect(bad.success ? [] : bad.error.issues.map((issue) => issue.path.join("."))).toEqual([
      "x-time-zone",
    ]);
  });

  const pageTime = {
    page_route: "/tools",
    start_time: "2026-11-27T03:00:00.000Z",
    end_time: "2026-11-27T03:00:02.000Z",
    total_time: 2_000_000_000,
    user_id: userId,
    unique_id: "3b1d7c52-1f1e-4c3e-8f0a-4a6f1f0e9d22",
  };

  it.each<[string, Record<string, unknown>, string | null]>([
    ["a signed-in page time", {}, null],
    ["a guest", { user_id: null }, null],
    ["a route that is not a path", { page_route: "tools" }, "page_route"],
    ["negative time", { total_time: -1 }, "total_time"],
    ["seconds, not nanoseconds, as a fraction", { total_time: 2.5 }, "total_time"],
    ["an end before the start", { end_time: "2026-11-27T02:59:59.000Z" }, "end_time"],
    ["a unique id that is not a UUID", { unique_id: "abc" }, "unique_id"],
  ])("%s → %s", (_name, change, field) => {
    const result = pageTimeRequestSchema.safeParse({ ...pageTime, ...change });
    expect(result.success ? null : result.error.issues[0]?.path.join(".")).toBe(field);
  });
});

describe("publicName: leaderboards never show an email's local part", () => {
  it.each<[string, string, string]>([
    ["jane.doe", "jane.doe@example.com", "ja…"],
    ["Jane.Doe", "jane.doe@example.com", "Ja…"],
    ["jane", "jane.doe@example.com", "ja…"],
    ["Quill & Ink", "jane.doe@example.com", "Quill & Ink"],
    ["janet", "jane.doe@example.com", "janet"],
    ["", "jane.doe@example.com", "Member"],
    ["x", "x@example.com", "x…"],
    ["Émile", "émile@example.com", "Ém…"],
  ])("%j with %s → %j", (username, email, shown) => {
    expect(publicName(username, email)).toBe(shown);
  });
});
