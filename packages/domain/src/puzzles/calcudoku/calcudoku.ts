import type { Box, Element } from "../../books/interior/elements";
import { measureText } from "../../books/interior/font-metrics";
import { fitGrid, gridElement, line, MIN_FONT_PT, STROKE } from "../draw";
import {
  type Cage,
  type CageOp,
  cageHolds,
  isLatinSquare,
  randomLatinSquare,
  solveLatin,
} from "../latin/latin-solver";
import { childSeed, createRandom, type Seed } from "../random";
import { type Difficulty, type PuzzleBase, type PuzzleType, verification } from "../types";
import { type CalcudokuOptions, calcudokuRules } from "./calcudoku-rules";

/*
 * Calcudoku: a Latin square cut into cages, each with a target and an operation. Cages grow at
 * random to 1–4 cells; pairs take a difference or, when one divides the other, a quotient; larger
 * cages a sum or a product. A cut that leaves more than one solution is thrown away and another
 * tried (child seeds), so every puzzle is proved unique by the exact solver. The size sets the
 * level (4 × 4 easy to 6 × 6 hard) and the search nodes are the grade.
 */

const SIZES: Record<Exclude<Difficulty, "expert">, number> = { easy: 4, medium: 5, hard: 6 };

export type CalcudokuPuzzle = PuzzleBase & {
  type: "calcudoku";
  size: number;
  cages: Cage[];
  solution: number[];
  grade: { searchNodes: number; cages: number };
};

const levelOf = (size: number): Difficulty =>
  (Object.entries(SIZES).find(([, value]) => value === size)?.[0] as Difficulty | undefined) ??
  "expert";

function cut(solution: readonly number[], size: number, seed: Seed): Cage[] {
  const random = createRandom(seed);
  const owner = new Array<number>(size * size).fill(-1);
  const groups: number[][] = [];
  for (const start of random.shuffle([...owner.keys()])) {
    if (owner[start] !== -1) continue;
    const target = random.pick([1, 2, 2, 2, 3, 3, 3, 4]);
    const group = [start];
    owner[start] = groups.length;
    while (group.length < target) {
      const frontier = group.flatMap((cell) => {
        const row = Math.floor(cell / size);
        const col = cell % size;
        return [
          row > 0 ? cell - size : -1,
          row < size - 1 ? cell + size : -1,
          col > 0 ? cell - 1 : -1,
          col < size - 1 ? cell + 1 : -1,
        ].filter((next) => next >= 0 && owner[next] === -1);
      });
      if (frontier.length === 0) break;
      const next = random.pick(frontier);
      owner[next] = groups.length;
      group.push(next);
    }
    groups.push(group.sort((a, b) => a - b));
  }
  return groups.map((cells) => {
    const values = cells.map((cell) => solution[cell] as number);
    let op: CageOp;
    let target: number;
    if (cells.length === 1) {
      op = "=";
      target = values[0] as number;
    } else if (cells.length === 2) {
      const [high, low] = [Math.max(...values), Math.min(...values)];
      op = high % low === 0 && random.chance(0.5) ? "÷" : "-";
      target = op === "÷" ? high / low : high - low;
    } else {
      op = random.chance(0.5) ? "+" : "×";
      target = op === "+" ? values.reduce((a, b) => a + b, 0) : values.reduce((a, b) => a * b, 1);
    }
    return { cells, op, target };
  });
}

export function generateCalcudoku(seed: Seed, options: CalcudokuOptions): CalcudokuPuzzle {
  const size = SIZES[options.difficulty];
  const solution = randomLatinSquare(size, seed);
  const givens = new Array<number>(size * size).fill(0);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const cages = cut(solution, size, childSeed(seed, attempt));
    const proof = solveLatin({ size, givens, cages });
    if (proof.count === 1) {
      return {
        type: "calcudoku",
        seed: String(seed),
        difficulty: options.difficulty,
        size,
        cages,
        solution,
        grade: { searchNodes: proof.nodes, cages: cages.length },
      };
    }
  }
  throw new Error(`No unique calcudoku from seed ${String(seed)}`);
}

export function verifyCalcudoku(puzzle: CalcudokuPuzzle) {
  const problems: string[] = [];
  const { size } = puzzle;
  if (!isLatinSquare(puzzle.solution, size)) problems.push("The answer is not a Latin square");
  const covered = puzzle.cages.flatMap((cage) => cage.cells).sort((a, b) => a - b);
  if (covered.join() !== [...Array(size * size).keys()].join())
    problems.push("The cages do not cover every cell once");
  for (const cage of puzzle.cages) {
    if (
      !cageHolds(
        cage,
        cage.cells.map((cell) => puzzle.solution[cell] as number),
      )
    ) {
      problems.push(
        `The cage at cell ${(cage.cells[0] as number) + 1} does not hold for the answer`,
      );
    }
  }
  const proof = solveLatin({ size, givens: new Array(size * size).fill(0), cages: puzzle.cages });
  if (proof.count !== 1)
    problems.push(`The puzzle has ${proof.count === 0 ? "no" : "more than one"} solution`);
  else if (proof.solution?.join() !== puzzle.solution.join())
    problems.push("The answer key is not the puzzle's solution");
  if (levelOf(size) !== puzzle.difficulty)
    problems.push("The difficulty label does not match the size");
  return verification(problems);
}

function draw(puzzle: CalcudokuPuzzle, box: Box, answer: boolean): Element[] {
  const { size } = puzzle;
  const frame = fitGrid(box, size, size, STROKE.thick);
  const { x, y, cellSize } = frame;
  const cageOf = new Array<number>(size * size).fill(0);
  puzzle.cages.forEach((cage, index) => {
    for (const cell of cage.cells) cageOf[cell] = index;
  });
  const cells = answer ? puzzle.solution.map(String) : new Array<string>(size * size).fill("");
  const elements: Element[] = [gridElement(frame, cells)];
  for (let row = 0; row <= size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      const above = row > 0 ? cageOf[(row - 1) * size + col] : -1;
      const below = row < size ? cageOf[row * size + col] : -2;
      if (above !== below)
        elements.push(
          line(
            x + col * cellSize,
            y + row * cellSize,
            x + (col + 1) * cellSize,
            y + row * cellSize,
            STROKE.thick,
          ),
        );
    }
  }
  for (let col = 0; col <= size; col += 1) {
    for (let row = 0; row < size; row += 1) {
      const left = col > 0 ? cageOf[row * size + col - 1] : -1;
      const right = col < size ? cageOf[row * size + col] : -2;
      if (left !== right)
        elements.push(
          line(
            x + col * cellSize,
            y + row * cellSize,
            x + col * cellSize,
            y + (row + 1) * cellSize,
            STROKE.thick,
          ),
        );
    }
  }
  const labelSize = Math.max(MIN_FONT_PT, cellSize * 0.22);
  for (const cage of puzzle.cages) {
    const first = cage.cells[0] as number;
    const text = cage.op === "=" ? String(cage.target) : `${cage.target}${cage.op}`;
    const left = x + (first % size) * cellSize + STROKE.thick;
    const top = y + Math.floor(first / size) * cellSize + STROKE.thick;
    elements.push({
      kind: "text",
      text,
      font: "bold",
      sizePt: labelSize,
      x: left,
      baseline: top + labelSize * 0.75,
      width: measureText(text, "bold", labelSize),
    });
  }
  return elements;
}

export const calcudoku: PuzzleType<CalcudokuPuzzle, CalcudokuOptions> = {
  ...calcudokuRules,
  generate: generateCalcudoku,
  verify: verifyCalcudoku,
  toLayout: (puzzle, box) => draw(puzzle, box, false),
  answerToLayout: (puzzle, box) => draw(puzzle, box, true),
};
