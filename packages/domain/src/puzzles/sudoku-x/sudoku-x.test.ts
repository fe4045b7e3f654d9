import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import { countSudokuX, generateSudokuX, sudokuX, sudokuXGeometry, verifySudokuX } from "./sudoku-x";

const isValidX = (grid: readonly number[]) =>
  sudokuXGeometry().units.every((unit) => new Set(unit.map((cell) => grid[cell])).size === 9);

describe("sudoku X", () => {
  it("has 29 units: rows, columns, boxes and the two diagonals", () => {
    const { units, peers } = sudokuXGeometry();
    expect(units).toHaveLength(29);
    expect(units.at(-2)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80]);
    // The centre sees 8 in its row, 8 in its column, 4 more in its box and 6 more on each diagonal.
    expect(peers[40]).toHaveLength(32);
  });

  it.each(["easy", "medium", "hard"] as const)(
    "%s: one solution, the key's, diagonals included, graded as labelled",
    (difficulty) => {
      const puzzle = generateSudokuX(`table-${difficulty}`, { difficulty });
      expect(puzzle.difficulty).toBe(difficulty);
      expect(isValidX(puzzle.solution)).toBe(true);
      const exact = countSudokuX(puzzle.givens);
      expect(exact.count).toBe(1);
      expect(exact.solution).toEqual(puzzle.solution);
      expect(verifySudokuX(puzzle)).toEqual({ ok: true, problems: [] });
    },
  );

  const good = generateSudokuX("refuse", { difficulty: "medium" });
  const thinned = good.givens.map((digit, cell) => (cell < 40 ? 0 : digit));
  const wrongKey = [...good.solution];
  [wrongKey[0], wrongKey[1]] = [wrongKey[1] as number, wrongKey[0] as number];
  it.each([
    [
      "a second solution",
      { ...good, givens: thinned },
      /more than one solution|could not be proved/,
    ],
    ["a wrong key", { ...good, solution: wrongKey }, /answer|disagrees/],
    ["a wrong level", { ...good, difficulty: "easy" as const }, /labelled easy/],
  ])("verify refuses %s", (_, puzzle, problem) => {
    const result = verifySudokuX(puzzle);
    expect(result.ok).toBe(false);
    expect(result.problems.join(" ")).toMatch(problem);
  });

  it.each([[{ difficulty: "expert" }], [{ difficulty: 3 }]])(
    "refuses options %j naming difficulty",
    (options) => {
      const parsed = sudokuX.options.safeParse(options);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.path).toEqual(["difficulty"]);
    },
  );

  it("is deterministic per seed", () => {
    const a = generateSudokuX("same", { difficulty: "easy" });
    expect(generateSudokuX("same", { difficulty: "easy" })).toEqual(a);
    expect(generateSudokuX("other", { difficulty: "easy" }).solution).not.toEqual(a.solution);
  });

  it("property: 50 seeds have exactly one solution, the key's", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.constantFrom("easy", "medium"),
        (seed, difficulty) => {
          const puzzle = generateSudokuX(seed, { difficulty });
          const exact = countSudokuX(puzzle.givens);
          expect(exact.count).toBe(1);
          expect(exact.solution).toEqual(puzzle.solution);
        },
      ),
      { numRuns: 50 },
    );
  });

  it("draws inside its box, diagonals shaded", () => {
    const puzzle = generateSudokuX("draw", { difficulty: "easy" });
    const box = { x: 50, y: 60, width: 200, height: 150 };
    const drawn = [...sudokuX.toLayout(puzzle, box), ...sudokuX.answerToLayout(puzzle, box)];
    for (const element of drawn) expect(isBoxInside(elementBounds(element), box)).toBe(true);
    const [grid] = sudokuX.toLayout(puzzle, box);
    expect(grid?.kind === "grid" && grid.fills?.filter(Boolean).length).toBe(17);
  });
});
