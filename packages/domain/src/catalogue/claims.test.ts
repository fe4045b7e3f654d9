import { describe, expect, it } from "vitest";
import { SHIPPED_PUZZLE_TYPES } from "../puzzles/shipped-types";
import {
  activityTypes,
  catalogueClaims,
  claimText,
  deepViewBatchLimit,
  penNameCountries,
  puzzleTypes,
} from "./claims";
import { getToolOrThrow } from "./tools";

// The puzzle-type count is whatever the registry ships (puzzles/shipped-types.ts, kept equal to
// the registry by its test), not a typed-in figure: CONST-47's marketing 21 holds only when 21
// types ship, and the copy follows the data.
const shippedPuzzleTypes = SHIPPED_PUZZLE_TYPES.length;

describe("catalogue claims (CAT-12..17)", () => {
  it.each([
    ["puzzleTypes", shippedPuzzleTypes],
    ["activityTypes", 13],
    ["penNameCountries", 13],
    ["productsAnalysedAtOnce", 100],
    ["courseLessons", 80],
    ["illustrations", 9250],
  ] as const)("%s is %i", (id, value) => {
    expect(catalogueClaims[id].value).toBe(value);
    expect(catalogueClaims[id].id).toBe(id);
  });

  it("counts come from the lists and constants that back them", () => {
    expect(puzzleTypes).toEqual(SHIPPED_PUZZLE_TYPES.map((type) => type.name));
    expect(activityTypes).toHaveLength(13);
    expect(penNameCountries).toHaveLength(13);
    expect(deepViewBatchLimit).toBe(100);
    expect(catalogueClaims.puzzleTypes.value).toBe(puzzleTypes.length);
    expect(catalogueClaims.activityTypes.value).toBe(activityTypes.length);
    expect(catalogueClaims.penNameCountries.value).toBe(penNameCountries.length);
  });

  it("the lists hold no duplicates", () => {
    expect(new Set(puzzleTypes.map((t) => t.toLowerCase())).size).toBe(puzzleTypes.length);
    expect(new Set(activityTypes.map((t) => t.toLowerCase())).size).toBe(activityTypes.length);
    expect(new Set(penNameCountries.map((c) => c.code)).size).toBe(penNameCountries.length);
  });

  it.each([
    ["illustrations", "9,250 illustrations"],
    ["puzzleTypes", `${shippedPuzzleTypes} puzzle types`],
    ["productsAnalysedAtOnce", "100 products analysed at once"],
    ["courseLessons", "80 written lessons"],
  ] as const)("claimText(%s) is %j", (id, text) => {
    expect(claimText(id)).toBe(text);
  });

  it.each([
    ["deep-view", "100"],
    ["puzzle-book-maker", String(shippedPuzzleTypes)],
    ["activity-book-tools", "13"],
    ["pen-name-generator", "13"],
    ["coloring-book-maker", "9,250"],
    ["masterclass", "80"],
  ])("the %s description shows the claimed number %s", (toolId, figure) => {
    expect(getToolOrThrow(toolId).description).toContain(figure);
  });
});
