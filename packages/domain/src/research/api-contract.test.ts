import { describe, expect, it } from "vitest";
import { getCapabilityOrThrow } from "../shop/feature-matrix";
import {
  RESEARCH_TOOLS,
  reverseLookupRequestSchema,
  suggestionsRequestSchema,
} from "./api-contract";

describe("research API contracts", () => {
  it.each([
    [{ asin: "b0abcdefgh", domain: "amazon.com" }, "B0ABCDEFGH"],
    [{ asin: "  1234567890 ", domain: "amazon.de" }, "1234567890"],
  ])("normalises the ASIN %j", (input, asin) => {
    expect(reverseLookupRequestSchema.parse(input).asin).toBe(asin);
  });

  it.each<[string, unknown, string]>([
    ["a short ASIN", { asin: "B0ABC", domain: "amazon.com" }, "asin"],
    ["an ASIN with a dash", { asin: "B0-ABCDEFG", domain: "amazon.com" }, "asin"],
    ["an unknown store", { asin: "B0ABCDEFGH", domain: "amazon.moon" }, "domain"],
  ])("refuses %s in a lookup", (_label, input, field) => {
    const result = reverseLookupRequestSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join("."))).toEqual([field]);
  });

  it.each<[string, unknown, string | null]>([
    ["a plain seed", { seed: "dot grid", domain: "amazon.com", department: "books" }, null],
    ["the Kindle store", { seed: "cozy", domain: "amazon.co.uk", department: "kindle" }, null],
    ["a blank seed", { seed: "  ", domain: "amazon.com", department: "books" }, "seed"],
    [
      "a 101-character seed",
      { seed: "x".repeat(101), domain: "amazon.com", department: "books" },
      "seed",
    ],
    ["all departments", { seed: "cozy", domain: "amazon.com", department: "all" }, "department"],
  ])("checks %s in a suggestions request", (_label, input, field) => {
    const result = suggestionsRequestSchema.safeParse(input);
    expect(result.success ? null : result.error.issues.map((i) => i.path.join("."))[0]).toBe(field);
  });

  it("maps each tool to a feature matrix row with a daily unit", () => {
    for (const { capabilityId } of Object.values(RESEARCH_TOOLS)) {
      expect(getCapabilityOrThrow(capabilityId).limitUnit).toMatch(/per day$/u);
    }
  });
});
