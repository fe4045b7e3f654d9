import { describe, expect, it } from "vitest";
import { A_PLUS_MODULES, findAPlusModule, getAPlusModuleOrThrow } from "./a-plus-modules";

const sizes = (id: string) =>
  getAPlusModuleOrThrow(id).slots.map((slot) => [slot.widthPx, slot.heightPx, slot.count]);

describe("A+ modules (kdp-facts §6)", () => {
  it.each<[string, number[][]]>([
    ["standard-company-logo", [[600, 180, 1]]],
    ["standard-header-image-text", [[970, 600, 1]]],
    ["standard-image-text-overlay", [[970, 300, 1]]],
    ["standard-single-image-text", [[970, 600, 1]]],
    ["standard-three-images-text", [[300, 300, 3]]],
    ["standard-four-images-text", [[220, 220, 4]]],
    ["standard-four-image-text-quadrant", [[135, 135, 4]]],
    ["standard-single-side-image", [[300, 300, 1]]],
    ["standard-single-image-highlights", [[300, 300, 1]]],
    ["standard-single-image-specs-detail", [[300, 300, 1]]],
    ["standard-comparison-table", [[150, 300, 1]]],
    [
      "standard-single-image-sidebar",
      [
        [300, 400, 1],
        [350, 175, 1],
      ],
    ],
    ["standard-text", []],
    [
      "premium-full-image",
      [
        [1464, 600, 1],
        [600, 450, 1],
      ],
    ],
    ["premium-four-images-text", [[300, 225, 4]]],
    ["premium-video", []],
  ])("%s → %j", (id, expected) => {
    expect(sizes(id)).toEqual(expected);
  });

  it("marks the sizes no text source confirms", () => {
    const unverified = A_PLUS_MODULES.filter((module) => module.confidence === "unverified");
    expect(unverified.map((module) => module.id).sort()).toEqual([
      "standard-four-image-text-quadrant",
      "standard-single-image-sidebar",
    ]);
    for (const module of unverified) expect(module.note).toMatch(/check/);
  });

  it("gives every module a unique id, a source with a date and the width of its tier", () => {
    expect(new Set(A_PLUS_MODULES.map((module) => module.id)).size).toBe(A_PLUS_MODULES.length);
    for (const module of A_PLUS_MODULES) {
      expect(module.source.key).toBeTruthy();
      expect(module.source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(module.contentWidthPx).toBe(module.tier === "premium" ? 1464 : 970);
      for (const slot of module.slots) {
        expect(slot.widthPx).toBeLessThanOrEqual(module.contentWidthPx);
        expect(new Set(module.slots.map((other) => other.id)).size).toBe(module.slots.length);
      }
    }
  });

  it("finds modules by id", () => {
    expect(findAPlusModule("standard-text")?.name).toBe("Standard Text");
    expect(findAPlusModule("nope")).toBeUndefined();
    expect(() => getAPlusModuleOrThrow("nope")).toThrow(/nope/);
  });
});
