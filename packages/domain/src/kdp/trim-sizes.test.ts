import { describe, expect, it } from "vitest";
import {
  type Binding,
  classifyTrim,
  findPageLimit,
  findTrimSize,
  getTrimSizeOrThrow,
  listPaperTypes,
  listTrimSizes,
  type PaperType,
  TRIM_IDS,
  TRIM_SIZES,
} from "./trim-sizes";

describe("KDP trim sizes (kdp-facts §3.4)", () => {
  it("lists every trim once, in the id order", () => {
    expect(TRIM_SIZES.map((trim) => trim.id)).toEqual([...TRIM_IDS]);
    expect(new Set(TRIM_IDS).size).toBe(TRIM_IDS.length);
  });

  it.each(TRIM_SIZES.map((trim) => [trim.id, trim] as const))(
    "%s: id, millimetres, trim class and source agree",
    (id, trim) => {
      expect(id).toBe(`${trim.widthIn}x${trim.heightIn}`);
      // KDP lists millimetres to 0.1 mm; A4 is the ISO 210 × 297, 0.06 mm from 8.27 × 11.69 in.
      expect(Math.abs(trim.widthMm - trim.widthIn * 25.4)).toBeLessThanOrEqual(0.1);
      expect(Math.abs(trim.heightMm - trim.heightIn * 25.4)).toBeLessThanOrEqual(0.1);
      expect(trim.trimClass).toBe(classifyTrim(trim.widthIn, trim.heightIn));
      expect(trim.source.key).toBeTruthy();
      expect(trim.source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Object.keys(trim.bindings).length).toBeGreaterThan(0);
    },
  );

  it.each<[number, number, "regular" | "large"]>([
    [6, 9, "regular"],
    [6.12, 9, "regular"],
    [6.13, 9, "large"],
    [6, 9.01, "large"],
    [5, 8, "regular"],
    [8.25, 6, "large"],
  ])("classifyTrim(%s, %s) → %s (large above 6.12 in wide or 9 in tall)", (w, h, expected) => {
    expect(classifyTrim(w, h)).toBe(expected);
  });

  it("offers hardcover in 5.5×8.5, 6×9, 6.14×9.21, 7×10 and 8.25×11 only", () => {
    expect(listTrimSizes("hardcover").map((trim) => trim.id)).toEqual([
      "5.5x8.5",
      "6x9",
      "6.14x9.21",
      "7x10",
      "8.25x11",
    ]);
    expect(listTrimSizes("paperback").map((trim) => trim.id)).not.toContain("8.25x11");
    expect(listTrimSizes("paperback")).toHaveLength(16);
    expect(listTrimSizes()).toHaveLength(17);
  });

  it.each<[string, Binding, PaperType, { min: number; max: number } | null]>([
    ["6x9", "paperback", "white", { min: 24, max: 828 }],
    ["6x9", "paperback", "cream", { min: 24, max: 776 }],
    ["6x9", "paperback", "groundwood", { min: 24, max: 812 }],
    ["6x9", "paperback", "standard-color", { min: 72, max: 600 }],
    ["6x9", "paperback", "premium-color", { min: 24, max: 828 }],
    ["8x10", "paperback", "white", { min: 24, max: 828 }],
    ["8.25x6", "paperback", "white", { min: 24, max: 800 }],
    ["8.25x8.25", "paperback", "cream", { min: 24, max: 750 }],
    ["8.25x8.25", "paperback", "groundwood", { min: 24, max: 784 }],
    ["8.5x8.5", "paperback", "white", { min: 24, max: 590 }],
    ["8.5x11", "paperback", "cream", { min: 24, max: 550 }],
    ["8.5x11", "paperback", "groundwood", { min: 24, max: 578 }],
    ["8.5x11", "paperback", "standard-color", { min: 72, max: 600 }],
    ["8.27x11.69", "paperback", "white", { min: 24, max: 780 }],
    ["8.27x11.69", "paperback", "cream", { min: 24, max: 730 }],
    ["8.27x11.69", "paperback", "premium-color", { min: 24, max: 590 }],
    ["8.27x11.69", "paperback", "standard-color", null],
    ["6x9", "hardcover", "white", { min: 75, max: 550 }],
    ["8.25x11", "hardcover", "premium-color", { min: 75, max: 550 }],
    ["6x9", "hardcover", "standard-color", null],
    ["6x9", "hardcover", "groundwood", null],
    ["5x8", "hardcover", "white", null],
    ["8.25x11", "paperback", "white", null],
    ["9x12", "paperback", "white", null],
  ])("findPageLimit(%s, %s, %s) → %j", (trim, binding, paper, expected) => {
    expect(findPageLimit(trim, binding, paper)).toEqual(expected);
  });

  it("lists the papers a trim offers per binding", () => {
    expect(listPaperTypes("6x9", "hardcover")).toEqual(["white", "cream", "premium-color"]);
    expect(listPaperTypes("8.27x11.69", "paperback")).toEqual([
      "white",
      "cream",
      "groundwood",
      "premium-color",
    ]);
    expect(listPaperTypes("5x8", "hardcover")).toEqual([]);
  });

  it("finds a trim by id and fails loudly on an unknown one", () => {
    expect(findTrimSize("6x9")?.label).toBe("6 × 9 in (15.24 × 22.86 cm)");
    expect(findTrimSize("6x10")).toBeUndefined();
    expect(() => getTrimSizeOrThrow("6x10")).toThrow(/6x10/);
  });
});
