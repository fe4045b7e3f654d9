import { describe, expect, it } from "vitest";
import {
  BLANK_PAGE_LIMITS,
  BLEED,
  checkBlankRun,
  findBlankRuns,
  findGutterBand,
  findInteriorPageLimit,
  GUTTER_BANDS,
  interiorPageSizeIn,
  MIN_PAGE_COUNT,
  minimumOutsideMarginIn,
  PRINT_MINIMUMS,
  requireInsideMarginIn,
  roundUpToEvenPageCount,
} from "./interior-rules";

describe("KDP interior rules (kdp-facts §4)", () => {
  it.each<[number, number | null]>([
    [23, null],
    [24, 0.375],
    [150, 0.375],
    [151, 0.5],
    [300, 0.5],
    [301, 0.625],
    [500, 0.625],
    [501, 0.75],
    [700, 0.75],
    [701, 0.875],
    [828, 0.875],
    [829, null],
  ])("%i pages need an inside margin of %s in", (pages, inches) => {
    expect(findGutterBand(pages)?.insideIn ?? null).toBe(inches);
    if (inches === null) expect(() => requireInsideMarginIn(pages)).toThrow(/gutter/);
    else expect(requireInsideMarginIn(pages)).toBe(inches);
  });

  it("gutter bands cover 24–828 pages without gaps, each sourced with a KDP address and date", () => {
    for (const [index, band] of GUTTER_BANDS.entries()) {
      const previous = GUTTER_BANDS[index - 1];
      expect(band.minPages).toBe(previous ? previous.maxPages + 1 : 24);
      expect(band.source.url).toMatch(/^https:\/\/kdp\.amazon\.com\//);
      expect(band.source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(GUTTER_BANDS.at(-1)?.maxPages).toBe(828);
  });

  it("outside margins: 0.25 in without bleed, 0.375 in with bleed", () => {
    expect(minimumOutsideMarginIn(false)).toBe(0.25);
    expect(minimumOutsideMarginIn(true)).toBe(0.375);
  });

  it("bleed adds 0.125 in to the width and 0.25 in to the height (6 × 9 → 6.125 × 9.25)", () => {
    expect(BLEED.inches).toBe(0.125);
    expect(interiorPageSizeIn("6x9", true)).toEqual({ widthIn: 6.125, heightIn: 9.25 });
    expect(interiorPageSizeIn("6x9", false)).toEqual({ widthIn: 6, heightIn: 9 });
    expect(interiorPageSizeIn("8.5x11", true)).toEqual({ widthIn: 8.625, heightIn: 11.25 });
  });

  it.each([
    ["6x9", "paperback", "white", 24, 828],
    ["6x9", "paperback", "cream", 24, 776],
    ["6x9", "paperback", "standard-color", 72, 600],
    ["8.5x11", "paperback", "white", 24, 590],
    ["8.5x11", "paperback", "cream", 24, 550],
    ["8.25x8.25", "paperback", "groundwood", 24, 784],
    ["6x9", "hardcover", "white", 75, 550],
  ] as const)("%s %s on %s: %i–%i pages", (trim, binding, paper, min, max) => {
    expect(findInteriorPageLimit(trim, binding, paper)).toEqual({ min, max });
    expect(min).toBeGreaterThanOrEqual(MIN_PAGE_COUNT.pages);
  });

  it("a combination KDP does not offer has no limits", () => {
    expect(findInteriorPageLimit("8.27x11.69", "paperback", "standard-color")).toBeNull();
    expect(findInteriorPageLimit("5x8", "hardcover", "white")).toBeNull();
  });

  it.each([
    [24, 24],
    [25, 26],
    [151, 152],
    [828, 828],
  ])("%i pages print as %i", (pages, printed) => {
    expect(roundUpToEvenPageCount(pages)).toBe(printed);
  });

  it("blank runs: position, length and whether they reach the end", () => {
    const flags = [false, true, true, false, true, true, true];
    expect(findBlankRuns(flags)).toEqual([
      { start: 2, length: 2, trailing: false },
      { start: 5, length: 3, trailing: true },
    ]);
    expect(findBlankRuns([false, false])).toEqual([]);
  });

  it.each<[number, boolean, "consecutive" | "trailing" | null]>([
    [4, false, null],
    [5, false, "consecutive"],
    [10, true, null],
    [11, true, "trailing"],
    [5, true, null],
  ])("%i blank pages (trailing %s) break %s", (length, trailing, rule) => {
    expect(checkBlankRun({ start: 2, length, trailing })).toBe(rule);
    expect(BLANK_PAGE_LIMITS.maxConsecutive).toBe(4);
    expect(BLANK_PAGE_LIMITS.maxTrailing).toBe(10);
  });

  it("print minimums: 7 pt type, 0.75 pt lines, 10% grey", () => {
    expect(PRINT_MINIMUMS).toMatchObject({ fontSizePt: 7, lineWeightPt: 0.75, greyFill: 0.1 });
  });
});
