import { describe, expect, it } from "vitest";
import {
  EXPANDED_DISTRIBUTION,
  findExpandedDistributionRow,
  isExpandedDistributionOffered,
} from "./expanded-distribution";
import { findTrimSize } from "./trim-sizes";

describe("Expanded Distribution eligibility (kdp-facts §3.4)", () => {
  it.each([
    // [trim, paper, offered]
    ["5x8", "white", true],
    ["6x9", "cream", true],
    ["8x10", "white", true],
    ["8.5x11", "white", true],
    ["8.5x11", "cream", false],
    ["8.5x8.5", "white", false],
    ["8.5x8.5", "cream", true],
    ["8.25x6", "white", false],
    ["8.25x8.25", "cream", false],
    ["8.27x11.69", "white", false],
    ["8.25x11", "white", false],
    ["6x9", "premium-color", true],
    ["8.25x8.25", "premium-color", false],
    ["6x9", "groundwood", false],
  ] as const)("%s on %s: %s", (trim, paper, offered) => {
    expect(isExpandedDistributionOffered(trim, paper)).toBe(offered);
  });

  it("lists only paperback trims, each row with a dated source; colour rows are unverified", () => {
    for (const row of EXPANDED_DISTRIBUTION) {
      expect(row.source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const trim of row.trims) expect(findTrimSize(trim)?.bindings.paperback).toBeDefined();
    }
    expect(findExpandedDistributionRow("white")?.source.confidence).toBeUndefined();
    expect(findExpandedDistributionRow("premium-color")?.source.confidence).toBe("unverified");
  });
});
