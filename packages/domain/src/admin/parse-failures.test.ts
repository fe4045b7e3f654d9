import { describe, expect, it } from "vitest";
import { type ParseFailureRow, parseFailureAlerts, parseFailureDays } from "./parse-failures";

const now = new Date("2026-11-29T15:00:00Z");

/** `counts` per day, oldest first, ending today (2026-11-29). */
function history(
  counts: readonly number[],
  marketplace: ParseFailureRow["marketplace"] = "amazon.fr",
  pageKind: ParseFailureRow["pageKind"] = "search",
): ParseFailureRow[] {
  const days = parseFailureDays(now, counts.length);
  return counts.flatMap((reports, i) =>
    reports > 0 ? [{ day: days[i] ?? "", marketplace, pageKind, parserVersion: "2", reports }] : [],
  );
}

describe("parseFailureDays", () => {
  it("ends on now's UTC day, oldest first", () => {
    expect(parseFailureDays(new Date("2026-03-01T23:59:00Z"), 3)).toEqual([
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
    ]);
    expect(parseFailureDays(now)).toHaveLength(14);
  });
});

describe("parseFailureAlerts", () => {
  it.each<[string, number[], { day: string; reports: number; usual: number } | null]>([
    ["quiet store, no reports", [0, 0, 0, 0, 0, 0, 0, 0, 0], null],
    ["a few reports as usual", [2, 3, 2, 1, 2, 3, 2, 2, 3], null],
    [
      "a jump today from nothing",
      [0, 0, 0, 0, 0, 0, 0, 0, 6],
      { day: "2026-11-29", reports: 6, usual: 0 },
    ],
    ["four reports are not enough", [0, 0, 0, 0, 0, 0, 0, 0, 4], null],
    [
      "three times the usual level",
      [4, 4, 5, 4, 3, 4, 4, 0, 12],
      { day: "2026-11-29", reports: 12, usual: 4 },
    ],
    ["just under three times", [4, 4, 5, 4, 3, 4, 4, 0, 11], null],
    // A parser that broke late yesterday is still shown today.
    [
      "yesterday's jump",
      [0, 0, 0, 0, 0, 0, 0, 40, 1],
      { day: "2026-11-28", reports: 40, usual: 0 },
    ],
    ["a jump two days ago is history", [0, 0, 0, 0, 0, 0, 40, 0, 0], null],
  ])("%s", (_name, counts, expected) => {
    const alerts = parseFailureAlerts(history(counts), now);
    if (expected === null) expect(alerts).toEqual([]);
    else
      expect(alerts).toEqual([
        { marketplace: "amazon.fr", pageKind: "search", parserVersions: ["2"], ...expected },
      ]);
  });

  it("judges each store and page kind on its own, several versions summed", () => {
    const rows = [
      ...history([0, 0, 0, 0, 0, 0, 0, 0, 3], "amazon.co.jp", "product"),
      {
        day: "2026-11-29",
        marketplace: "amazon.co.jp",
        pageKind: "product",
        parserVersion: "1",
        reports: 4,
      },
      ...history([9, 9, 9, 9, 9, 9, 9, 9, 10], "amazon.com", "search"),
    ] satisfies ParseFailureRow[];
    expect(parseFailureAlerts(rows, now)).toEqual([
      {
        marketplace: "amazon.co.jp",
        pageKind: "product",
        day: "2026-11-29",
        reports: 7,
        usual: 0,
        parserVersions: ["1", "2"],
      },
    ]);
  });
});
