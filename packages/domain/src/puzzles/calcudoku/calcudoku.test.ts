import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import { solveLatin } from "../latin/latin-solver";
import { calcudoku, generateCalcudoku, verifyCalcudoku } from "./calcudoku";

describe("calcudoku", () => {
  it.each([
    ["easy", 4],
    ["medium", 5],
    ["hard", 6],
  ] as const)(
    "%s is %i cells wide with one solution, cages covering every cell",
    (difficulty, size) => {
      const puzzle = generateCalcudoku(`c-${difficulty}`, { difficulty });
      expect(puzzle.size).toBe(size);
      expect(verifyCalcudoku(puzzle)).toEqual({ ok: true, problems: [] });
    },
  );

  it("verify catches a wrong target", () => {
    const puzzle = generateCalcudoku("c", { difficulty: "easy" });
    const cages = puzzle.cages.map((cage, index) =>
      index === 0 ? { ...cage, target: cage.target + 50 } : cage,
    );
    expect(verifyCalcudoku({ ...puzzle, cages }).ok).toBe(false);
  });

  it("property: exactly one solution, equal to the answer key", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.constantFrom("easy", "medium", "hard"),
        (seed, difficulty) => {
          const puzzle = generateCalcudoku(seed, { difficulty });
          const proof = solveLatin(
            { size: puzzle.size, givens: new Array(puzzle.size ** 2).fill(0), cages: puzzle.cages },
            3,
          );
          expect(proof.count).toBe(1);
          expect(proof.solution).toEqual(puzzle.solution);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("draws inside its box with a label per cage", () => {
    const puzzle = generateCalcudoku("d", { difficulty: "hard" });
    const box = { x: 10, y: 20, width: 200, height: 160 };
    const elements = calcudoku.toLayout(puzzle, box);
    for (const element of [...elements, ...calcudoku.answerToLayout(puzzle, box)]) {
      expect(isBoxInside(elementBounds(element), box)).toBe(true);
    }
    expect(elements.filter((element) => element.kind === "text")).toHaveLength(puzzle.cages.length);
  });
});
