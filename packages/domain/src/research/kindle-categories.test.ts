import { describe, expect, it } from "vitest";
import {
  CURATED_CATEGORIES,
  categoryWords,
  curatedCategoryId,
  searchCuratedCategories,
} from "./kindle-categories";

const paths = (list: { path: string[] }[]) => list.map((c) => c.path.join(" > "));

describe("curated category list", () => {
  it("has unique ids that are our own slugs, never browse-node numbers", () => {
    const ids = CURATED_CATEGORIES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^ikf:[a-z0-9-]+(\/[a-z0-9-]+)*$/);
  });

  it("links every category to a parent in the list, roots only at the two stores", () => {
    const byId = new Map(CURATED_CATEGORIES.map((c) => [c.id, c]));
    for (const category of CURATED_CATEGORIES) {
      if (category.parentId === null) {
        expect(["Kindle Store", "Books"]).toContain(category.name);
        continue;
      }
      const parent = byId.get(category.parentId);
      expect(parent?.path).toEqual(category.path.slice(0, -1));
      expect(category.path.at(-1)).toBe(category.name);
    }
  });

  it("covers both trees with well over a hundred categories", () => {
    expect(CURATED_CATEGORIES.length).toBeGreaterThan(150);
    expect(CURATED_CATEGORIES.some((c) => c.path[1] === "Kindle eBooks")).toBe(true);
    expect(CURATED_CATEGORIES.some((c) => c.path[0] === "Books")).toBe(true);
  });

  it("builds the id from the whole path", () => {
    expect(curatedCategoryId(["Books", "Crafts, Hobbies & Home"])).toBe(
      "ikf:books/crafts-hobbies-and-home",
    );
  });
});

describe("categoryWords", () => {
  it.each([
    ["Crafts, Hobbies & Home", ["crafts", "hobbies", "home"]],
    ["  Children's eBooks ", ["children's", "ebooks"]],
    ["Café — Romance!", ["cafe", "romance"]],
    ["&&", []],
  ])("%s → %j", (text, words) => {
    expect(categoryWords(text)).toEqual(words);
  });
});

describe("searchCuratedCategories", () => {
  it.each([
    ["sudoku", ["Books > Humor & Entertainment > Puzzles & Games > Sudoku"]],
    [
      "cozy culinary",
      ["Kindle Store > Kindle eBooks > Mystery, Thriller & Suspense > Mystery > Cozy > Culinary"],
    ],
    ["WORD search", ["Books > Humor & Entertainment > Puzzles & Games > Word Search"]],
    ["zzzz", []],
    ["", []],
  ])("%s finds %j", (words, expected) => {
    expect(paths(searchCuratedCategories("amazon.com", words))).toEqual(expected);
  });

  it("finds by word prefix across the path, and never answers a store root", () => {
    const found = paths(searchCuratedCategories("amazon.com", "coloring grown"));
    expect(found).toContain("Books > Crafts, Hobbies & Home > Coloring Books for Grown-Ups");
    expect(found).toContain(
      "Books > Crafts, Hobbies & Home > Coloring Books for Grown-Ups > Mandalas & Patterns",
    );
    expect(paths(searchCuratedCategories("amazon.com", "kindle ebooks"))).not.toContain(
      "Kindle Store > Kindle eBooks",
    );
    expect(paths(searchCuratedCategories("amazon.com", "books"))).not.toContain("Books");
  });

  it("has no curated list outside amazon.com", () => {
    expect(searchCuratedCategories("amazon.de", "romance")).toEqual([]);
  });
});
