// @vitest-environment node
import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { whenParsed } from "./when-parsed";

const schema = z.object({ low: z.number(), high: z.number(), label: z.string() }).check(
  z.superRefine(
    (value, context) => {
      if (value.low > value.high)
        context.addIssue({ code: "custom", path: ["low"], message: "low above high" });
    },
    { when: whenParsed(["low", "high"]) },
  ),
);

const issuesOf = (input: unknown) =>
  (schema.safeParse(input).error?.issues ?? []).map((issue) => issue.path.join(".") || "(value)");

describe("whenParsed", () => {
  it.each([
    [
      "its own fields fine, another field bad: it runs",
      { low: 5, high: 1, label: 7 },
      ["label", "low"],
    ],
    ["one of its own fields bad: it waits", { low: 5, high: "x", label: "a" }, ["high"]],
    ["all fine: it runs", { low: 5, high: 1, label: "a" }, ["low"]],
    ["not an object at all: it does not run (no fields to read)", "", ["(value)"]],
    ["null: it does not run", null, ["(value)"]],
  ])("%s", (_case, input, expected) => {
    expect(issuesOf(input)).toEqual(expected);
  });
});
