import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { ratesFormSchema } from "./contract";

const schema = ratesFormSchema("2026-11");
const blank = { currency: "USD", perEur: "", kenpMonth: "2026-10", perPage: "" };

describe("ratesFormSchema", () => {
  it.each([
    [{}, { exchange: [], kenp: [] }],
    [
      { currency: "GBP", perEur: " 0.86 " },
      { exchange: [{ currency: "GBP", month: "2026-11", perEur: 0.86 }], kenp: [] },
    ],
    [
      { perPage: "0.0045" },
      { exchange: [], kenp: [{ marketplace: "amazon.com", month: "2026-10", perPage: 0.0045 }] },
    ],
  ])("reads %j as %j", (input, rates) => {
    expect(z.parse(schema, { ...blank, ...input })).toEqual(rates);
  });

  it.each([
    ["perEur", { perEur: "abc" }, "must be a number"],
    ["perEur", { perEur: "0" }, "must be more than 0"],
    ["perEur", { perEur: "-2" }, "must be more than 0"],
    ["perPage", { perPage: "10" }, "is too high"],
    ["kenpMonth", { perPage: "0.004", kenpMonth: "2026-13" }, "must be YYYY-MM"],
    ["currency", { currency: "XXX", perEur: "1.1" }, "must be a known currency"],
  ])("puts the problem on %s", (field, input, said) => {
    const result = z.safeParse(schema, { ...blank, ...input });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [[field], said],
    ]);
  });
});
