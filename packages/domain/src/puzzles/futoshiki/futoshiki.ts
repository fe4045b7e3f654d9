import type { Box, Element } from "../../books/interior/elements";
import { measureText } from "../../books/interior/font-metrics";
import { cellFontSize, MIN_FONT_PT } from "../draw";
import {
  type Inequality,
  isLatinSquare,
  randomLatinSquare,
  solveLatin,
} from "../latin/latin-solver";
import { childSeed, createRandom, type Seed } from "../random";
import { type Difficulty, type PuzzleBase, type PuzzleType, verification } from "../types";
import { type FutoshikiOptions, futoshikiRules } from "./futoshiki-rules";

/*
 * Futoshiki: a Latin square with some of the "smaller than" signs between neighbours. From a
 * random square, every sign is given and clues are added until the exact solver finds one
 * solution; then signs and clues are taken away in random order while it stays unique. The size
 * sets the level (4 × 4 easy to 6 × 6 hard); the solver's search nodes are kept as the grade.
 */

// Tried 7 × 7 as expert: about 4 s per puzzle to thin out with this solver. Not offered.
const SIZES: Record<Exclude<Difficulty, "expert">, number> = { easy: 4, medium: 5, hard: 6 };

export type FutoshikiPuzzle = PuzzleBase & {
  type: "futoshiki";
  size: number;
  givens: number[];
  inequalities: Inequality[];
  solution: number[];
  grade: { searchNodes: number; signs: number; clues: number };
};

const levelOf = (size: number): Difficulty =>
  (Object.entries(SIZES).find(([, value]) => value === size)?.[0] as Difficulty | undefined) ??
  "expert";

export function generateFutoshiki(seed: Seed, options: FutoshikiOptions): FutoshikiPuzzle {
  const size = SIZES[options.difficulty];
  const solution = randomLatinSquare(size, seed);
  const random = createRandom(childSeed(seed, "clues"));
  let inequalities: Inequality[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      const cell = row * size + col;
      for (const other of [col + 1 < size ? cell + 1 : -1, row + 1 < size ? cell + size : -1]) {
        if (other < 0) continue;
        const smaller = (solution[cell] as number) < (solution[other] as number);
        inequalities.push(
          smaller ? { less: cell, greater: other } : { less: other, greater: cell },
        );
      }
    }
  }
  const givens = new Array<number>(size * size).fill(0);
  const unique = () => solveLatin({ size, givens, inequalities }).count === 1;
  for (const cell of random.shuffle([...givens.keys()])) {
    if (unique()) break;
    givens[cell] = solution[cell] as number;
  }
  // Clues go before signs: a futoshiki is about its signs, so they are the last to be thinned.
  for (const cell of random.shuffle([...givens.keys()])) {
    if (!givens[cell]) continue;
    const value = givens[cell] as number;
    givens[cell] = 0;
    if (!unique()) givens[cell] = value;
  }
  for (const inequality of random.shuffle(inequalities)) {
    const without = inequalities.filter((other) => other !== inequality);
    if (solveLatin({ size, givens, inequalities: without }).count === 1) inequalities = without;
  }
  const proof = solveLatin({ size, givens, inequalities });
  return {
    type: "futoshiki",
    seed: String(seed),
    difficulty: options.difficulty,
    size,
    givens,
    inequalities,
    solution,
    grade: {
      searchNodes: proof.nodes,
      signs: inequalities.length,
      clues: givens.filter(Boolean).length,
    },
  };
}

export function verifyFutoshiki(puzzle: FutoshikiPuzzle) {
  const problems: string[] = [];
  if (!isLatinSquare(puzzle.solution, puzzle.size))
    problems.push("The answer is not a Latin square");
  const proof = solveLatin({
    size: puzzle.size,
    givens: puzzle.givens,
    inequalities: puzzle.inequalities,
  });
  if (proof.count !== 1)
    problems.push(`The puzzle has ${proof.count === 0 ? "no" : "more than one"} solution`);
  else if (proof.solution?.join() !== puzzle.solution.join())
    problems.push("The answer key is not the puzzle's solution");
  if (levelOf(puzzle.size) !== puzzle.difficulty)
    problems.push("The difficulty label does not match the size");
  return verification(problems);
}

function draw(puzzle: FutoshikiPuzzle, box: Box, values: readonly number[]): Element[] {
  const { size } = puzzle;
  const stroke = 1;
  // Cells with a gap of half a cell between them for the signs.
  const cell = Math.min(box.width - stroke, box.height - stroke) / (size + (size - 1) * 0.5);
  const gap = cell * 0.5;
  const total = size * cell + (size - 1) * gap;
  const x0 = box.x + (box.width - total) / 2;
  const y0 = box.y + (box.height - total) / 2;
  const at = (index: number) => ({
    x: x0 + (index % size) * (cell + gap),
    y: y0 + Math.floor(index / size) * (cell + gap),
  });
  const digitSize = cellFontSize(cell, "8");
  const signSize = Math.max(MIN_FONT_PT, Math.min(gap * 0.9, digitSize));
  const elements: Element[] = [];
  const centred = (text: string, sizePt: number, cx: number, cy: number) => {
    const width = measureText(text, "mono", sizePt);
    elements.push({
      kind: "text",
      text,
      font: "mono",
      sizePt,
      x: cx - width / 2,
      baseline: cy + sizePt * 0.3,
      width,
    });
  };
  values.forEach((value, index) => {
    const { x, y } = at(index);
    elements.push({ kind: "rect", x, y, width: cell, height: cell, strokePt: stroke, fill: 0 });
    if (value) centred(String(value), digitSize, x + cell / 2, y + cell / 2);
  });
  for (const { less, greater } of puzzle.inequalities) {
    const a = at(Math.min(less, greater));
    const horizontal = Math.abs(less - greater) === 1;
    const firstIsLess = less < greater;
    if (horizontal)
      centred(firstIsLess ? "<" : ">", signSize, a.x + cell + gap / 2, a.y + cell / 2);
    else centred(firstIsLess ? "^" : "v", signSize, a.x + cell / 2, a.y + cell + gap / 2);
  }
  return elements;
}

export const futoshiki: PuzzleType<FutoshikiPuzzle, FutoshikiOptions> = {
  ...futoshikiRules,
  generate: generateFutoshiki,
  verify: verifyFutoshiki,
  toLayout: (puzzle, box) => draw(puzzle, box, puzzle.givens),
  answerToLayout: (puzzle, box) => draw(puzzle, box, puzzle.solution),
};
