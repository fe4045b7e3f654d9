import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import { findWord, isSamePlace, type Placement } from "../word-search/engine";
import { generateNumberSearch, numberSearch, verifyNumberSearch } from "./number-search";

describe("number search", () => {
  it.each(["easy", "medium", "hard"] as const)("%s: each number exactly once", (difficulty) => {
    const puzzle = generateNumberSearch("n", numberSearch.options.parse({ difficulty }));
    expect(puzzle.difficulty).toBe(difficulty);
    expect(verifyNumberSearch(puzzle)).toEqual({ ok: true, problems: [] });
    expect(puzzle.grid.every((cell) => /^\d$/.test(cell))).toBe(true);
  });

  it("property: every number is found once, where the key says", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.constantFrom("easy", "medium", "hard"),
        (seed, difficulty) => {
          const puzzle = generateNumberSearch(
            seed,
            numberSearch.options.parse({ difficulty, count: 10, size: 12 }),
          );
          for (const placement of puzzle.placements) {
            const found = findWord(puzzle.grid, puzzle.rows, puzzle.cols, placement.word);
            expect(found).toHaveLength(1);
            expect(isSamePlace(found[0] as Placement, placement, puzzle.cols)).toBe(true);
          }
          expect(verifyNumberSearch(puzzle).problems).toEqual([]);
        },
      ),
      { numRuns: 50 },
    );
  });

  it("a palindrome placed backwards (6446) matches its key: the same cells from either end", () => {
    // Found by the bench's 1,000-puzzle run: verify compared the cells in reading order.
    const puzzle = generateNumberSearch(
      "property-39",
      numberSearch.options.parse({ difficulty: "hard" }),
    );
    expect(puzzle.numbers).toContain("6446");
    expect(verifyNumberSearch(puzzle)).toEqual({ ok: true, problems: [] });
  });

  it("draws inside its box", () => {
    const puzzle = generateNumberSearch("d", numberSearch.options.parse({}));
    const box = { x: 10, y: 10, width: 250, height: 330 };
    for (const element of [
      ...numberSearch.toLayout(puzzle, box),
      ...numberSearch.answerToLayout(puzzle, box),
    ]) {
      expect(isBoxInside(elementBounds(element), box)).toBe(true);
    }
  });
});
