import type { Box, Element } from "../../books/interior/elements";
import { measureText } from "../../books/interior/font-metrics";
import { fitGrid, gridElement, STROKE } from "../draw";
import {
  countVisible,
  isLatinSquare,
  randomLatinSquare,
  type SightLine,
  solveLatin,
} from "../latin/latin-solver";
import { childSeed, createRandom, type Seed } from "../random";
import { type Difficulty, type PuzzleBase, type PuzzleType, verification } from "../types";
import { type SkyscrapersOptions, skyscrapersRules } from "./skyscrapers-rules";

/*
 * Skyscrapers: a Latin square of building heights, with clues around the edge saying how many
 * buildings are seen from there (a taller one hides the shorter ones behind it). Every clue of a
 * random square is computed, then clues are removed in random order while the exact solver still
 * finds one solution. Shuffled cyclic squares can be symmetric enough that all clues still allow two
 * solutions: then a few cells are given too, and thinned last. The size sets the level (4 × 4 easy,
 * 5 × 5 medium); search nodes are the grade.
 */

// Tried 6 × 6 as hard: the solver's check only fires on filled lines, and thinning the clues took
// seconds. Not offered until the solver prunes by sight lines.
const SIZES: Record<"easy" | "medium", number> = { easy: 4, medium: 5 };
export const SIDES = ["top", "bottom", "left", "right"] as const;
export type Side = (typeof SIDES)[number];

export type SkyscraperClue = { side: Side; index: number; visible: number };

export type SkyscrapersPuzzle = PuzzleBase & {
  type: "skyscrapers";
  size: number;
  clues: SkyscraperClue[];
  /** Row-major heights printed in the grid, 0 for empty: only when the clues alone allow two answers. */
  givens: number[];
  solution: number[];
  grade: { searchNodes: number; clues: number };
};

const levelOf = (size: number): Difficulty =>
  (Object.entries(SIZES).find(([, value]) => value === size)?.[0] as Difficulty | undefined) ??
  "expert";

/** The cells seen from a clue, nearest first. */
export function sightCells(side: Side, index: number, size: number): number[] {
  const along = [...Array(size).keys()];
  if (side === "top") return along.map((row) => row * size + index);
  if (side === "bottom") return along.reverse().map((row) => row * size + index);
  if (side === "left") return along.map((col) => index * size + col);
  return along.reverse().map((col) => index * size + col);
}

const toSightLines = (clues: readonly SkyscraperClue[], size: number): SightLine[] =>
  clues.map((clue) => ({ cells: sightCells(clue.side, clue.index, size), visible: clue.visible }));

export function generateSkyscrapers(seed: Seed, options: SkyscrapersOptions): SkyscrapersPuzzle {
  const size = SIZES[options.difficulty];
  const solution = randomLatinSquare(size, seed);
  let clues: SkyscraperClue[] = SIDES.flatMap((side) =>
    [...Array(size).keys()].map((index) => ({
      side,
      index,
      visible: countVisible(sightCells(side, index, size).map((cell) => solution[cell] as number)),
    })),
  );
  const random = createRandom(childSeed(seed, "clues"));
  const givens = new Array<number>(size * size).fill(0);
  const unique = (list: readonly SkyscraperClue[]) =>
    solveLatin({ size, givens, sightLines: toSightLines(list, size) }).count === 1;
  for (const cell of random.shuffle([...givens.keys()])) {
    if (unique(clues)) break;
    givens[cell] = solution[cell] as number;
  }
  for (const clue of random.shuffle(clues)) {
    const without = clues.filter((other) => other !== clue);
    if (unique(without)) clues = without;
  }
  for (const cell of random.shuffle([...givens.keys()])) {
    if (!givens[cell]) continue;
    const value = givens[cell] as number;
    givens[cell] = 0;
    if (!unique(clues)) givens[cell] = value;
  }
  const proof = solveLatin({ size, givens, sightLines: toSightLines(clues, size) });
  return {
    type: "skyscrapers",
    seed: String(seed),
    difficulty: options.difficulty,
    size,
    clues,
    givens,
    solution,
    grade: { searchNodes: proof.nodes, clues: clues.length },
  };
}

export function verifySkyscrapers(puzzle: SkyscrapersPuzzle) {
  const problems: string[] = [];
  const { size } = puzzle;
  if (!isLatinSquare(puzzle.solution, size)) problems.push("The answer is not a Latin square");
  for (const clue of puzzle.clues) {
    const seen = countVisible(
      sightCells(clue.side, clue.index, size).map((cell) => puzzle.solution[cell] as number),
    );
    if (seen !== clue.visible)
      problems.push(`The ${clue.side} clue ${clue.index + 1} does not hold for the answer`);
  }
  puzzle.givens.forEach((value, cell) => {
    if (value && value !== puzzle.solution[cell]) {
      problems.push(`The given at cell ${cell + 1} disagrees with the answer`);
    }
  });
  const proof = solveLatin({
    size,
    givens: puzzle.givens,
    sightLines: toSightLines(puzzle.clues, size),
  });
  if (proof.count !== 1)
    problems.push(`The puzzle has ${proof.count === 0 ? "no" : "more than one"} solution`);
  else if (proof.solution?.join() !== puzzle.solution.join())
    problems.push("The answer key is not the puzzle's solution");
  if (levelOf(size) !== puzzle.difficulty)
    problems.push("The difficulty label does not match the size");
  return verification(problems);
}

function draw(puzzle: SkyscrapersPuzzle, box: Box, answer: boolean): Element[] {
  const { size } = puzzle;
  // One ring of clue cells around the grid.
  const outer = fitGrid(box, size + 2, size + 2, STROKE.thick);
  const frame = {
    x: outer.x + outer.cellSize,
    y: outer.y + outer.cellSize,
    cellSize: outer.cellSize,
    rows: size,
    cols: size,
  };
  const cells = (answer ? puzzle.solution : puzzle.givens).map((value) =>
    value ? String(value) : "",
  );
  const grid = gridElement(frame, cells, { strokePt: STROKE.thin });
  const elements: Element[] = [
    grid,
    {
      kind: "rect",
      x: frame.x,
      y: frame.y,
      width: size * frame.cellSize,
      height: size * frame.cellSize,
      strokePt: STROKE.thick,
      fill: 0,
    },
  ];
  for (const clue of puzzle.clues) {
    const col = clue.side === "left" ? -1 : clue.side === "right" ? size : clue.index;
    const row = clue.side === "top" ? -1 : clue.side === "bottom" ? size : clue.index;
    const text = String(clue.visible);
    const width = measureText(text, "bold", grid.sizePt);
    elements.push({
      kind: "text",
      text,
      font: "bold",
      sizePt: grid.sizePt,
      x: frame.x + (col + 0.5) * frame.cellSize - width / 2,
      baseline: frame.y + (row + 0.5) * frame.cellSize + grid.sizePt * 0.35,
      width,
    });
  }
  return elements;
}

export const skyscrapers: PuzzleType<SkyscrapersPuzzle, SkyscrapersOptions> = {
  ...skyscrapersRules,
  generate: generateSkyscrapers,
  verify: verifySkyscrapers,
  toLayout: (puzzle, box) => draw(puzzle, box, false),
  answerToLayout: (puzzle, box) => draw(puzzle, box, true),
};
