import { describe, expect, it } from "vitest";
import { dateKeyAt, daysBetween, isDateKey, isValidTimeZone, monthPeriodAt } from "./calendar";
import { currentStreak, longestStreak } from "./streak";
import { xpForUse, xpRules } from "./xp";

describe("dateKeyAt: the calendar date in the user's time zone (G-49)", () => {
  it.each<[string, string, string]>([
    ["2026-11-21T23:59:59.999Z", "UTC", "2026-11-21"],
    ["2026-11-22T00:00:00.000Z", "UTC", "2026-11-22"],
    ["2026-11-22T04:59:59.999Z", "America/New_York", "2026-11-21"],
    ["2026-11-22T05:00:00.000Z", "America/New_York", "2026-11-22"],
    ["2026-11-21T14:59:59.999Z", "Asia/Tokyo", "2026-11-21"],
    ["2026-11-21T15:00:00.000Z", "Asia/Tokyo", "2026-11-22"],
    ["2026-11-21T23:00:00.000Z", "Not/AZone", "2026-11-21"],
  ])("%s in %s → %s", (now, zone, expected) => {
    expect(dateKeyAt(new Date(now), zone)).toBe(expected);
  });

  it("rejects an invalid now", () => {
    expect(() => dateKeyAt(new Date("x"))).toThrow(RangeError);
  });

  it.each<[unknown, boolean]>([
    ["Europe/Berlin", true],
    ["UTC", true],
    ["Mars/Olympus", false],
    ["", false],
    [42, false],
  ])("isValidTimeZone(%j) → %s", (zone, expected) => {
    expect(isValidTimeZone(zone)).toBe(expected);
  });

  it.each<[string, string, number | null]>([
    ["2026-11-21", "2026-11-22", 1],
    ["2026-02-28", "2026-03-01", 1],
    ["2028-02-28", "2028-03-01", 2],
    ["2026-12-31", "2027-01-01", 1],
    ["2026-11-22", "2026-11-21", -1],
    ["2026-02-30", "2026-03-01", null],
    ["21/11/2026", "2026-11-22", null],
  ])("daysBetween(%s, %s) → %s", (a, b, expected) => {
    expect(daysBetween(a, b)).toBe(expected);
  });

  it("isDateKey accepts only real dates", () => {
    expect([isDateKey("2026-11-21"), isDateKey("2026-13-01"), isDateKey(20261121)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe("monthPeriodAt: the this_month rank period (D-12)", () => {
  it.each<[string, string, string]>([
    ["2026-11-21T12:00:00.000Z", "2026-11-01T00:00:00.000Z", "2026-12-01T00:00:00.000Z"],
    ["2026-11-01T00:00:00.000Z", "2026-11-01T00:00:00.000Z", "2026-12-01T00:00:00.000Z"],
    ["2026-10-31T23:59:59.999Z", "2026-10-01T00:00:00.000Z", "2026-11-01T00:00:00.000Z"],
    ["2026-12-31T23:59:59.999Z", "2026-12-01T00:00:00.000Z", "2027-01-01T00:00:00.000Z"],
  ])("%s → [%s, %s)", (now, start, end) => {
    const period = monthPeriodAt(new Date(now));
    expect([period.start.toISOString(), period.end.toISOString()]).toEqual([start, end]);
  });
});

describe("currentStreak (spec §7.5, D-13)", () => {
  const today = "2026-11-21";
  it.each<[string, string[], number]>([
    ["no activity", [], 0],
    ["today only", ["2026-11-21"], 1],
    ["yesterday only: still current", ["2026-11-20"], 1],
    ["two days ago only: broken", ["2026-11-19"], 0],
    ["three days up to today", ["2026-11-19", "2026-11-20", "2026-11-21"], 3],
    ["three days up to yesterday", ["2026-11-18", "2026-11-19", "2026-11-20"], 3],
    ["a gap breaks the run", ["2026-11-17", "2026-11-19", "2026-11-20", "2026-11-21"], 3],
    ["duplicates and order do not matter", ["2026-11-21", "2026-11-20", "2026-11-21"], 2],
    ["an old run that ended weeks ago", ["2026-10-31", "2026-11-01"], 0],
    ["future dates are ignored", ["2026-11-22", "2026-11-21"], 1],
    ["malformed dates are ignored", ["yesterday", "2026-11-21"], 1],
  ])("%s → %i", (_name, dates, expected) => {
    expect(currentStreak(dates, today)).toBe(expected);
  });

  it("crosses a month end", () => {
    expect(currentStreak(["2026-10-30", "2026-10-31", "2026-11-01"], "2026-11-01")).toBe(3);
  });

  it("rejects a malformed today", () => {
    expect(() => currentStreak([], "21.11.2026")).toThrow(RangeError);
  });

  it.each<[string[], number]>([
    [[], 0],
    [["2026-11-01"], 1],
    [["2026-11-01", "2026-11-02", "2026-11-04", "2026-11-05", "2026-11-06"], 3],
    [["2026-11-02", "2026-11-01", "2026-11-02"], 2],
  ])("longestStreak(%j) → %i", (dates, expected) => {
    expect(longestStreak(dates)).toBe(expected);
  });
});

describe("xpForUse: points with a daily cap per tool", () => {
  it.each<[string, number, number]>([
    ["visit", 0, xpRules.visit.points],
    ["visit", 1, 0],
    ["title-creator", 0, xpRules.tool.points],
    ["title-creator", xpRules.tool.dailyCap - 1, xpRules.tool.points],
    ["title-creator", xpRules.tool.dailyCap, 0],
    ["title-creator", 1000, 0],
  ])("%s after %i awarded today → %i", (toolId, awarded, expected) => {
    expect(xpForUse(toolId, awarded)).toBe(expected);
  });

  it.each<[number]>([[-1], [1.5], [Number.NaN]])("rejects awardedToday %d", (awarded) => {
    expect(() => xpForUse("visit", awarded)).toThrow(RangeError);
  });

  it("a full day of a tool earns at most points × cap", () => {
    let total = 0;
    for (let used = 0; used < 50; used += 1) total += xpForUse("title-creator", used);
    expect(total).toBe(xpRules.tool.points * xpRules.tool.dailyCap);
  });
});
