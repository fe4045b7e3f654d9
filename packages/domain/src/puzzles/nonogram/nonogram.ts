import type { Box, Element } from "../../books/interior/elements";
import { measureText } from "../../books/interior/font-metrics";
import { line, MIN_FONT_PT, STROKE } from "../draw";
import { createRandom, type Seed } from "../random";
import {
  DIFFICULTIES,
  type Difficulty,
  type PuzzleBase,
  type PuzzleType,
  verification,
} from "../types";
import { cluesOf, solveNonogram } from "./line-solver";
import { type NonogramOptions, nonogramRules } from "./nonogram-rules";

/*
 * Nonograms (picture logic) that the line solver completes alone, so each has exactly one solution
 * and never needs a guess. A random blobby picture (noise smoothed once) is tried; where the
 * solver stalls, one undecided cell of the picture is flipped and the clues recomputed, until the
 * solver finishes. The level is measured: the grid's size and how many full sweeps the solver
 * needed (more sweeps, longer chains of deductions).
 */

const SIZES: Record<Difficulty, number> = { easy: 10, medium: 15, hard: 20, expert: 25 };

export type NonogramPuzzle = PuzzleBase & {
  type: "nonogram";
  rows: number;
  cols: number;
  rowClues: number[][];
  colClues: number[][];
  /** Row-major, 1 filled, 0 empty. */
  solution: (0 | 1)[];
  grade: { sweeps: number; firstSweepShare: number };
};

/** Size sets the level; a grid the solver needed 10+ sweeps for counts one level harder. */
function levelOf(size: number, sweeps: number): Difficulty {
  const base = size <= 10 ? 0 : size <= 15 ? 1 : size <= 20 ? 2 : 3;
  return DIFFICULTIES[Math.min(3, base + (sweeps >= 10 ? 1 : 0))] as Difficulty;
}

function clues(solution: readonly (0 | 1)[], rows: number, cols: number) {
  const rowClues = Array.from({ length: rows }, (_, row) =>
    cluesOf(solution.slice(row * cols, row * cols + cols)),
  );
  const colClues = Array.from({ length: cols }, (_, col) =>
    cluesOf(Array.from({ length: rows }, (_, row) => solution[row * cols + col] as 0 | 1)),
  );
  return { rowClues, colClues };
}

export function generateNonogram(seed: Seed, options: NonogramOptions): NonogramPuzzle {
  const size = options.size ?? SIZES[options.difficulty];
  const rows = size;
  const cols = size;
  const random = createRandom(seed);
  const noise = Array.from({ length: rows * cols }, () => (random.chance(0.55) ? 1 : 0));
  // One smoothing pass: a cell takes the majority of its 3 × 3 neighbourhood, so shapes form.
  const solution = noise.map((cell, index) => {
    const row = Math.floor(index / cols);
    const col = index % cols;
    let sum = 0;
    let count = 0;
    for (let dr = -1; dr <= 1; dr += 1) {
      for (let dc = -1; dc <= 1; dc += 1) {
        const r = row + dr;
        const c = col + dc;
        if (r < 0 || r >= rows || c < 0 || c >= cols) continue;
        sum += noise[r * cols + c] as number;
        count += 1;
      }
    }
    return (2 * sum > count ? 1 : 2 * sum < count ? 0 : cell) as 0 | 1;
  });
  for (let flips = 0; flips < rows * cols; flips += 1) {
    const { rowClues, colClues } = clues(solution, rows, cols);
    const solved = solveNonogram(rows, cols, rowClues, colClues);
    if (solved.solved) {
      return {
        type: "nonogram",
        seed: String(seed),
        difficulty: levelOf(size, solved.sweeps),
        rows,
        cols,
        rowClues,
        colClues,
        solution,
        grade: {
          sweeps: solved.sweeps,
          firstSweepShare: Number(solved.firstSweepShare.toFixed(3)),
        },
      };
    }
    const undecided = solved.grid.flatMap((cell, index) => (cell === -1 ? [index] : []));
    const cell = random.pick(undecided);
    solution[cell] = solution[cell] ? 0 : 1;
  }
  throw new Error(`No line-solvable nonogram from seed ${String(seed)}`);
}

export function verifyNonogram(puzzle: NonogramPuzzle) {
  const problems: string[] = [];
  const expected = clues(puzzle.solution, puzzle.rows, puzzle.cols);
  if (JSON.stringify(expected.rowClues) !== JSON.stringify(puzzle.rowClues))
    problems.push("The row clues do not match the answer");
  if (JSON.stringify(expected.colClues) !== JSON.stringify(puzzle.colClues))
    problems.push("The column clues do not match the answer");
  const solved = solveNonogram(puzzle.rows, puzzle.cols, puzzle.rowClues, puzzle.colClues);
  if (!solved.solved) problems.push("The clues do not lead to a single picture without guessing");
  else if (solved.grid.join() !== puzzle.solution.join())
    problems.push("The answer key is not the clues' picture");
  if (solved.solved && levelOf(puzzle.cols, solved.sweeps) !== puzzle.difficulty)
    problems.push("The difficulty label does not match the solve");
  return verification(problems);
}

function draw(puzzle: NonogramPuzzle, box: Box, answer: boolean): Element[] {
  const rowDepth = answer ? 0 : Math.max(1, ...puzzle.rowClues.map((list) => list.length));
  const colDepth = answer ? 0 : Math.max(1, ...puzzle.colClues.map((list) => list.length));
  // Row clues are numbers side by side, so give each about a cell's width.
  const cell = Math.min(
    (box.width - STROKE.thick) / (puzzle.cols + rowDepth),
    (box.height - STROKE.thick) / (puzzle.rows + colDepth),
  );
  const gridX = box.x + (box.width - cell * (puzzle.cols + rowDepth)) / 2 + rowDepth * cell;
  const gridY = box.y + (box.height - cell * (puzzle.rows + colDepth)) / 2 + colDepth * cell;
  const fills = answer ? puzzle.solution.map((value) => (value ? 1 : 0)) : undefined;
  const elements: Element[] = [
    {
      kind: "grid",
      x: gridX,
      y: gridY,
      rows: puzzle.rows,
      cols: puzzle.cols,
      cellSize: cell,
      cells: new Array(puzzle.rows * puzzle.cols).fill(""),
      font: "regular",
      sizePt: MIN_FONT_PT,
      strokePt: STROKE.thin,
      ...(fills ? { fills } : {}),
    },
  ];
  for (let index = 0; index <= puzzle.rows; index += 5) {
    const y = gridY + Math.min(index, puzzle.rows) * cell;
    elements.push(line(gridX, y, gridX + puzzle.cols * cell, y, STROKE.thick));
  }
  for (let index = 0; index <= puzzle.cols; index += 5) {
    const x = gridX + Math.min(index, puzzle.cols) * cell;
    elements.push(line(x, gridY, x, gridY + puzzle.rows * cell, STROKE.thick));
  }
  if (answer) return elements;
  const size = Math.max(
    MIN_FONT_PT,
    Math.min(cell * 0.6, (cell * 0.9) / measureText("88", "regular", 1)),
  );
  const text = (value: string, centerX: number, baseline: number) => {
    const width = measureText(value, "regular", size);
    elements.push({
      kind: "text",
      text: value,
      font: "regular",
      sizePt: size,
      x: centerX - width / 2,
      baseline,
      width,
    });
  };
  puzzle.rowClues.forEach((list, row) => {
    const shown = list.length ? list : [0];
    shown.forEach((value, index) => {
      text(
        String(value),
        gridX - (shown.length - index - 0.5) * cell,
        gridY + (row + 0.5) * cell + size * 0.35,
      );
    });
  });
  puzzle.colClues.forEach((list, col) => {
    const shown = list.length ? list : [0];
    shown.forEach((value, index) => {
      text(
        String(value),
        gridX + (col + 0.5) * cell,
        gridY - (shown.length - index - 0.5) * cell + size * 0.35,
      );
    });
  });
  return elements;
}

export const nonogram: PuzzleType<NonogramPuzzle, NonogramOptions> = {
  ...nonogramRules,
  generate: generateNonogram,
  verify: verifyNonogram,
  toLayout: (puzzle, box) => draw(puzzle, box, false),
  answerToLayout: (puzzle, box) => draw(puzzle, box, true),
};
