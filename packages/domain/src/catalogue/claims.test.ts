import { describe, expect, it } from "vitest";
import {
  activityTypes,
  catalogueClaims,
  claimText,
  deepViewBatchLimit,
  penNameCountries,
  puzzleTypes,
} from "./claims";
import { getToolOrThrow } from "./tools";

describe("catalogue claims (CAT-12..17)", () => {
  it.each([
    ["puzzleTypes", 21],
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
    expect(puzzleTypes).toHaveLength(21);
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
    ["puzzleTypes", "21 puzzle types"],
    ["productsAnalysedAtOnce", "100 products analysed at once"],
    ["courseLessons", "80 written lessons"],
  ] as const)("claimText(%s) is %j", (id, text) => {
    expect(claimText(id)).toBe(text);
  });

  it.each([
    ["deep-view", "100"],
    ["puzzle-book-maker", "21"],
    ["activity-book-tools", "13"],
    ["pen-name-generator", "13"],
    ["coloring-book-maker", "9,250"],
    ["masterclass", "80"],
  ])("the %s description shows the claimed number %s", (toolId, figure) => {
    expect(getToolOrThrow(toolId).description).toContain(figure);
  });
});
