import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import { cluesOf, solveLine, solveNonogram } from "./line-solver";
import { generateNonogram, nonogram, verifyNonogram } from "./nonogram";

describe("nonogram line solver", () => {
  it.each([
    [[-1, -1, -1, -1, -1], [5], [1, 1, 1, 1, 1]],
    [[-1, -1, -1, -1, -1], [3], [-1, -1, 1, -1, -1]],
    [
      [-1, -1, -1, -1, -1],
      [2, 2],
      [1, 1, 0, 1, 1],
    ],
    [[-1, -1, -1, -1, -1], [], [0, 0, 0, 0, 0]],
    [[-1, 1, -1, -1, -1], [1], [0, 1, 0, 0, 0]],
  ] as const)("%j with clues %j → %j", (cells, clues, expected) => {
    expect(solveLine([...cells], [...clues])).toEqual(expected);
  });

  it("reports a contradiction", () => {
    expect(solveLine([1, 1, 1], [1])).toBeNull();
  });

  it("clues of a line", () => {
    expect(cluesOf([1, 1, 0, 1, 0, 0, 1, 1, 1])).toEqual([2, 1, 3]);
    expect(cluesOf([0, 0])).toEqual([]);
  });

  it("stalls on a grid with two pictures (a 2 × 2 diagonal)", () => {
    const solved = solveNonogram(2, 2, [[1], [1]], [[1], [1]]);
    expect(solved.solved).toBe(false);
  });
});

describe("nonogram generator", () => {
  it.each(["easy", "medium", "hard", "expert"] as const)(
    "%s: line-solvable, key matches",
    (difficulty) => {
      const puzzle = generateNonogram(`n-${difficulty}`, nonogram.options.parse({ difficulty }));
      expect(puzzle.difficulty).toBe(difficulty);
      expect(verifyNonogram(puzzle)).toEqual({ ok: true, problems: [] });
    },
  );

  it("property: uniquely solvable by lines alone, the solver's picture is the key", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), fc.integer({ min: 5, max: 15 }), (seed, size) => {
        const puzzle = generateNonogram(seed, nonogram.options.parse({ size }));
        const solved = solveNonogram(puzzle.rows, puzzle.cols, puzzle.rowClues, puzzle.colClues);
        expect(solved.solved).toBe(true);
        expect(solved.grid).toEqual(puzzle.solution);
      }),
      { numRuns: 60 },
    );
  });

  it("draws clues and grid inside the box; the answer fills the picture", () => {
    const puzzle = generateNonogram("draw", nonogram.options.parse({ difficulty: "hard" }));
    const box = { x: 20, y: 30, width: 300, height: 300 };
    for (const element of nonogram.toLayout(puzzle, box)) {
      expect(isBoxInside(elementBounds(element), box)).toBe(true);
    }
    const grid = nonogram.answerToLayout(puzzle, box).find((element) => element.kind === "grid");
    expect(grid?.kind === "grid" && grid.fills).toEqual(puzzle.solution);
  });
});
