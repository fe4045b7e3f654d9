import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import { gradeSudoku } from "./grade";
import { countSolutions, sudokuGeometry } from "./grid";
import { generateSudoku, measureSudoku, sudoku, verifySudoku } from "./sudoku";
import { SUDOKU_LEVELS, type SudokuSize } from "./sudoku-rules";

// A published 9 × 9 that needs only singles, and one of the hardest known (Arto Inkala's).
const SINGLES = "530070000600195000098000060800060003400803001700020006060000280000419005000080079";
const INKALA = "800000000003600000070090200050007000000045700000100030001000068008500010090000400";
const parse = (text: string) => [...text].map(Number);

function isValidSolution(grid: readonly number[], size: SudokuSize): boolean {
  const geometry = sudokuGeometry(size);
  return geometry.units.every((unit) => new Set(unit.map((cell) => grid[cell])).size === size);
}

describe("sudoku solver and grader", () => {
  it("solves a singles puzzle by singles and proves it unique", () => {
    const geometry = sudokuGeometry(9);
    const graded = gradeSudoku(parse(SINGLES), geometry);
    expect(graded.solved).toBe(true);
    expect(["naked-single", "hidden-single"]).toContain(graded.hardest);
    expect(countSolutions(parse(SINGLES), geometry).count).toBe(1);
    expect(isValidSolution(graded.grid, 9)).toBe(true);
  });

  it("grades Inkala's puzzle expert: the techniques stop, the search finds one solution", () => {
    const measured = measureSudoku(parse(INKALA), 9);
    expect(measured.difficulty).toBe("expert");
    expect(measured.solutions).toBe(1);
    expect(measured.grade.searchNodes).toBeGreaterThan(100);
  });

  it("counts two solutions when a clue is missing from a unique puzzle", () => {
    const grid = parse(SINGLES);
    const geometry = sudokuGeometry(9);
    // Remove clues until the puzzle is no longer unique; the counter must notice.
    let cell = 0;
    while (countSolutions(grid, geometry).count === 1) {
      grid[cell] = 0;
      cell += 1;
    }
    expect(countSolutions(grid, geometry).count).toBe(2);
    expect(
      verifySudoku({ ...generateSudoku("x", { size: 9, difficulty: "easy" }), givens: grid }).ok,
    ).toBe(false);
  });

  it("grades a puzzle needing locked candidates or pairs as hard", () => {
    const puzzle = generateSudoku("hard-1", { size: 9, difficulty: "hard" });
    expect(["locked-candidates", "naked-pair", "hidden-pair"]).toContain(puzzle.grade.hardest);
    expect(gradeSudoku(puzzle.givens, sudokuGeometry(9), "hidden-single").solved).toBe(false);
  });
});

describe("sudoku generator", () => {
  it.each(
    Object.entries(SUDOKU_LEVELS).flatMap(([size, levels]) =>
      levels.map((level) => [Number(size) as SudokuSize, level] as const),
    ),
  )(
    "size %i, %s: one solution, the key is the solver's, the grade is the label",
    (size, difficulty) => {
      const puzzle = generateSudoku(`table-${size}-${difficulty}`, { size, difficulty });
      expect(puzzle.difficulty).toBe(difficulty);
      expect(isValidSolution(puzzle.solution, size)).toBe(true);
      expect(verifySudoku(puzzle)).toEqual({ ok: true, problems: [] });
      if (size <= 9) {
        const exact = countSolutions(puzzle.givens, sudokuGeometry(size));
        expect(exact.count).toBe(1);
        expect(exact.solution).toEqual(puzzle.solution);
      }
    },
  );

  it("easy keeps more clues than medium", () => {
    const easy = generateSudoku("clues", { size: 9, difficulty: "easy" });
    const medium = generateSudoku("clues", { size: 9, difficulty: "medium" });
    expect(easy.grade.clues).toBeGreaterThanOrEqual(36);
    expect(medium.grade.clues).toBeLessThan(36);
  });

  it("is deterministic per seed and differs between seeds", () => {
    const a = generateSudoku("same", { size: 9, difficulty: "medium" });
    expect(generateSudoku("same", { size: 9, difficulty: "medium" })).toEqual(a);
    expect(generateSudoku("other", { size: 9, difficulty: "medium" }).givens).not.toEqual(a.givens);
  });

  it("refuses a level a size does not offer, in the options schema naming the field", () => {
    expect(() => generateSudoku("x", { size: 4, difficulty: "expert" })).toThrow(/no expert/);
    const parsed = sudoku.options.safeParse({ size: 4, difficulty: "expert" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(["difficulty"]);
    expect(sudoku.options.parse({})).toEqual({ size: 9, difficulty: "medium" });
  });

  it("property: every generated 4 × 4, 6 × 6 and 9 × 9 has exactly one solution, the key's", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }),
        fc.constantFrom<[SudokuSize, "easy" | "medium" | "expert"]>(
          [4, "easy"],
          [4, "medium"],
          [6, "medium"],
          [9, "easy"],
          [9, "medium"],
          [9, "expert"],
        ),
        (seed, [size, difficulty]) => {
          const puzzle = generateSudoku(seed, { size, difficulty });
          const exact = countSolutions(puzzle.givens, sudokuGeometry(size));
          expect(exact.count).toBe(1);
          expect(exact.solution).toEqual(puzzle.solution);
          expect(
            puzzle.givens.every((digit, cell) => !digit || digit === puzzle.solution[cell]),
          ).toBe(true);
          expect(measureSudoku(puzzle.givens, size).difficulty).toBe(difficulty);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("draws inside its box, puzzle and answer", () => {
    const puzzle = generateSudoku("draw", { size: 16, difficulty: "easy" });
    const box = { x: 50, y: 60, width: 200, height: 150 };
    for (const elements of [sudoku.toLayout(puzzle, box), sudoku.answerToLayout(puzzle, box)]) {
      for (const element of elements) expect(isBoxInside(elementBounds(element), box)).toBe(true);
      const grid = elements.find((element) => element.kind === "grid");
      expect(grid?.kind === "grid" && grid.sizePt).toBeGreaterThanOrEqual(7);
    }
    const answer = sudoku.answerToLayout(puzzle, box).find((element) => element.kind === "grid");
    expect(answer?.kind === "grid" && answer.cells.every((cell) => cell !== "")).toBe(true);
  });
});
