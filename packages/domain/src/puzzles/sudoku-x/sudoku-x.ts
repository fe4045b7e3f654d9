import type { Box, Element } from "../../books/interior/elements";
import { boxLines, fitGrid, gridElement, STROKE } from "../draw";
import { childSeed, createRandom, type Random, type Seed } from "../random";
import { gradeSudoku, type SudokuTechnique } from "../sudoku/grade";
import { bitCount, maskDigits, type SudokuGeometry, sudokuGeometry } from "../sudoku/grid";
import { type Difficulty, type PuzzleBase, type PuzzleType, verification } from "../types";
import { type SudokuXOptions, sudokuXRules } from "./sudoku-x-rules";

/*
 * Sudoku X (diagonal sudoku), 9 × 9, decision 0096: a sudoku whose two main diagonals must also
 * hold 1 to 9 once. The human-style grader of sudoku/ takes any list of units, so it grades this
 * variant as it is (its pointing rule holds for any two units that cross); the exact solver of
 * sudoku/ keeps exactly three units per cell, so this file has a small one of its own for the
 * random fill and the proof of uniqueness when the grader stops. Levels as for sudoku: easy and
 * medium by singles (easy keeps 36+ clues), hard needs locked candidates or a pair; expert (search)
 * is not offered.
 */

const SIZE = 9;
const EASY_CLUE_FLOOR = 36;
const MAX_ATTEMPTS = 40;
const SEARCH_BUDGET = 200_000;

let cached: SudokuGeometry | null = null;

/** Rows, columns, boxes, then the two diagonals. */
export function sudokuXGeometry(): SudokuGeometry {
  if (cached) return cached;
  const base = sudokuGeometry(9);
  const main = Array.from({ length: SIZE }, (_, index) => index * SIZE + index);
  const anti = Array.from({ length: SIZE }, (_, index) => index * SIZE + (SIZE - 1 - index));
  const units = [...base.units, main, anti];
  const peers = base.peers.map((list, cell) => {
    const set = new Set(list);
    for (const diagonal of [main, anti]) {
      if (diagonal.includes(cell)) for (const other of diagonal) if (other !== cell) set.add(other);
    }
    return [...set];
  });
  cached = { ...base, units, peers };
  return cached;
}

const unitsOfCell: number[][] = (() => {
  const lists: number[][] = Array.from({ length: SIZE * SIZE }, () => []);
  sudokuXGeometry().units.forEach((unit, index) => {
    for (const cell of unit) (lists[cell] as number[]).push(index);
  });
  return lists;
})();

/** Exact solver over any units: counts solutions to `limit`, within a node budget. */
export function countSudokuX(
  grid: readonly number[],
  limit = 2,
  random?: Random,
  maxNodes = SEARCH_BUDGET,
): { count: number; solution: number[] | null; nodes: number; complete: boolean } {
  const { units, all } = sudokuXGeometry();
  const used = new Array<number>(units.length).fill(0);
  const cells = [...grid];
  for (let cell = 0; cell < cells.length; cell += 1) {
    const digit = cells[cell] as number;
    if (!digit) continue;
    const bit = 1 << (digit - 1);
    for (const unit of unitsOfCell[cell] as number[]) {
      if ((used[unit] as number) & bit)
        return { count: 0, solution: null, nodes: 0, complete: true };
      used[unit] = (used[unit] as number) | bit;
    }
  }
  let count = 0;
  let nodes = 0;
  let solution: number[] | null = null;
  const search = (): boolean => {
    nodes += 1;
    if (nodes > maxNodes) return true;
    let best = -1;
    let bestMask = 0;
    let bestCount = SIZE + 1;
    for (let cell = 0; cell < cells.length; cell += 1) {
      if (cells[cell]) continue;
      let taken = 0;
      for (const unit of unitsOfCell[cell] as number[]) taken |= used[unit] as number;
      const mask = all & ~taken;
      const n = bitCount(mask);
      if (n < bestCount) {
        best = cell;
        bestMask = mask;
        bestCount = n;
        if (n <= 1) break;
      }
    }
    if (best < 0) {
      count += 1;
      if (!solution) solution = [...cells];
      return count >= limit;
    }
    if (bestCount === 0) return false;
    const digits = random ? random.shuffle(maskDigits(bestMask)) : maskDigits(bestMask);
    for (const digit of digits) {
      const bit = 1 << (digit - 1);
      cells[best] = digit;
      for (const unit of unitsOfCell[best] as number[]) used[unit] = (used[unit] as number) | bit;
      const stop = search();
      for (const unit of unitsOfCell[best] as number[]) used[unit] = (used[unit] as number) & ~bit;
      cells[best] = 0;
      if (stop) return true;
    }
    return false;
  };
  search();
  return { count, solution, nodes, complete: nodes <= maxNodes };
}

export type SudokuXPuzzle = PuzzleBase & {
  type: "sudoku-x";
  givens: number[];
  solution: number[];
  grade: { hardest: SudokuTechnique | "search" | null; clues: number; searchNodes: number };
};

function levelOf(hardest: SudokuTechnique | "search" | null, clues: number): Difficulty {
  if (hardest === "search") return "expert";
  if (hardest === "locked-candidates" || hardest === "naked-pair" || hardest === "hidden-pair")
    return "hard";
  return clues >= EASY_CLUE_FLOOR ? "easy" : "medium";
}

export function measureSudokuX(givens: readonly number[]) {
  const graded = gradeSudoku(givens, sudokuXGeometry());
  const clues = givens.filter(Boolean).length;
  const proof = graded.solved
    ? { count: 1, solution: graded.grid, nodes: 0, complete: true }
    : countSudokuX(givens, 2);
  const hardest = graded.solved ? graded.hardest : ("search" as const);
  return {
    solutions: proof.complete ? proof.count : Number.NaN,
    solution: proof.solution,
    grade: { hardest, clues, searchNodes: proof.nodes },
    difficulty: levelOf(hardest, clues),
  };
}

function attempt(seed: string, difficulty: Exclude<Difficulty, "expert">): SudokuXPuzzle | null {
  const geometry = sudokuXGeometry();
  const full = countSudokuX(
    new Array(SIZE * SIZE).fill(0),
    1,
    createRandom(childSeed(seed, "fill")),
    20_000,
  ).solution;
  if (!full) return null;
  const givens = [...full];
  const holes = createRandom(childSeed(seed, "holes"));
  const stillFits = (grid: number[]) =>
    gradeSudoku(grid, geometry, "hidden-single").solved ||
    (difficulty === "hard" && gradeSudoku(grid, geometry).solved);
  let clues = givens.length;
  for (const cell of holes.shuffle(givens.map((_, index) => index))) {
    if (difficulty === "easy" && clues <= EASY_CLUE_FLOOR) break;
    const digit = givens[cell] as number;
    givens[cell] = 0;
    if (stillFits(givens)) clues -= 1;
    else givens[cell] = digit;
  }
  const measured = measureSudokuX(givens);
  if (measured.solutions !== 1 || measured.difficulty !== difficulty) return null;
  return { type: "sudoku-x", seed, difficulty, givens, solution: full, grade: measured.grade };
}

export function generateSudokuX(seed: Seed, options: SudokuXOptions): SudokuXPuzzle {
  for (let index = 0; index < MAX_ATTEMPTS; index += 1) {
    const puzzle = attempt(index === 0 ? String(seed) : childSeed(seed, index), options.difficulty);
    if (puzzle) return { ...puzzle, seed: String(seed) };
  }
  throw new Error(`No ${options.difficulty} sudoku X found from seed ${String(seed)}`);
}

export function verifySudokuX(puzzle: SudokuXPuzzle) {
  if (puzzle.givens.length !== 81 || puzzle.solution.length !== 81)
    return verification(["A sudoku X has 81 cells"]);
  const problems: string[] = [];
  puzzle.givens.forEach((digit, cell) => {
    if (digit && digit !== puzzle.solution[cell])
      problems.push(`Clue at cell ${cell + 1} disagrees with the answer`);
  });
  const measured = measureSudokuX(puzzle.givens);
  if (Number.isNaN(measured.solutions))
    problems.push("The puzzle could not be proved to have one solution");
  else if (measured.solutions !== 1)
    problems.push(`The puzzle has ${measured.solutions === 0 ? "no" : "more than one"} solution`);
  else if (measured.solution?.join() !== puzzle.solution.join())
    problems.push("The answer key is not the puzzle's solution");
  if (measured.difficulty !== puzzle.difficulty)
    problems.push(`Graded ${measured.difficulty}, labelled ${puzzle.difficulty}`);
  return verification(problems);
}

function draw(box: Box, digits: readonly number[]): Element[] {
  const frame = fitGrid(box, SIZE, SIZE, STROKE.thick);
  // The diagonals' cells are shaded light grey, so the digits stay readable.
  const fills = digits.map((_, cell) => {
    const row = Math.floor(cell / SIZE);
    const col = cell % SIZE;
    return row === col || row + col === SIZE - 1 ? 0.15 : 0;
  });
  return [
    gridElement(
      frame,
      digits.map((digit) => (digit ? String(digit) : "")),
      { fills },
    ),
    ...boxLines(frame, 3, 3),
  ];
}

export const sudokuX: PuzzleType<SudokuXPuzzle, SudokuXOptions> = {
  ...sudokuXRules,
  generate: generateSudokuX,
  verify: verifySudokuX,
  toLayout: (puzzle, box) => draw(box, puzzle.givens),
  answerToLayout: (puzzle, box) => draw(box, puzzle.solution),
};
