import { describe, expect, it } from "vitest";
import {
  alertMessage,
  changeSince,
  checkTrackerLimit,
  dailySlotMinute,
  dayBefore,
  evaluateAlerts,
  FIRST_PAGE_SIZE,
  isSnapshotDue,
  MINUTES_PER_DAY,
  upgradeTierFor,
  utcDay,
} from "./tracker-rules";

describe("checkTrackerLimit", () => {
  it.each([
    // kind, availability, current, adding, ok
    ["keyword", "max 100 entries", 99, 1, true],
    ["keyword", "max 100 entries", 100, 1, false],
    ["keyword", "max 100 entries", 98, 3, false],
    ["keyword", "max 200 entries", 199, 1, true],
    ["keyword", "max 200 entries", 200, 1, false],
    ["asin", "limited", 10, 1, false],
    ["asin", "limited", 9, 1, true],
    ["asin", "available", 5000, 10, true],
    ["asin", "not available", 0, 1, false],
  ] as const)("%s on %s with %i + %i → ok %s", (kind, availability, current, adding, ok) => {
    expect(checkTrackerLimit({ kind, availability, current, adding }).ok).toBe(ok);
  });

  it("names the limit and the plan to upgrade to", () => {
    const check = checkTrackerLimit({
      kind: "keyword",
      availability: "max 100 entries",
      current: 100,
      adding: 1,
    });
    expect(check).toEqual({
      ok: false,
      limit: 100,
      upgradeTier: "Supreme",
      message:
        "Your plan allows 100 tracked keywords; you have 100. Upgrade to Supreme to track more.",
    });
  });

  it("says a plan without the tracker does not include it", () => {
    const check = checkTrackerLimit({
      kind: "asin",
      availability: "not available",
      current: 0,
      adding: 1,
    });
    expect(check).toMatchObject({
      ok: false,
      limit: 0,
      upgradeTier: "Pro",
      message: "The Product (ASIN) tracker is not part of your plan. It comes with Pro and above.",
    });
  });

  it("offers removal when no plan has more", () => {
    const check = checkTrackerLimit({
      kind: "keyword",
      availability: "max 200 entries",
      current: 200,
      adding: 1,
    });
    expect(check).toMatchObject({ upgradeTier: null });
    expect(check.ok ? "" : check.message).toMatch(/Remove an entry/);
  });

  it.each([
    ["keyword", 0, "Pro"],
    ["keyword", 10, "Ultra"],
    ["keyword", 100, "Supreme"],
    ["keyword", 200, null],
    ["asin", 10, "Ultra"],
    ["asin", 100, null],
  ] as const)("upgradeTierFor(%s, %i) = %s", (kind, limit, tier) => {
    expect(upgradeTierFor(kind, limit)).toBe(tier);
  });
});

describe("dailySlotMinute", () => {
  it("is stable and within the day", () => {
    const id = "3f1d2c9e-0000-4000-8000-000000000001";
    expect(dailySlotMinute(id)).toBe(dailySlotMinute(id));
    expect(dailySlotMinute(id)).toBeGreaterThanOrEqual(0);
    expect(dailySlotMinute(id)).toBeLessThan(MINUTES_PER_DAY);
  });

  it("spreads 10,000 ids over every hour of the day", () => {
    const perHour = new Array<number>(24).fill(0);
    for (let index = 0; index < 10_000; index += 1) {
      const id = `00000000-0000-4000-8000-${index.toString(16).padStart(12, "0")}`;
      perHour[Math.floor(dailySlotMinute(id) / 60)]! += 1;
    }
    // An even spread puts ~417 in each hour; none may hold more than twice that.
    expect(Math.max(...perHour)).toBeLessThan(834);
    expect(Math.min(...perHour)).toBeGreaterThan(200);
  });
});

describe("isSnapshotDue", () => {
  const entryId = "entry-a";
  const slot = dailySlotMinute(entryId);
  const at = (minute: number) =>
    new Date(Date.UTC(2026, 10, 27, Math.floor(minute / 60), minute % 60));

  it.each([
    ["before the slot", at(Math.max(0, slot - 1)), null, slot === 0],
    ["at the slot", at(slot), null, true],
    ["at the slot, yesterday's snapshot", at(slot), "2026-11-26", true],
    ["at the slot, today's snapshot", at(slot), "2026-11-27", false],
    ["end of day, today's snapshot", at(MINUTES_PER_DAY - 1), "2026-11-27", false],
  ])("%s", (_name, now, lastSnapshotDay, due) => {
    expect(isSnapshotDue({ entryId, now, lastSnapshotDay })).toBe(due);
  });
});

describe("days", () => {
  it.each([
    [new Date("2026-11-27T23:59:59.999Z"), "2026-11-27"],
    [new Date("2026-11-28T00:00:00.000Z"), "2026-11-28"],
  ])("utcDay(%s) = %s", (instant, day) => {
    expect(utcDay(instant)).toBe(day);
  });

  it.each([
    ["2026-03-01", 1, "2026-02-28"],
    ["2028-03-01", 1, "2028-02-29"],
    ["2026-01-03", 7, "2025-12-27"],
  ])("dayBefore(%s, %i) = %s", (day, days, expected) => {
    expect(dayBefore(day, days)).toBe(expected);
  });
});

describe("changeSince", () => {
  const series = [
    { day: "2026-11-20", value: 500 },
    { day: "2026-11-25", value: 320 },
    { day: "2026-11-26", value: 300 },
    { day: "2026-11-27", value: 250 },
  ];

  it.each([
    ["yesterday", series, 1, { from: 300, to: 250, delta: -50, sinceDay: "2026-11-26" }],
    ["last week", series, 7, { from: 500, to: 250, delta: -250, sinceDay: "2026-11-20" }],
    [
      "a missed day falls back to the day before",
      series.filter((p) => p.day !== "2026-11-26"),
      1,
      { from: 320, to: 250, delta: -70, sinceDay: "2026-11-25" },
    ],
    ["nothing that old", series.slice(1), 7, null],
    ["a single snapshot", series.slice(3), 1, null],
    ["no snapshots", [], 1, null],
    ["not found today", [...series.slice(0, 3), { day: "2026-11-27", value: null }], 1, null],
  ])("%s", (_name, points, days, expected) => {
    expect(changeSince(points, days)).toEqual(expected);
  });
});

describe("evaluateAlerts", () => {
  const none = { rankThreshold: null, leavesFirstPage: false };
  it.each([
    ["no settings", "asin", none, 900, 1200, []],
    ["first snapshot", "asin", { ...none, rankThreshold: 1000 }, undefined, 1200, []],
    ["rank falls past", "asin", { ...none, rankThreshold: 1000 }, 900, 1200, ["rank-crossed"]],
    ["rank reaches", "asin", { ...none, rankThreshold: 1000 }, 1200, 1000, ["rank-crossed"]],
    ["stays past", "asin", { ...none, rankThreshold: 1000 }, 1200, 1300, []],
    ["stays within", "asin", { ...none, rankThreshold: 1000 }, 10, 999, []],
    ["rank lost", "asin", { ...none, rankThreshold: 1000 }, 900, null, ["rank-crossed"]],
    [
      "position leaves page one",
      "keyword",
      { ...none, leavesFirstPage: true },
      FIRST_PAGE_SIZE,
      FIRST_PAGE_SIZE + 1,
      ["left-first-page"],
    ],
    [
      "position not found",
      "keyword",
      { ...none, leavesFirstPage: true },
      3,
      null,
      ["left-first-page"],
    ],
    ["already off page one", "keyword", { ...none, leavesFirstPage: true }, 20, 30, []],
    ["back on page one", "keyword", { ...none, leavesFirstPage: true }, 30, 3, []],
    ["first-page rule is for keywords", "asin", { ...none, leavesFirstPage: true }, 3, 40, []],
    [
      "both fire",
      "keyword",
      { rankThreshold: 10, leavesFirstPage: true },
      5,
      20,
      ["rank-crossed", "left-first-page"],
    ],
  ] as const)("%s", (_name, kind, settings, previous, current, kinds) => {
    expect(evaluateAlerts({ kind, settings, previous, current }).map((a) => a.kind)).toEqual(kinds);
  });

  it.each([
    [
      "asin",
      { kind: "rank-crossed", threshold: 1000, from: 900, to: 1200 },
      "B0TEST: sales rank fell past #1000 (#900 → #1200).",
    ],
    [
      "asin",
      { kind: "rank-crossed", threshold: 1000, from: 1200, to: 800 },
      "B0TEST: sales rank reached #1000 (#1200 → #800).",
    ],
    [
      "keyword",
      { kind: "left-first-page", from: 4, to: null },
      "B0TEST: left the first page of results (#4 → not found; the first page is positions 1–16).",
    ],
  ] as const)("alertMessage %#", (kind, alert, message) => {
    expect(alertMessage(kind, "B0TEST", alert)).toBe(message);
  });
});
