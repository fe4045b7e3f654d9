import type { Box, Element } from "../../books/interior/elements";
import { fitGrid, gridElement, STROKE } from "../draw";
import { childSeed, createRandom, type Random, type Seed } from "../random";
import { type Difficulty, type PuzzleBase, type PuzzleType, verification } from "../types";
import { type BinaryOptions, binaryRules } from "./binary-rules";

/*
 * Binary puzzle (takuzu): fill a square grid of even size with 0 and 1 so that no three equal
 * digits touch in a line, every row and column holds as many 0s as 1s, and no two rows (or two
 * columns) are the same. A random full grid is filled by backtracking, then clues are removed in
 * random order while the exact solver finds one solution. The size sets the level (6 × 6 easy,
 * 8 × 8 medium); the solver's search nodes are kept as the grade.
 */

// Tried 10 × 10 as hard: about 4 s per puzzle with this solver, which only backtracks (no forced
// cells). Not offered until it propagates.
const SIZES: Record<"easy" | "medium", number> = { easy: 6, medium: 8 };
const EMPTY = -1;

export type BinaryPuzzle = PuzzleBase & {
  type: "binary";
  size: number;
  /** Row-major: 0, 1, or -1 for an empty cell. */
  givens: number[];
  solution: number[];
  grade: { searchNodes: number; clues: number };
};

/** Whether placing cells[cell] keeps the rules for the lines through it. */
function fits(cells: readonly number[], size: number, cell: number): boolean {
  const row = Math.floor(cell / size);
  const col = cell % size;
  const value = cells[cell] as number;
  const at = (r: number, c: number) =>
    r < 0 || c < 0 || r >= size || c >= size ? EMPTY : (cells[r * size + c] as number);
  for (const [dr, dc] of [
    [0, 1],
    [1, 0],
  ] as const) {
    // Three in a row through this cell, in any of its three positions.
    for (let offset = -2; offset <= 0; offset += 1) {
      let same = 0;
      for (let step = 0; step < 3; step += 1) {
        if (at(row + dr * (offset + step), col + dc * (offset + step)) === value) same += 1;
      }
      if (same === 3) return false;
    }
  }
  const line = (index: number, byRow: boolean) =>
    Array.from(
      { length: size },
      (_, k) => (byRow ? cells[index * size + k] : cells[k * size + index]) as number,
    );
  for (const [index, byRow] of [
    [row, true],
    [col, false],
  ] as const) {
    const values = line(index, byRow);
    if (values.filter((v) => v === value).length > size / 2) return false;
    if (!values.includes(EMPTY)) {
      // A full line must differ from every other full line in the same direction.
      for (let other = 0; other < size; other += 1) {
        if (other === index) continue;
        const otherValues = line(other, byRow);
        if (!otherValues.includes(EMPTY) && otherValues.join() === values.join()) return false;
      }
    }
  }
  return true;
}

type Count = { count: number; solution: number[] | null; nodes: number };

/** Cells filled in reading order, each trying 0 and 1 (shuffled when filling a random grid). */
export function solveBinary(
  givens: readonly number[],
  size: number,
  limit = 2,
  random?: Random,
): Count {
  const cells = [...givens];
  for (let cell = 0; cell < cells.length; cell += 1) {
    if (cells[cell] !== EMPTY && !fits(cells, size, cell))
      return { count: 0, solution: null, nodes: 0 };
  }
  let count = 0;
  let nodes = 0;
  let solution: number[] | null = null;
  const search = (cell: number): boolean => {
    nodes += 1;
    while (cell < cells.length && cells[cell] !== EMPTY) cell += 1;
    if (cell === cells.length) {
      // Givens are checked once at the start; a full grid still needs every line distinct.
      count += 1;
      if (!solution) solution = [...cells];
      return count >= limit;
    }
    const order = random ? random.shuffle([0, 1]) : [0, 1];
    for (const value of order) {
      cells[cell] = value;
      if (fits(cells, size, cell) && search(cell + 1)) {
        cells[cell] = EMPTY;
        return true;
      }
    }
    cells[cell] = EMPTY;
    return false;
  };
  search(0);
  return { count, solution, nodes };
}

const levelOf = (size: number): Difficulty =>
  (Object.entries(SIZES).find(([, value]) => value === size)?.[0] as Difficulty | undefined) ??
  "expert";

function lineDistinct(grid: readonly number[], size: number): boolean {
  const rows = new Set<string>();
  const cols = new Set<string>();
  for (let index = 0; index < size; index += 1) {
    rows.add(grid.slice(index * size, index * size + size).join(""));
    cols.add(Array.from({ length: size }, (_, k) => grid[k * size + index]).join(""));
  }
  return rows.size === size && cols.size === size;
}

export function generateBinary(seed: Seed, options: BinaryOptions): BinaryPuzzle {
  const size = SIZES[options.difficulty];
  const full = solveBinary(new Array(size * size).fill(EMPTY), size, 1, createRandom(seed));
  if (!full.solution) throw new Error("An empty binary grid always has a solution");
  const solution = full.solution;
  const givens = [...solution];
  const random = createRandom(childSeed(seed, "holes"));
  for (const cell of random.shuffle([...givens.keys()])) {
    const value = givens[cell] as number;
    givens[cell] = EMPTY;
    if (solveBinary(givens, size).count !== 1) givens[cell] = value;
  }
  const proof = solveBinary(givens, size);
  return {
    type: "binary",
    seed: String(seed),
    difficulty: options.difficulty,
    size,
    givens,
    solution,
    grade: { searchNodes: proof.nodes, clues: givens.filter((value) => value !== EMPTY).length },
  };
}

export function verifyBinary(puzzle: BinaryPuzzle) {
  const problems: string[] = [];
  const { size, solution } = puzzle;
  if (!solution.every((_, cell) => fits(solution, size, cell)) || !lineDistinct(solution, size)) {
    problems.push("The answer breaks a rule");
  }
  puzzle.givens.forEach((value, cell) => {
    if (value !== EMPTY && value !== solution[cell])
      problems.push(`The clue at cell ${cell + 1} disagrees with the answer`);
  });
  const proof = solveBinary(puzzle.givens, size);
  if (proof.count !== 1)
    problems.push(`The puzzle has ${proof.count === 0 ? "no" : "more than one"} solution`);
  else if (proof.solution?.join() !== solution.join())
    problems.push("The answer key is not the puzzle's solution");
  if (levelOf(size) !== puzzle.difficulty)
    problems.push("The difficulty label does not match the size");
  return verification(problems);
}

function draw(puzzle: BinaryPuzzle, box: Box, values: readonly number[]): Element[] {
  const frame = fitGrid(box, puzzle.size, puzzle.size, STROKE.thick);
  return [
    gridElement(
      frame,
      values.map((value) => (value === EMPTY ? "" : String(value))),
    ),
    {
      kind: "rect",
      x: frame.x,
      y: frame.y,
      width: puzzle.size * frame.cellSize,
      height: puzzle.size * frame.cellSize,
      strokePt: STROKE.thick,
      fill: 0,
    },
  ];
}

export const binary: PuzzleType<BinaryPuzzle, BinaryOptions> = {
  ...binaryRules,
  generate: generateBinary,
  verify: verifyBinary,
  toLayout: (puzzle, box) => draw(puzzle, box, puzzle.givens),
  answerToLayout: (puzzle, box) => draw(puzzle, box, puzzle.solution),
};
