import { describe, expect, it } from "vitest";
import {
  diffMonitorSuggestions,
  isMonitorDue,
  MONITOR_SHIFT_THRESHOLD,
  nextMonitorRunAt,
} from "./monitor-diff";

describe("diffMonitorSuggestions", () => {
  it("ignores order, case and spacing", () => {
    expect(
      diffMonitorSuggestions(["Dragon Books", "kids  books"], ["kids books", "dragon books"]),
    ).toEqual({
      added: [],
      removed: [],
      kept: 2,
      changeRatio: 0,
      shifted: false,
    });
  });

  it("lists added and removed phrases", () => {
    const diff = diffMonitorSuggestions(["a", "b", "c", "d"], ["a", "b", "c", "e"]);
    expect(diff).toMatchObject({ added: ["e"], removed: ["d"], kept: 3 });
    expect(diff.changeRatio).toBeCloseTo(2 / 5);
  });

  it.each([
    // union 10, 1 change → 0.1 below the threshold
    [
      ["a", "b", "c", "d", "e", "f", "g", "h", "i"],
      ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"],
      false,
    ],
    // union 5, 1 change → exactly the threshold counts as a shift
    [["a", "b", "c", "d"], ["a", "b", "c", "d", "e"], true],
    [[], [], false],
    [[], ["a"], true],
    [["a"], [], true],
  ])("%j → %j shifted: %s", (before, after, shifted) => {
    expect(diffMonitorSuggestions(before, after).shifted).toBe(shifted);
  });

  it("uses a threshold of 20%", () => {
    expect(MONITOR_SHIFT_THRESHOLD).toBe(0.2);
  });
});

describe("monthly schedule", () => {
  it.each([
    ["2026-01-15T10:00:00.000Z", "2026-02-15T10:00:00.000Z"],
    ["2026-01-31T10:00:00.000Z", "2026-02-28T10:00:00.000Z"],
    ["2028-01-31T00:00:00.000Z", "2028-02-29T00:00:00.000Z"],
    ["2026-12-31T23:59:00.000Z", "2027-01-31T23:59:00.000Z"],
  ])("after %s the next run is %s", (last, next) => {
    expect(nextMonitorRunAt(new Date(last)).toISOString()).toBe(next);
  });

  it("is due on the next run's instant, not a millisecond before, and at once when never run", () => {
    const last = new Date("2026-03-10T00:00:00.000Z");
    expect(isMonitorDue(last, new Date("2026-04-09T23:59:59.999Z"))).toBe(false);
    expect(isMonitorDue(last, new Date("2026-04-10T00:00:00.000Z"))).toBe(true);
    expect(isMonitorDue(null, new Date("2026-04-10T00:00:00.000Z"))).toBe(true);
  });
});
