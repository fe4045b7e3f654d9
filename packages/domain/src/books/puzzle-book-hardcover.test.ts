import { describe, expect, it } from "vitest";
import { findInteriorPageLimit } from "../kdp/interior-rules";
import type { Binding } from "../kdp/trim-sizes";
import { layoutBook } from "./interior/layout-book";
import { validateLayout } from "./interior/validate-layout";
import { planPuzzleBook } from "./puzzle-book";
import type { PuzzleBookRequest } from "./puzzle-book-request";

/*
 * Hardcover puzzle books (issue 27; KDP's case laminate rules in kdp/trim-sizes): the same book
 * plan is held to the binding's own page limits (75–550 pages for a hardcover, 24 upwards for a
 * paperback; a short book is made up to the minimum with notes pages), as the build API checks
 * before anything is stored. The books are planned without generating a puzzle (generateUpTo 0),
 * exactly as the API does.
 */

const request = (binding: Binding, count: number): PuzzleBookRequest => ({
  title: "Case Bound Sudoku",
  author: "Ada Inkwell",
  trim: "6x9",
  binding,
  paper: "white",
  bleed: false,
  largePrint: true,
  copyrightPage: true,
  howToPlay: false,
  answerKey: false,
  pageNumbers: true,
  headers: false,
  sections: [{ type: "sudoku", difficulty: "easy", count, options: { size: 9 } }],
});

const planned = (binding: Binding, count: number) => {
  const { spec } = planPuzzleBook(request(binding, count), {
    seed: "hardcover",
    year: 2026,
    generateUpTo: 0,
  });
  const laidOut = layoutBook(spec);
  const limits = validateLayout(laidOut).violations.filter((v) => v.code.startsWith("page-count-"));
  return { pages: laidOut.pages.length, limits: limits.map((v) => v.code) };
};

/** The fewest puzzles whose book reaches `pages` pages (page count grows with the puzzles). */
function countReaching(pages: number): number {
  let low = 1;
  let high = 1000;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (planned("hardcover", mid).pages >= pages) high = mid;
    else low = mid + 1;
  }
  return low;
}

describe("hardcover page limits in the puzzle book plan", () => {
  it.each<[Binding, { min: number; max: number }]>([
    ["hardcover", { min: 75, max: 550 }],
    ["paperback", { min: 24, max: 828 }],
  ])("KDP's 6×9 white %s is %o pages", (binding, expected) => {
    expect(findInteriorPageLimit("6x9", binding, "white")).toEqual(expected);
  });

  // A short book is made up to the binding's minimum with lined notes pages, then to an even count.
  it.each<[Binding, number, number]>([
    ["hardcover", 1, 76],
    ["hardcover", 10, 76],
    ["paperback", 1, 24],
  ])("a %s of %d puzzles is made up to %d pages", (binding, count, pages) => {
    expect(planned(binding, count)).toEqual({ pages, limits: [] });
  });

  const aboveMaximum = countReaching(551);

  it.each<[string, Binding, number, string[]]>([
    ["the last book within 550 pages, hardcover: accepted", "hardcover", aboveMaximum - 1, []],
    [
      "the first book over 550 pages, hardcover: refused",
      "hardcover",
      aboveMaximum,
      ["page-count-above-maximum"],
    ],
    [
      "the same long book as a paperback (828 pages maximum): accepted",
      "paperback",
      aboveMaximum,
      [],
    ],
  ])("%s", (_name, binding, count, expected) => {
    const book = planned(binding, count);
    expect(book.limits).toEqual(expected);
  });

  it("finds books on both sides of the maximum", () => {
    expect(planned("hardcover", aboveMaximum - 1).pages).toBeLessThanOrEqual(550);
    expect(planned("hardcover", aboveMaximum).pages).toBeGreaterThan(550);
  });
});
