import type { Box, Element } from "../../books/interior/elements";
import { boxLines, fitGrid, gridElement, STROKE } from "../draw";
import { childSeed, createRandom, type Seed } from "../random";
import { type Difficulty, type PuzzleBase, type PuzzleType, verification } from "../types";
import { gradeSudoku, type SudokuTechnique } from "./grade";
import { countSolutions, maskDigits, sudokuGeometry } from "./grid";
import { SUDOKU_LEVELS, type SudokuOptions, type SudokuSize, sudokuRules } from "./sudoku-rules";

/*
 * Sudoku in 4 × 4, 6 × 6, 9 × 9 and 16 × 16 (decision 0091). A random full grid, then clues
 * removed one at a time in random order while the puzzle stays within the target difficulty:
 * easy and medium must stay solvable by singles alone (easy keeps more clues), hard by the
 * grader's pairs and locked candidates, expert only uniquely solvable. The result is graded again
 * and kept only if it lands on the target; otherwise another attempt starts from a child seed.
 */

/** Easy keeps at least this many clues; medium removes every clue singles allow. */
const EASY_CLUE_FLOOR: Record<SudokuSize, number> = { 4: 8, 6: 18, 9: 36, 16: 140 };
const MAX_ATTEMPTS = 40;

export type SudokuPuzzle = PuzzleBase & {
  type: "sudoku";
  size: SudokuSize;
  boxRows: number;
  boxCols: number;
  /** Row-major, 0 for an empty cell. */
  givens: number[];
  solution: number[];
  grade: {
    /** The hardest technique the grader needed; "search" when it needed trial and error. */
    hardest: SudokuTechnique | "search" | null;
    steps: Record<SudokuTechnique, number>;
    clues: number;
    /** Nodes the exact solver visited proving the solution unique. */
    searchNodes: number;
  };
};

function difficultyOf(
  hardest: SudokuTechnique | "search" | null,
  clues: number,
  size: SudokuSize,
): Difficulty {
  if (hardest === "search") return "expert";
  if (hardest === "locked-candidates" || hardest === "naked-pair" || hardest === "hidden-pair")
    return "hard";
  return clues >= EASY_CLUE_FLOOR[size] ? "easy" : "medium";
}

function randomFullGrid(size: SudokuSize, seed: Seed): number[] {
  const geometry = sudokuGeometry(size);
  // A random fill of an empty 16 × 16 usually takes a few hundred nodes but now and then
  // wanders for seconds: past a node budget it restarts from a child seed instead.
  for (let attempt = 0; ; attempt += 1) {
    const random = createRandom(attempt === 0 ? seed : childSeed(seed, `fill-${attempt}`));
    const result = countSolutions(
      new Array(size * size).fill(0),
      geometry,
      1,
      (mask) => random.shuffle(maskDigits(mask)),
      20 * size * size,
    );
    if (result.solution) return result.solution;
  }
}

/**
 * Grade a sudoku's givens: the measured difficulty and the proof of a single solution. When the
 * grader completes the grid, that is the proof (each of its steps is forced); otherwise the exact
 * solver looks for a second solution, and its node count is part of the grade.
 */
export function measureSudoku(givens: readonly number[], size: SudokuSize) {
  const geometry = sudokuGeometry(size);
  const graded = gradeSudoku(givens, geometry);
  const clues = givens.filter(Boolean).length;
  const proof = graded.solved
    ? { count: 1, solution: graded.grid, nodes: 0 }
    : countSolutions(givens, geometry, 2);
  const hardest = graded.solved ? graded.hardest : ("search" as const);
  return {
    solutions: proof.count,
    solution: proof.solution,
    grade: { hardest, steps: graded.steps, clues, searchNodes: proof.nodes },
    difficulty: difficultyOf(hardest, clues, size),
  };
}

function attempt(seed: string, options: SudokuOptions): SudokuPuzzle | null {
  const { size, difficulty } = options;
  const geometry = sudokuGeometry(size);
  const solution = randomFullGrid(size, seed);
  const givens = [...solution];
  const random = createRandom(childSeed(seed, "holes"));
  const stillFits = (grid: number[]): boolean => {
    if (difficulty === "easy" || difficulty === "medium") {
      return gradeSudoku(grid, geometry, "hidden-single").solved;
    }
    if (difficulty === "hard") {
      // Singles first: far cheaper, and most removals are decided by them.
      return (
        gradeSudoku(grid, geometry, "hidden-single").solved || gradeSudoku(grid, geometry).solved
      );
    }
    return countSolutions(grid, geometry, 2).count === 1;
  };
  let clues = givens.length;
  for (const cell of random.shuffle(givens.map((_, index) => index))) {
    if (difficulty === "easy" && clues <= EASY_CLUE_FLOOR[size]) break;
    const digit = givens[cell] as number;
    givens[cell] = 0;
    if (stillFits(givens)) clues -= 1;
    else givens[cell] = digit;
  }
  const measured = measureSudoku(givens, size);
  if (measured.solutions !== 1 || measured.difficulty !== difficulty) return null;
  return {
    type: "sudoku",
    seed,
    difficulty,
    size,
    boxRows: geometry.boxRows,
    boxCols: geometry.boxCols,
    givens,
    solution,
    grade: measured.grade,
  };
}

export function generateSudoku(seed: Seed, options: SudokuOptions): SudokuPuzzle {
  if (!SUDOKU_LEVELS[options.size].includes(options.difficulty)) {
    throw new Error(
      `A ${options.size} × ${options.size} sudoku has no ${options.difficulty} level`,
    );
  }
  for (let index = 0; index < MAX_ATTEMPTS; index += 1) {
    const puzzle = attempt(index === 0 ? String(seed) : childSeed(seed, index), options);
    if (puzzle) return puzzle;
  }
  throw new Error(`No ${options.difficulty} sudoku found from seed ${String(seed)}`);
}

export function verifySudoku(puzzle: SudokuPuzzle) {
  const problems: string[] = [];
  const cells = puzzle.size * puzzle.size;
  if (puzzle.givens.length !== cells || puzzle.solution.length !== cells) {
    return verification([`A ${puzzle.size} × ${puzzle.size} sudoku has ${cells} cells`]);
  }
  puzzle.givens.forEach((digit, cell) => {
    if (digit && digit !== puzzle.solution[cell])
      problems.push(`Clue at cell ${cell + 1} disagrees with the answer`);
  });
  const measured = measureSudoku(puzzle.givens, puzzle.size);
  if (measured.solutions !== 1)
    problems.push(`The puzzle has ${measured.solutions === 0 ? "no" : "more than one"} solution`);
  else if (measured.solution?.join() !== puzzle.solution.join())
    problems.push("The answer key is not the puzzle's solution");
  if (measured.difficulty !== puzzle.difficulty) {
    problems.push(`Graded ${measured.difficulty}, labelled ${puzzle.difficulty}`);
  }
  return verification(problems);
}

function draw(puzzle: SudokuPuzzle, box: Box, digits: readonly number[]): Element[] {
  const frame = fitGrid(box, puzzle.size, puzzle.size, STROKE.thick);
  const cells = digits.map((digit) => (digit ? String(digit) : ""));
  return [
    gridElement(frame, cells, { sample: puzzle.size > 9 ? "16" : "8" }),
    ...boxLines(frame, puzzle.boxRows, puzzle.boxCols),
  ];
}

export const sudoku: PuzzleType<SudokuPuzzle, SudokuOptions> = {
  ...sudokuRules,
  generate: generateSudoku,
  verify: verifySudoku,
  toLayout: (puzzle, box) => draw(puzzle, box, puzzle.givens),
  answerToLayout: (puzzle, box) => draw(puzzle, box, puzzle.solution),
};
