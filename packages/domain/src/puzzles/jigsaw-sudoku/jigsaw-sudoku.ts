import type { Box, Element } from "../../books/interior/elements";
import { fitGrid, gridElement, line, STROKE } from "../draw";
import { childSeed, createRandom, type Seed } from "../random";
import { gradeSudoku, type SudokuTechnique } from "../sudoku/grade";
import { countSolutions, maskDigits, type SudokuGeometry, sudokuGeometry } from "../sudoku/grid";
import { type Difficulty, type PuzzleBase, type PuzzleType, verification } from "../types";
import {
  JIGSAW_LEVELS,
  type JigsawSize,
  type JigsawSudokuOptions,
  jigsawSudokuRules,
} from "./jigsaw-sudoku-rules";
import {
  hasStraightRegion,
  isValidRegions,
  jigsawGeometry,
  type Regions,
  randomRegions,
} from "./regions";

/*
 * Jigsaw sudoku (irregular sudoku), a variant on the sudoku type's own solver and grader
 * (decision 0096): the boxes are replaced by irregular regions of n cells, so any n works. The
 * solver and the human-style grader take the geometry as data, so nothing of sudoku/ changes.
 * Clues are removed as for sudoku: easy and medium stay solvable by singles (easy keeps more
 * clues), hard needs locked candidates or a pair; a grid needing search would grade expert, which
 * is not offered. The result is graded again and uniqueness proved (by the grader's forced steps,
 * or the exact solver counting to two when they stop).
 */

const EASY_CLUE_FLOOR: Record<JigsawSize, number> = { 6: 18, 9: 36 };
const MAX_ATTEMPTS = 40;
const SEARCH_BUDGET = 200_000;

export type JigsawSudokuPuzzle = PuzzleBase & {
  type: "jigsaw-sudoku";
  size: JigsawSize;
  /** Row-major region index of each cell. */
  regions: Regions;
  givens: number[];
  solution: number[];
  grade: { hardest: SudokuTechnique | "search" | null; clues: number; searchNodes: number };
};

function levelOf(
  hardest: SudokuTechnique | "search" | null,
  clues: number,
  size: JigsawSize,
): Difficulty {
  if (hardest === "search") return "expert";
  if (hardest === "locked-candidates" || hardest === "naked-pair" || hardest === "hidden-pair")
    return "hard";
  return clues >= EASY_CLUE_FLOOR[size] ? "easy" : "medium";
}

export function measureJigsaw(
  givens: readonly number[],
  geometry: SudokuGeometry,
  size: JigsawSize,
) {
  const graded = gradeSudoku(givens, geometry);
  const clues = givens.filter(Boolean).length;
  // Irregular regions can send the plain search wandering (an emptied grid takes minutes): past
  // a budget the puzzle counts as unproved, which verify refuses like a second solution.
  const proof = graded.solved
    ? { count: 1, solution: graded.grid, nodes: 0 }
    : countSolutions(givens, geometry, 2, undefined, SEARCH_BUDGET);
  const proved = proof.nodes <= SEARCH_BUDGET;
  const hardest = graded.solved ? graded.hardest : ("search" as const);
  return {
    solutions: proved ? proof.count : Number.NaN,
    solution: proof.solution,
    grade: { hardest, clues, searchNodes: proof.nodes },
    difficulty: levelOf(hardest, clues, size),
  };
}

function attempt(seed: string, options: JigsawSudokuOptions): JigsawSudokuPuzzle | null {
  const { size, difficulty } = options;
  const fill = createRandom(childSeed(seed, "fill"));
  const full = countSolutions(new Array(size * size).fill(0), sudokuGeometry(size), 1, (mask) =>
    fill.shuffle(maskDigits(mask)),
  ).solution as number[];
  const regions = randomRegions(size, createRandom(childSeed(seed, "regions")), full);
  if (!isValidRegions(regions, size) || hasStraightRegion(regions, size)) return null;
  const geometry = jigsawGeometry(regions, size);
  const givens = [...full];
  const holes = createRandom(childSeed(seed, "holes"));
  const stillFits = (grid: number[]) => {
    if (difficulty === "easy" || difficulty === "medium")
      return gradeSudoku(grid, geometry, "hidden-single").solved;
    return (
      gradeSudoku(grid, geometry, "hidden-single").solved || gradeSudoku(grid, geometry).solved
    );
  };
  let clues = givens.length;
  for (const cell of holes.shuffle(givens.map((_, index) => index))) {
    if (difficulty === "easy" && clues <= EASY_CLUE_FLOOR[size]) break;
    const digit = givens[cell] as number;
    givens[cell] = 0;
    if (stillFits(givens)) clues -= 1;
    else givens[cell] = digit;
  }
  const measured = measureJigsaw(givens, geometry, size);
  if (measured.solutions !== 1 || measured.difficulty !== difficulty) return null;
  return {
    type: "jigsaw-sudoku",
    seed,
    difficulty,
    size,
    regions,
    givens,
    solution: full,
    grade: measured.grade,
  };
}

export function generateJigsawSudoku(seed: Seed, options: JigsawSudokuOptions): JigsawSudokuPuzzle {
  if (!JIGSAW_LEVELS[options.size].includes(options.difficulty))
    throw new Error(
      `A ${options.size} × ${options.size} jigsaw sudoku has no ${options.difficulty} level`,
    );
  for (let index = 0; index < MAX_ATTEMPTS; index += 1) {
    const puzzle = attempt(index === 0 ? String(seed) : childSeed(seed, index), options);
    if (puzzle) return { ...puzzle, seed: String(seed) };
  }
  throw new Error(`No ${options.difficulty} jigsaw sudoku found from seed ${String(seed)}`);
}

export function verifyJigsawSudoku(puzzle: JigsawSudokuPuzzle) {
  const { size } = puzzle;
  const cells = size * size;
  if (puzzle.givens.length !== cells || puzzle.solution.length !== cells)
    return verification([`A ${size} × ${size} jigsaw sudoku has ${cells} cells`]);
  if (!isValidRegions(puzzle.regions, size))
    return verification([`The regions must be ${size} connected regions of ${size} cells`]);
  const problems: string[] = [];
  puzzle.givens.forEach((digit, cell) => {
    if (digit && digit !== puzzle.solution[cell])
      problems.push(`Clue at cell ${cell + 1} disagrees with the answer`);
  });
  const measured = measureJigsaw(puzzle.givens, jigsawGeometry(puzzle.regions, size), size);
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

/** Thick lines along every edge between two regions, and around the grid. */
function regionLines(puzzle: JigsawSudokuPuzzle, frame: ReturnType<typeof fitGrid>): Element[] {
  const { size, regions } = puzzle;
  const { x, y, cellSize } = frame;
  const lines: Element[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      const here = regions[row * size + col];
      if (col < size - 1 && regions[row * size + col + 1] !== here) {
        const lx = x + (col + 1) * cellSize;
        lines.push(line(lx, y + row * cellSize, lx, y + (row + 1) * cellSize, STROKE.thick));
      }
      if (row < size - 1 && regions[(row + 1) * size + col] !== here) {
        const ly = y + (row + 1) * cellSize;
        lines.push(line(x + col * cellSize, ly, x + (col + 1) * cellSize, ly, STROKE.thick));
      }
    }
  }
  const side = size * cellSize;
  lines.push({ kind: "rect", x, y, width: side, height: side, strokePt: STROKE.thick, fill: 0 });
  return lines;
}

function draw(puzzle: JigsawSudokuPuzzle, box: Box, digits: readonly number[]): Element[] {
  const frame = fitGrid(box, puzzle.size, puzzle.size, STROKE.thick);
  return [
    gridElement(
      frame,
      digits.map((digit) => (digit ? String(digit) : "")),
    ),
    ...regionLines(puzzle, frame),
  ];
}

export const jigsawSudoku: PuzzleType<JigsawSudokuPuzzle, JigsawSudokuOptions> = {
  ...jigsawSudokuRules,
  generate: generateJigsawSudoku,
  verify: verifyJigsawSudoku,
  toLayout: (puzzle, box) => draw(puzzle, box, puzzle.givens),
  answerToLayout: (puzzle, box) => draw(puzzle, box, puzzle.solution),
};
