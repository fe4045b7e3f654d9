import { describe, expect, it } from "vitest";
import { KDP_CATEGORY_RULE, kdpCategoryChoice } from "./categories";

describe("KDP category rule", () => {
  it("is 3 per format since 31 May 2023, with its source", () => {
    expect(KDP_CATEGORY_RULE.perFormat).toBe(3);
    expect(KDP_CATEGORY_RULE.since).toBe("2023-05-31");
    expect(KDP_CATEGORY_RULE.text).toContain("up to 3 categories for each format");
    expect(KDP_CATEGORY_RULE.source.key).toBe("G200652170");
  });
});

describe("kdpCategoryChoice", () => {
  it.each([
    [["Kindle Store"], "ebook", false],
    [["Kindle Store", "Kindle eBooks"], "ebook", false],
    [["Kindle Store", "Kindle eBooks", "Romance"], "ebook", true],
    [["Kindle Store", "Kindle eBooks", "Romance", "Contemporary Romance"], "ebook", true],
    [["  kindle store ", "KINDLE  EBOOKS", "Self-Help"], "ebook", true],
    [["Kindle Store", "Kindle Accessories"], null, false],
    [["Books"], "print", false],
    [["Books", "Humor & Entertainment"], "print", true],
    [["Books", "Humor & Entertainment", "Puzzles & Games", "Sudoku"], "print", true],
    [["Audible Books & Originals", "Romance"], null, false],
    [[], null, false],
  ] as const)("%j → format %s, selectable %s", (path, format, selectable) => {
    const choice = kdpCategoryChoice(path);
    expect(choice.format).toBe(format);
    expect(choice.selectable).toBe(selectable);
    expect(choice.reason.length).toBeGreaterThan(10);
  });

  it("names the 3-per-format limit when a category can be chosen", () => {
    expect(kdpCategoryChoice(["Books", "Romance"]).reason).toContain("up to 3 per format");
    expect(kdpCategoryChoice(["Kindle Store", "Kindle eBooks", "Romance"]).reason).toContain(
      "up to 3 eBook categories",
    );
  });
});
