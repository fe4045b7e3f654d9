import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import { createRandom } from "../random";
import { countSolutions, sudokuGeometry } from "../sudoku/grid";
import { generateJigsawSudoku, jigsawSudoku, verifyJigsawSudoku } from "./jigsaw-sudoku";
import { JIGSAW_LEVELS, type JigsawSize } from "./jigsaw-sudoku-rules";
import { hasStraightRegion, isValidRegions, jigsawGeometry, randomRegions } from "./regions";

const isLatinWithRegions = (grid: readonly number[], regions: readonly number[], size: number) =>
  jigsawGeometry(regions, size).units.every(
    (unit) => new Set(unit.map((cell) => grid[cell])).size === size,
  );

describe("jigsaw regions", () => {
  it.each([6, 9])("%i: connected regions of n cells around a filled grid", (size) => {
    const fill = countSolutions(new Array(size * size).fill(0), sudokuGeometry(size as 6 | 9), 1)
      .solution as number[];
    const regions = randomRegions(size, createRandom(`regions-${size}`), fill);
    expect(isValidRegions(regions, size)).toBe(true);
    expect(hasStraightRegion(regions, size)).toBe(false);
    expect(isLatinWithRegions(fill, regions, size)).toBe(true);
  });

  it.each([
    ["a region of the wrong size", [0, 0, 0, 1, 1, 1, 1, 0, 0]],
    ["a region in two pieces", [0, 1, 0, 1, 0, 1, 2, 2, 2]],
  ])("refuses %s", (_, regions) => {
    expect(isValidRegions(regions, 3)).toBe(false);
  });
});

describe("jigsaw sudoku", () => {
  it.each(
    Object.entries(JIGSAW_LEVELS).flatMap(([size, levels]) =>
      levels.map((level) => [Number(size) as JigsawSize, level] as const),
    ),
  )("size %i, %s: one solution, the key's, graded as labelled", (size, difficulty) => {
    const puzzle = generateJigsawSudoku(`table-${size}-${difficulty}`, { size, difficulty });
    expect(puzzle.difficulty).toBe(difficulty);
    expect(isLatinWithRegions(puzzle.solution, puzzle.regions, size)).toBe(true);
    const exact = countSolutions(puzzle.givens, jigsawGeometry(puzzle.regions, size));
    expect(exact.count).toBe(1);
    expect(exact.solution).toEqual(puzzle.solution);
    expect(verifyJigsawSudoku(puzzle)).toEqual({ ok: true, problems: [] });
  });

  const good = generateJigsawSudoku("refuse", { size: 9, difficulty: "medium" });
  const emptied = [...good.givens];
  // Removing every clue of the first full region leaves many solutions.
  for (let cell = 0; cell < 81; cell += 1)
    if (good.regions[cell] === good.regions[0]) emptied[cell] = 0;
  const wrongKey = [...good.solution];
  [wrongKey[0], wrongKey[1]] = [wrongKey[1] as number, wrongKey[0] as number];
  it.each([
    [
      "a second solution",
      { ...good, givens: emptied },
      /more than one solution|could not be proved/,
    ],
    ["a wrong key", { ...good, solution: wrongKey }, /answer|disagrees/],
    ["a wrong level", { ...good, difficulty: "easy" as const }, /labelled easy/],
    ["broken regions", { ...good, regions: good.regions.map(() => 0) }, /connected regions/],
  ])("verify refuses %s", (_, puzzle, problem) => {
    const result = verifyJigsawSudoku(puzzle);
    expect(result.ok).toBe(false);
    expect(result.problems.join(" ")).toMatch(problem);
  });

  it.each([
    [{ size: 4 }, "size"],
    [{ size: 6, difficulty: "hard" }, "difficulty"],
    [{ difficulty: "expert" }, "difficulty"],
  ])("refuses options %j naming %s", (options, field) => {
    const parsed = jigsawSudoku.options.safeParse(options);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual([field]);
  });

  it("is deterministic per seed", () => {
    const a = generateJigsawSudoku("same", { size: 9, difficulty: "easy" });
    expect(generateJigsawSudoku("same", { size: 9, difficulty: "easy" })).toEqual(a);
    expect(generateJigsawSudoku("other", { size: 9, difficulty: "easy" }).regions).not.toEqual(
      a.regions,
    );
  });

  it("property: 50 seeds of every size and level have exactly one solution, the key's", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.constantFrom<[JigsawSize, "easy" | "medium" | "hard"]>(
          [6, "easy"],
          [6, "medium"],
          [9, "easy"],
          [9, "medium"],
        ),
        (seed, [size, difficulty]) => {
          const puzzle = generateJigsawSudoku(seed, { size, difficulty });
          const exact = countSolutions(puzzle.givens, jigsawGeometry(puzzle.regions, size));
          expect(exact.count).toBe(1);
          expect(exact.solution).toEqual(puzzle.solution);
        },
      ),
      { numRuns: 50 },
    );
  });

  it("draws inside its box, with region borders", () => {
    const puzzle = generateJigsawSudoku("draw", { size: 9, difficulty: "easy" });
    const box = { x: 50, y: 60, width: 200, height: 150 };
    const drawn = [
      ...jigsawSudoku.toLayout(puzzle, box),
      ...jigsawSudoku.answerToLayout(puzzle, box),
    ];
    for (const element of drawn) expect(isBoxInside(elementBounds(element), box)).toBe(true);
    expect(
      jigsawSudoku.toLayout(puzzle, box).filter((e) => e.kind === "line").length,
    ).toBeGreaterThan(20);
  });
});
