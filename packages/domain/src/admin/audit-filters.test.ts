import { describe, expect, it } from "vitest";
import { auditFiltersSchema } from "./contract";

const empty = { actor: "", action: "", targetId: "", from: "", to: "" };

describe("auditFiltersSchema", () => {
  it.each([
    [{}, {}],
    [{ actor: "  ada@example.com " }, { actor: "ada@example.com" }],
    [{ action: "staff.grant" }, { action: "staff.grant" }],
    [{ from: "2026-03-01" }, { from: "2026-03-01T00:00:00.000Z" }],
    // "To" is inclusive: the query's bound is the start of the next day (month and year ends too).
    [{ to: "2026-02-28" }, { to: "2026-03-01T00:00:00.000Z" }],
    [{ to: "2026-12-31" }, { to: "2027-01-01T00:00:00.000Z" }],
  ])("reads %j as the query %j", (input, params) => {
    expect(auditFiltersSchema.parse({ ...empty, ...input })).toEqual(params);
  });

  it.each([
    ["action", { action: "not.an.action" }],
    ["from", { from: "2026-02-30" }],
    ["to", { to: "01/03/2026" }],
    ["actor", { actor: "a".repeat(255) }],
  ])("names %s when it is wrong", (field, input) => {
    const result = auditFiltersSchema.safeParse({ ...empty, ...input });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
  });
});
