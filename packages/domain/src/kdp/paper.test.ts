import { describe, expect, it } from "vitest";
import { measurePageBlockIn, PAPER_SPECS, toPaperType } from "./paper";
import { PAPER_TYPES, type PaperType } from "./trim-sizes";

const round3 = (value: number) => Math.round(value * 1000) / 1000;

describe("paper thickness per page (kdp-facts §3.2)", () => {
  it.each<[PaperType, number]>([
    ["white", 0.002252],
    ["cream", 0.0025],
    ["groundwood", 0.00235],
    ["standard-color", 0.002252],
    ["premium-color", 0.002347],
  ])("%s: %s in per page", (paper, inches) => {
    expect(PAPER_SPECS[paper].inchesPerPage).toBe(inches);
    expect(PAPER_SPECS[paper].mmPerPage).toBeCloseTo(inches * 25.4, 4);
    expect(PAPER_SPECS[paper].source.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("has a row for every paper type", () => {
    expect(Object.keys(PAPER_SPECS).sort()).toEqual([...PAPER_TYPES].sort());
  });

  // Worked checks: "Spine, 200 pp: white 0.450 in; cream 0.500 in; premium colour 0.469 in",
  // and the calculator readout 8.5×11, 110 pp, white → 0.248 in.
  it.each<[number, PaperType, number]>([
    [200, "white", 0.45],
    [200, "cream", 0.5],
    [200, "premium-color", 0.469],
    [110, "white", 0.248],
    [120, "white", 0.27],
  ])("%s pages on %s → %s in", (pages, paper, expected) => {
    expect(round3(measurePageBlockIn(pages, paper))).toBe(expected);
  });

  it.each<[Parameters<typeof toPaperType>[0], Parameters<typeof toPaperType>[1], PaperType]>([
    ["black", "white", "white"],
    ["black", "cream", "cream"],
    ["black", "groundwood", "groundwood"],
    ["standard-color", "white", "standard-color"],
    ["premium-color", "cream", "premium-color"],
    ["black", undefined, "white"],
  ])("toPaperType(%s, %s) → %s", (ink, stock, expected) => {
    expect(toPaperType(ink, stock)).toBe(expected);
  });
});
