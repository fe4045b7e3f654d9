// @vitest-environment node
import type { GrammarFinding } from "@inkforge/domain/tools/grammar-check/schema";
import { describe, expect, it } from "vitest";
import { findingAt, segmentText } from "./segments";

const finding = (start: number, end: number, actual: string): GrammarFinding => ({
  id: `spelling-${start}-${end}`,
  rule: "spelling",
  category: "spelling",
  message: "",
  actual,
  start,
  end,
  suggestions: [],
  source: "",
});

describe("segmentText", () => {
  it.each([
    ["no findings", "Hello.", [], [["Hello.", false]]],
    [
      "a finding in the middle",
      "I saw teh sea.",
      [finding(6, 9, "teh")],
      [
        ["I saw ", false],
        ["teh", true],
        [" sea.", false],
      ],
    ],
    [
      "findings at both ends",
      "Teh end teh",
      [finding(0, 3, "Teh"), finding(8, 11, "teh")],
      [
        ["Teh", true],
        [" end ", false],
        ["teh", true],
      ],
    ],
    [
      "an overlapping finding",
      "is is here",
      [finding(0, 5, "is is"), finding(3, 5, "is")],
      [
        ["is is", true],
        [" here", false],
      ],
    ],
    ["a stale finding", "The end", [finding(0, 3, "Teh")], [["The end", false]]],
    ["a finding past the end", "Hi", [finding(1, 5, "i th")], [["Hi", false]]],
  ] as const)("%s", (_name, text, findings, expected) => {
    const segments = segmentText(text, findings);
    expect(segments.map((s) => [s.text, s.finding !== undefined])).toEqual(expected);
    expect(segments.map((s) => s.text).join("")).toBe(text);
  });
});

describe("findingAt", () => {
  const findings = [finding(6, 9, "teh")];
  it.each([
    [5, undefined],
    [6, "teh"],
    [9, "teh"],
    [10, undefined],
  ])("at %s", (position, expected) => {
    expect(findingAt(findings, position)?.actual).toBe(expected);
  });
});
