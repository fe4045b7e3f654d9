// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatLongDate } from "./format-date";

describe("formatLongDate", () => {
  it.each([
    ["2026-11-21T10:00:00.000Z", "21 November 2026"],
    ["2026-11-21T23:59:59Z", "21 November 2026"],
    ["2026-01-01T00:00:00Z", "1 January 2026"],
    ["2026-02-28", "28 February 2026"],
    ["not a date", "not a date"],
    ["", ""],
  ])("%s → %s", (iso, expected) => {
    expect(formatLongDate(iso)).toBe(expected);
  });
});
