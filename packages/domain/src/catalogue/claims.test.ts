import { describe, expect, it } from "vitest";
import { activityTypes as activityRegistry } from "../books/activities/registry";
import { SHIPPED_ACTIVITY_TYPES } from "../books/activities/shipped-types";
import { COLORING_STYLES } from "../books/coloring/designs";
import { SHIPPED_COLORING_STYLES } from "../books/coloring/shipped-styles";
import { puzzleTypes as puzzleRegistry } from "../puzzles/registry";
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
// The same for activity types (books/activities/shipped-types.ts; CONST-47's marketing figure 13).
const shippedActivityTypes = SHIPPED_ACTIVITY_TYPES.length;

describe("catalogue claims (CAT-12..17)", () => {
  it.each([
    ["puzzleTypes", shippedPuzzleTypes],
    ["activityTypes", shippedActivityTypes],
    ["penNameCountries", 13],
    ["productsAnalysedAtOnce", 100],
    ["courseLessons", 80],
    ["coloringStyles", SHIPPED_COLORING_STYLES.length],
  ] as const)("%s is %i", (id, value) => {
    expect(catalogueClaims[id].value).toBe(value);
    expect(catalogueClaims[id].id).toBe(id);
  });

  it("counts come from the lists and constants that back them", () => {
    expect(puzzleTypes).toEqual(SHIPPED_PUZZLE_TYPES.map((type) => type.name));
    expect(activityTypes).toEqual(SHIPPED_ACTIVITY_TYPES.map((type) => type.name));
    expect(penNameCountries).toHaveLength(13);
    expect(deepViewBatchLimit).toBe(100);
    expect(catalogueClaims.puzzleTypes.value).toBe(puzzleTypes.length);
    expect(catalogueClaims.activityTypes.value).toBe(activityTypes.length);
    expect(catalogueClaims.penNameCountries.value).toBe(penNameCountries.length);
  });

  it("the coloring styles claimed are the generators' styles, in order", () => {
    expect(SHIPPED_COLORING_STYLES.map((style) => style.id)).toEqual([...COLORING_STYLES]);
    expect(catalogueClaims.coloringStyles.value).toBe(COLORING_STYLES.length);
  });

  it("the plain lists equal the registries, id for id and name for name, in order", () => {
    expect(SHIPPED_PUZZLE_TYPES).toEqual(puzzleRegistry.map(({ id, name }) => ({ id, name })));
    expect(SHIPPED_ACTIVITY_TYPES).toEqual(activityRegistry.map(({ id, name }) => ({ id, name })));
  });

  it("the lists hold no duplicates", () => {
    expect(new Set(puzzleTypes.map((t) => t.toLowerCase())).size).toBe(puzzleTypes.length);
    expect(new Set(activityTypes.map((t) => t.toLowerCase())).size).toBe(activityTypes.length);
    expect(new Set(penNameCountries.map((c) => c.code)).size).toBe(penNameCountries.length);
  });

  it.each([
    ["coloringStyles", `${SHIPPED_COLORING_STYLES.length} design styles`],
    ["puzzleTypes", `${shippedPuzzleTypes} puzzle types`],
    ["productsAnalysedAtOnce", "100 products analysed at once"],
    ["courseLessons", "80 written lessons"],
  ] as const)("claimText(%s) is %j", (id, text) => {
    expect(claimText(id)).toBe(text);
  });

  it.each([
    ["deep-view", "100"],
    ["puzzle-book-maker", String(shippedPuzzleTypes)],
    ["activity-book-tools", String(shippedActivityTypes)],
    ["pen-name-generator", "13"],
    ["coloring-book-maker", String(SHIPPED_COLORING_STYLES.length)],
    ["masterclass", "80"],
  ])("the %s description shows the claimed number %s", (toolId, figure) => {
    expect(getToolOrThrow(toolId).description).toContain(figure);
  });
});
