import { describe, expect, it } from "vitest";
import { allFeatureIds, featureIds, isFeatureId } from "./feature-ids";

describe("named feature ids (ENT-39)", () => {
  it.each([
    ["puzzle bundles", ["puzzleToolsV1", "puzzleToolsV2", "puzzleMegaBundle"]],
    [
      "the backend keyword tool and its three variants",
      [
        "backendKeywords",
        "backendKeywordsMarketplaces",
        "backendKeywordsBulk",
        "backendKeywordsMonitor",
      ],
    ],
    [
      "the checker tools",
      ["trademarkChecker", "guidelinesChecker", "priceChecker", "grammarChecker", "checkerTools"],
    ],
    ["the author tools bundle", ["authorToolsBundle"]],
    ["the coloring book maker", ["coloringBookMaker"]],
    ["the masterclass", ["masterclass"]],
    ["hot niches", ["hotNiches"]],
    ["ARC reviews", ["arcReviews"]],
    ["the author page builder", ["authorPageBuilder"]],
    ["template membership", ["templateMembership"]],
    ["the mentorship group", ["mentorshipGroup"]],
    ["the creative bundle", ["creativeBundle"]],
    ["the plans", ["pro", "proMax", "ultra", "supreme"]],
  ] as const)("exports ids for %s", (_label, keys) => {
    for (const key of keys) expect(isFeatureId(featureIds[key])).toBe(true);
  });

  it("uses unique kebab-case ids", () => {
    expect(new Set(allFeatureIds).size).toBe(allFeatureIds.length);
    for (const id of allFeatureIds) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("pins the ids stored in the database", () => {
    expect(featureIds.hotNiches).toBe("hot-niches");
    expect(featureIds.proMax).toBe("pro-max");
    expect(featureIds.puzzleToolsV1).toBe("puzzle-tools-v1");
  });
});
