import { describe, expect, it } from "vitest";
import { computeCountdown, formatCountdownClock } from "./countdown";
import { offerBannerDeadline } from "./new-member";
import { AUTHOR_PAGE_BUILDER_COUNTDOWN_END, shift } from "./test-fixtures";
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from "./time";

const TARGET = new Date("2026-11-21T12:00:00.000Z");
const before = (ms: number) => shift(TARGET, -ms);
const units = (v: ReturnType<typeof computeCountdown>) =>
  [v.days, v.hours, v.minutes, v.seconds] as const;

describe("computeCountdown type 1 (days/hours/minutes/seconds, CD-02, CD-09)", () => {
  it.each<[string, Date, readonly [number, number, number, number], boolean]>([
    ["1 ms before the target floors to 0 s but is not expired", before(1), [0, 0, 0, 0], false],
    ["exactly 1 s before", before(SECOND_MS), [0, 0, 0, 1], false],
    ["1.999 s before reads 1 s", before(1999), [0, 0, 0, 1], false],
    ["1 min 1 s before", before(MINUTE_MS + SECOND_MS), [0, 0, 1, 1], false],
    ["exactly 1 day before", before(DAY_MS), [1, 0, 0, 0], false],
    [
      "2 d 3 h 4 min 5 s before",
      before(2 * DAY_MS + 3 * HOUR_MS + 4 * MINUTE_MS + 5 * SECOND_MS),
      [2, 3, 4, 5],
      false,
    ],
    ["1 ms short of 1 day", before(DAY_MS - 1), [0, 23, 59, 59], false],
    ["at the target", TARGET, [0, 0, 0, 0], true],
    ["1 s after the target: 0, never negative", shift(TARGET, SECOND_MS), [0, 0, 0, 0], true],
    ["a year after the target", shift(TARGET, 365 * DAY_MS), [0, 0, 0, 0], true],
  ])("%s", (_name, now, expected, expired) => {
    const value = computeCountdown(TARGET, now);
    expect(units(value)).toEqual(expected);
    expect(value.expired).toBe(expired);
    expect(value.invalidDate).toBe(false);
  });

  it("takes ISO strings and epoch numbers as well as Dates", () => {
    const now = before(90 * SECOND_MS);
    expect(units(computeCountdown(TARGET.toISOString(), now.toISOString()))).toEqual([0, 0, 1, 30]);
    expect(units(computeCountdown(TARGET.getTime(), now.getTime()))).toEqual([0, 0, 1, 30]);
  });
});

describe("computeCountdown with invalid dates (CD-03)", () => {
  it.each<[string, unknown, unknown]>([
    ["target not a date", "not-a-date", TARGET],
    ["target an empty string", "", TARGET],
    ["target an Invalid Date", new Date(Number.NaN), TARGET],
    ["target null", null, TARGET],
    ["target undefined", undefined, TARGET],
    ["now invalid", TARGET, new Date("nope")],
    ["target NaN", Number.NaN, TARGET],
  ])("%s → 0:0:0 with invalidDate", (_name, target, now) => {
    const value = computeCountdown(target as string, now as Date);
    expect(units(value)).toEqual([0, 0, 0, 0]);
    expect(value).toMatchObject({ expired: true, invalidDate: true, remainingMs: 0 });
    expect(formatCountdownClock(value)).toBe("0:0:0");
  });
});

describe("computeCountdown type 2 (hours, minutes, seconds only; CD-04, G-37)", () => {
  it.each<[string, number, readonly [number, number, number, number]]>([
    ["a 2-day target rolls into 48 hours", 2 * DAY_MS, [0, 48, 0, 0]],
    ["3 days less 11 s", 3 * DAY_MS - 11 * SECOND_MS, [0, 71, 59, 49]],
    ["just under a day", DAY_MS - 1, [0, 23, 59, 59]],
    ["1 s", SECOND_MS, [0, 0, 0, 1]],
    ["at the target", 0, [0, 0, 0, 0]],
  ])("%s", (_name, remaining, expected) => {
    const value = computeCountdown(TARGET, before(remaining), 2);
    expect(units(value)).toEqual(expected);
    expect(value.days).toBe(0);
  });
});

describe("the offer banner's 71:59:49 (BAN-04, D-08) is derived", () => {
  const createdAt = "2026-11-21T09:30:00.000Z";
  it.each<[number, string]>([
    [0, "72:00:00"],
    [11 * SECOND_MS, "71:59:49"],
    [10 * SECOND_MS + 1, "71:59:49"],
    [11 * SECOND_MS + 999, "71:59:48"],
    [12 * SECOND_MS, "71:59:48"],
    [3 * DAY_MS - SECOND_MS, "0:00:01"],
    [3 * DAY_MS, "0:0:0"],
  ])("%i ms after signup reads %s", (sinceSignup, clock) => {
    const deadline = offerBannerDeadline({ createdAt });
    const value = computeCountdown(deadline, shift(createdAt, sinceSignup), 2);
    expect(formatCountdownClock(value)).toBe(clock);
  });
});

describe("the author page builder countdown (POP-06, D-03)", () => {
  it.each<[string, string]>([
    ["2025-11-04T20:59:58.000Z", "0:00:01"],
    ["2025-11-04T20:59:59.998Z", "0:00:00"],
    ["2025-11-04T20:59:59.999Z", "0:0:0"],
    ["2025-11-05T00:00:00.000Z", "0:0:0"],
    ["2026-11-21T12:00:00.000Z", "0:0:0"],
  ])("at %s reads %s", (now, clock) => {
    expect(formatCountdownClock(computeCountdown(AUTHOR_PAGE_BUILDER_COUNTDOWN_END, now, 2))).toBe(
      clock,
    );
  });
});
