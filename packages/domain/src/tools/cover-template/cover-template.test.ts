import { describe, expect, it } from "vitest";
import { $ZodError } from "zod/v4/core";
import {
  type CoverTemplateInput,
  computeCoverTemplate,
  coverTemplateFormSchema,
} from "./cover-template";

const paperback = (
  trim: string,
  pages: number | string,
  paper = "white",
): Record<string, unknown> => ({ binding: "paperback", trim, pages, paper });
const hardcover = (
  trim: string,
  pages: number | string,
  paper = "white",
): Record<string, unknown> => ({
  binding: "hardcover",
  trim,
  pages,
  paper,
});

function issuesOf(raw: unknown): { path: string; message: string }[] {
  try {
    computeCoverTemplate(raw);
  } catch (error) {
    if (error instanceof $ZodError) {
      return error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message }));
    }
    throw error;
  }
  throw new Error("expected a ZodError");
}

describe("computeCoverTemplate: kdp-facts worked examples", () => {
  it("8.5×11, 110 pp, white: 17.498 × 11.250 in, 5249 × 3375 px, spine 0.248 in", () => {
    const cover = computeCoverTemplate(paperback("8.5x11", 110));
    expect(cover).toMatchObject({
      widthIn: 17.498,
      heightIn: 11.25,
      widthPx: 5249,
      heightPx: 3375,
      spineIn: 0.248,
      bleedIn: 0.125,
      wrapIn: null,
      spineTextAllowed: true,
    });
    expect(cover.widthMm).toBe(444.4);
    expect(cover.heightMm).toBe(285.8);
    expect(cover.widthPt).toBeCloseTo(17.49772 * 72, 2);
    expect(cover.heightPt).toBe(810);
  });

  it("6×9, 120 pp, white: 12.520 × 9.250 in", () => {
    const cover = computeCoverTemplate(paperback("6x9", 120));
    expect(cover.widthIn).toBe(12.52);
    expect(cover.heightIn).toBe(9.25);
    expect(cover.spineIn).toBe(0.27);
  });

  it.each<[string, number]>([
    ["white", 0.45],
    ["cream", 0.5],
    ["premium-color", 0.469],
    ["standard-color", 0.45],
  ])("spine of 200 pages on %s paper is %s in", (paper, spine) => {
    expect(computeCoverTemplate(paperback("6x9", 200, paper)).spineIn).toBe(spine);
  });

  it("hardcover 6×9, 120 pp: 14.034 × 10.417 in, spine 0.459, board 6.197 × 9.236", () => {
    const cover = computeCoverTemplate(hardcover("6x9", 120));
    expect(cover).toMatchObject({
      widthIn: 14.034,
      heightIn: 10.417,
      spineIn: 0.459,
      boardWidthIn: 6.197,
      boardHeightIn: 9.236,
      wrapIn: 0.591,
      hingeIn: 0.394,
      bleedIn: null,
    });
    expect(cover.widthPx).toBe(4210);
    expect(cover.heightPx).toBe(3125);
  });

  it("hardcover 8.25×11, 200 pp: 18.714 × 12.417 in", () => {
    const cover = computeCoverTemplate(hardcover("8.25x11", 200));
    expect(cover.widthIn).toBe(18.714);
    expect(cover.heightIn).toBe(12.417);
  });

  it.each<[number, number]>([
    [76, 0.36],
    [120, 0.459],
    [200, 0.639],
    [300, 0.865],
    [400, 1.09],
    [550, 1.428],
  ])("hardcover 6×9 white spine at %s pages is %s in (calculator readouts)", (pages, spine) => {
    expect(computeCoverTemplate(hardcover("6x9", pages)).spineIn).toBe(spine);
  });
});

describe("computeCoverTemplate: geometry", () => {
  it("places the paperback panels, safe areas and barcode inside the trim", () => {
    const cover = computeCoverTemplate(paperback("6x9", 120));
    const { back, spine, front, safe, barcode, trim } = cover.regions;
    expect(back).toEqual({ xIn: 0.125, yIn: 0.125, widthIn: 6, heightIn: 9 });
    expect(spine).toEqual({ xIn: 6.125, yIn: 0.125, widthIn: 0.2702, heightIn: 9 });
    expect(front.xIn).toBeCloseTo(6.3952, 4);
    expect(trim).toEqual({ xIn: 0.125, yIn: 0.125, widthIn: 12.2702, heightIn: 9 });
    // Safe areas: 0.125 in inside the trim, 0.25 in from the file edge.
    expect(safe.back).toEqual({ xIn: 0.25, yIn: 0.25, widthIn: 5.75, heightIn: 8.75 });
    expect(safe.front.xIn + safe.front.widthIn).toBeCloseTo(cover.widthIn - 0.25, 3);
    expect(safe.spine?.widthIn).toBeCloseTo(0.2702 - 0.125, 4);
    // Barcode: 2 × 1.2 in, 0.25 in from the spine fold and the bottom trim of the back cover.
    expect(barcode).toEqual({ xIn: 3.875, yIn: 7.675, widthIn: 2, heightIn: 1.2 });
    expect(cover.regions.hinges).toBeNull();
  });

  it("places the hardcover hinges beside the spine and keeps the barcode off the back hinge", () => {
    const cover = computeCoverTemplate(hardcover("6x9", 120));
    const { back, spine, barcode, hinges, safe } = cover.regions;
    if (!hinges) throw new Error("a hardcover has hinges");
    const [backHinge, frontHinge] = hinges;
    expect(backHinge.xIn + backHinge.widthIn).toBeCloseTo(spine.xIn, 4);
    expect(frontHinge.xIn).toBeCloseTo(spine.xIn + spine.widthIn, 4);
    expect(backHinge.widthIn).toBeCloseTo(10 / 25.4, 4);
    expect(barcode.xIn + barcode.widthIn).toBeCloseTo(backHinge.xIn - 0.25, 4);
    expect(barcode.yIn + barcode.heightIn).toBeCloseTo(back.yIn + back.heightIn - 0.375, 4);
    expect(safe.back.xIn + safe.back.widthIn).toBeCloseTo(backHinge.xIn, 4);
    expect(safe.front.xIn).toBeCloseTo(frontHinge.xIn + frontHinge.widthIn, 4);
  });

  it("has no spine safe area when the spine is thinner than its two fold margins", () => {
    const cover = computeCoverTemplate(paperback("5x8", 24));
    expect(cover.spineIn).toBe(0.054);
    expect(cover.regions.safe.spine).toBeNull();
  });

  it("names its sources with dates", () => {
    const cover = computeCoverTemplate(paperback("6x9", 120, "cream"));
    expect(cover.sources.length).toBeGreaterThanOrEqual(3);
    for (const source of cover.sources) expect(source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe("computeCoverTemplate: spine text needs more than 79 pages", () => {
  it.each<[number, boolean]>([
    [78, false],
    [79, false],
    [80, true],
    [81, true],
  ])("%s pages → %s", (pages, allowed) => {
    expect(computeCoverTemplate(paperback("6x9", pages)).spineTextAllowed).toBe(allowed);
  });
});

describe("computeCoverTemplate: page limits per trim, binding and paper", () => {
  it.each<[string, Record<string, unknown>, boolean]>([
    ["paperback 6×9 white 23", paperback("6x9", 23), false],
    ["paperback 6×9 white 24", paperback("6x9", 24), true],
    ["paperback 6×9 white 828", paperback("6x9", 828), true],
    ["paperback 6×9 white 829", paperback("6x9", 829), false],
    ["paperback 6×9 cream 776", paperback("6x9", 776, "cream"), true],
    ["paperback 6×9 cream 777", paperback("6x9", 777, "cream"), false],
    ["paperback 6×9 groundwood 812", paperback("6x9", 812, "groundwood"), true],
    ["paperback 6×9 groundwood 813", paperback("6x9", 813, "groundwood"), false],
    ["paperback 6×9 standard colour 71", paperback("6x9", 71, "standard-color"), false],
    ["paperback 6×9 standard colour 72", paperback("6x9", 72, "standard-color"), true],
    ["paperback 6×9 standard colour 600", paperback("6x9", 600, "standard-color"), true],
    ["paperback 6×9 standard colour 601", paperback("6x9", 601, "standard-color"), false],
    ["paperback 8.25×8.25 white 800", paperback("8.25x8.25", 800), true],
    ["paperback 8.25×8.25 white 801", paperback("8.25x8.25", 801), false],
    ["paperback 8.5×11 white 590", paperback("8.5x11", 590), true],
    ["paperback 8.5×11 white 591", paperback("8.5x11", 591), false],
    ["paperback 8.5×11 cream 550", paperback("8.5x11", 550, "cream"), true],
    ["paperback 8.5×11 cream 551", paperback("8.5x11", 551, "cream"), false],
    ["paperback A4 white 780", paperback("8.27x11.69", 780), true],
    ["paperback A4 white 781", paperback("8.27x11.69", 781), false],
    ["paperback A4 premium colour 590", paperback("8.27x11.69", 590, "premium-color"), true],
    ["paperback A4 premium colour 591", paperback("8.27x11.69", 591, "premium-color"), false],
    ["hardcover 6×9 white 74", hardcover("6x9", 74), false],
    ["hardcover 6×9 white 75", hardcover("6x9", 75), true],
    ["hardcover 6×9 white 550", hardcover("6x9", 550), true],
    ["hardcover 6×9 white 551", hardcover("6x9", 551), false],
    ["hardcover 7×10 premium colour 550", hardcover("7x10", 550, "premium-color"), true],
  ])("%s → valid: %s", (_label, raw, valid) => {
    if (valid) {
      expect(computeCoverTemplate(raw).pages).toBe(raw.pages);
    } else {
      const issues = issuesOf(raw);
      expect(issues).toHaveLength(1);
      expect(issues[0]?.path).toBe("pages");
      expect(issues[0]?.message).toMatch(/^Pages must be between \d+ and \d+/);
    }
  });

  it("reads pages from a query string", () => {
    expect(computeCoverTemplate(paperback("6x9", "120")).widthIn).toBe(12.52);
  });
});

describe("computeCoverTemplate: invalid input names the field", () => {
  it.each<[string, Record<string, unknown>, string]>([
    ["unknown binding", { ...paperback("6x9", 120), binding: "spiral" }, "binding"],
    ["missing binding", { trim: "6x9", pages: 120, paper: "white" }, "binding"],
    ["unknown trim", paperback("9x12", 120), "trim"],
    ["trim not offered for hardcover", hardcover("5x8", 120), "trim"],
    ["trim not offered for paperback", paperback("8.25x11", 120), "trim"],
    ["pages not a number", paperback("6x9", "many"), "pages"],
    ["pages empty", paperback("6x9", ""), "pages"],
    ["pages fractional", paperback("6x9", 120.5), "pages"],
    ["unknown paper", paperback("6x9", 120, "glossy"), "paper"],
    ["standard colour hardcover", hardcover("6x9", 120, "standard-color"), "paper"],
    ["standard colour on A4", paperback("8.27x11.69", 120, "standard-color"), "paper"],
  ])("%s → %s", (_label, raw, field) => {
    const issues = issuesOf(raw);
    expect(issues.map((issue) => issue.path)).toContain(field);
    expect(issues.find((issue) => issue.path === field)?.message).toBeTruthy();
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    [
      "pages not a number, trim not offered for hardcover",
      hardcover("5x8", "many"),
      ["pages", "trim"],
    ],
    [
      "pages not a number, paper not offered",
      hardcover("6x9", "twelve", "standard-color"),
      ["pages", "paper"],
    ],
    // The range depends on the trim and paper, so it waits until they are valid.
    ["pages out of range, trim not offered", hardcover("5x8", 9000), ["trim"]],
  ])("names every bad field at once: %s → %j", (_label, raw, fields) => {
    expect(issuesOf(raw).map((issue) => issue.path)).toEqual(fields);
  });

  it("types its parsed input", () => {
    const input: CoverTemplateInput = {
      binding: "paperback",
      trim: "6x9",
      pages: 120,
      paper: "white",
    };
    expect(computeCoverTemplate(input).trim.id).toBe("6x9");
  });
});

describe("coverTemplateFormSchema (string values from a form or URL)", () => {
  it("parses strings into the input", () => {
    expect(
      coverTemplateFormSchema.parse({
        binding: "hardcover",
        trim: "7x10",
        pages: "300",
        paper: "cream",
      }),
    ).toEqual({ binding: "hardcover", trim: "7x10", pages: 300, paper: "cream" });
  });

  it.each<[Record<string, string>, string]>([
    [{ binding: "paperback", trim: "6x9", pages: "20", paper: "white" }, "pages"],
    [{ binding: "paperback", trim: "6x9", pages: "", paper: "white" }, "pages"],
    [{ binding: "hardcover", trim: "5x8", pages: "120", paper: "white" }, "trim"],
    [{ binding: "paperback", trim: "6x9", pages: "120", paper: "matte" }, "paper"],
  ])("names the field of %j → %s", (values, field) => {
    const parsed = coverTemplateFormSchema.safeParse(values);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join("."))).toContain(field);
  });
});
