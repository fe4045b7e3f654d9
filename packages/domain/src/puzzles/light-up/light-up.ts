import type { Box, Element } from "../../books/interior/elements";
import { cellFontSize, fitGrid, STROKE } from "../draw";
import {
  countSolutions,
  gradeLogic,
  isDecided,
  type LogicTier,
  type Masks,
  type Rules,
} from "../grid-logic/constraint-solver";
import { textAt } from "../grid-logic/draw-text";
import { childSeed, createRandom, type Random, type Seed } from "../random";
import { type Difficulty, type PuzzleBase, type PuzzleType, verification } from "../types";
import { type LightUpOptions, lightUpRules } from "./light-up-rules";

/*
 * Light up (akari): put lamps in white cells so that every white cell is lit (a lamp lights its
 * row and column until a black cell), no lamp shines on another, and a number on a black cell is
 * how many lamps touch it by a side. Black cells are placed at random in a half-turn symmetric
 * pattern; lamps go on unlit cells in random order until all are lit; every black cell gets its
 * number. Where the exact solver finds a second lamp layout, a white cell the two disagree on (with
 * no lamp in the answer) turns black and the lamps and numbers are redone. Then numbers are taken
 * away while the puzzle stays solvable: by the rules alone for easy (7 × 7) and medium (10 × 10),
 * by the exact solver for hard (12 × 12), whose grids then measure look-ahead or guessing.
 */

const SIZES = { easy: 7, medium: 10, hard: 12 } as const;
type Level = keyof typeof SIZES;
const ATTEMPTS = 20;
const REPAIRS = 30;
export const WHITE = -1;
export const BLANK = -2;
const DARK = 1;
const LAMP = 2;

export type LightUpPuzzle = PuzzleBase & {
  type: "light-up";
  size: number;
  /** Row-major: -1 white, -2 black without a number, 0–4 black with that number. */
  cells: number[];
  /** Row-major, 1 for a lamp. */
  solution: (0 | 1)[];
  grade: { tier: LogicTier; lookaheads: number; searchNodes: number };
};

function neighboursOf(size: number, cell: number): number[] {
  const row = Math.floor(cell / size);
  const col = cell % size;
  return [
    row > 0 ? cell - size : -1,
    row + 1 < size ? cell + size : -1,
    col > 0 ? cell - 1 : -1,
    col + 1 < size ? cell + 1 : -1,
  ].filter((other) => other >= 0);
}

/** For each white cell, the white cells it sees along its row and column. */
function sightLines(cells: readonly number[], size: number): number[][] {
  return cells.map((value, cell) => {
    if (value !== WHITE) return [];
    const seen: number[] = [];
    const row = Math.floor(cell / size);
    const col = cell % size;
    for (const [dr, dc] of [
      [0, 1],
      [0, -1],
      [1, 0],
      [-1, 0],
    ] as const) {
      for (let r = row + dr, c = col + dc; r >= 0 && c >= 0 && r < size && c < size; ) {
        if (cells[r * size + c] !== WHITE) break;
        seen.push(r * size + c);
        r += dr;
        c += dc;
      }
    }
    return seen;
  });
}

function lightUpSolverRules(cells: readonly number[], size: number): Rules {
  const sight = sightLines(cells, size);
  const clued = cells.flatMap((value, cell) =>
    value >= 0
      ? [
          {
            clue: value,
            around: neighboursOf(size, cell).filter((other) => cells[other] === WHITE),
          },
        ]
      : [],
  );
  return {
    propagate: (masks: Masks) => {
      for (let changed = true; changed; ) {
        changed = false;
        for (let cell = 0; cell < masks.length; cell += 1) {
          const mask = masks[cell] as number;
          if (mask === 0) return false;
          if (mask !== LAMP) continue;
          for (const other of sight[cell] as number[]) {
            if (masks[other] === LAMP) return false;
            if (masks[other] !== DARK) {
              masks[other] = DARK;
              changed = true;
            }
          }
        }
        for (const { clue, around } of clued) {
          let lamps = 0;
          let open = 0;
          for (const other of around) {
            if (masks[other] === LAMP) lamps += 1;
            else if (masks[other] !== DARK) open += 1;
          }
          if (lamps > clue || lamps + open < clue) return false;
          if (open === 0 || (lamps !== clue && lamps + open !== clue)) continue;
          const value = lamps === clue ? DARK : LAMP;
          for (const other of around) if (masks[other] === (DARK | LAMP)) masks[other] = value;
          changed = true;
        }
        for (let cell = 0; cell < masks.length; cell += 1) {
          if (cells[cell] !== WHITE) continue;
          // Unlit so far: one of itself and the cells it sees must hold a lamp.
          let lit = masks[cell] === LAMP;
          let candidates = masks[cell] === (DARK | LAMP) ? 1 : 0;
          let only = cell;
          for (const other of sight[cell] as number[]) {
            if (lit) break;
            if (masks[other] === LAMP) lit = true;
            else if (masks[other] === (DARK | LAMP)) {
              candidates += 1;
              only = other;
            }
          }
          if (lit) continue;
          if (candidates === 0) return false;
          if (candidates === 1) {
            masks[only] = LAMP;
            changed = true;
          }
        }
      }
      return true;
    },
  };
}

/** Lamps on unlit white cells, in random order, until every white cell is lit. */
function lightAll(cells: readonly number[], size: number, random: Random): (0 | 1)[] {
  const sight = sightLines(cells, size);
  const lamps = new Array<0 | 1>(cells.length).fill(0);
  const lit = new Uint8Array(cells.length);
  for (const cell of random.shuffle([...cells.keys()])) {
    if (cells[cell] !== WHITE || lit[cell]) continue;
    lamps[cell] = 1;
    lit[cell] = 1;
    for (const other of sight[cell] as number[]) lit[other] = 1;
  }
  return lamps;
}

function numbered(cells: readonly number[], lamps: readonly (0 | 1)[], size: number): number[] {
  return cells.map((value, cell) =>
    value === WHITE ? WHITE : neighboursOf(size, cell).filter((other) => lamps[other]).length,
  );
}

const levelOf = (size: number, tier: LogicTier): Difficulty =>
  tier === 2 || size > SIZES.medium ? "hard" : tier === 1 || size > SIZES.easy ? "medium" : "easy";

/** The exact count, or null for a grid that needs more search than a generator can spend. */
function countWithin(rules: Rules, masks: Masks) {
  try {
    return countSolutions(rules, masks, 2, 5_000);
  } catch {
    return null;
  }
}

const startMasks = (cells: readonly number[]) =>
  Uint16Array.from(cells, (value) => (value === WHITE ? DARK | LAMP : DARK));

export function generateLightUp(seed: Seed, options: LightUpOptions): LightUpPuzzle {
  const level: Level = options.difficulty;
  const size = SIZES[level];
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const random = createRandom(childSeed(seed, attempt));
    let cells = new Array<number>(size * size).fill(WHITE);
    for (let cell = 0; cell * 2 < size * size; cell += 1) {
      if (random.chance(0.2)) {
        cells[cell] = BLANK;
        cells[size * size - 1 - cell] = BLANK;
      }
    }
    let lamps = lightAll(cells, size, random);
    cells = numbered(cells, lamps, size);
    let unique = false;
    for (let repair = 0; repair < REPAIRS && !unique; repair += 1) {
      const proof = countWithin(lightUpSolverRules(cells, size), startMasks(cells));
      if (!proof) break;
      if (proof.count === 1) unique = true;
      else {
        const [first, second] = [proof.solution ?? [], proof.other ?? []];
        const unsure = first.flatMap((value, cell) =>
          second[cell] !== value && !lamps[cell] ? [cell] : [],
        );
        if (!unsure.length) break;
        cells[random.pick(unsure)] = BLANK;
        const walls = cells.map((value) => (value === WHITE ? WHITE : BLANK));
        lamps = lightAll(walls, size, random);
        cells = numbered(walls, lamps, size);
      }
    }
    if (!unique) continue;
    const masks = startMasks(cells);
    const keeps = () => {
      const rules = lightUpSolverRules(cells, size);
      if (gradeLogic(rules, masks, false).tier === 0) return true;
      return level === "hard" && countWithin(rules, masks)?.count === 1;
    };
    if (level !== "hard" && !keeps()) continue;
    for (const cell of random.shuffle([...cells.keys()])) {
      const value = cells[cell] as number;
      if (value < 0) continue;
      cells[cell] = BLANK;
      if (!keeps()) cells[cell] = value;
    }
    const rules = lightUpSolverRules(cells, size);
    const proof = countSolutions(rules, masks);
    const logic = gradeLogic(rules, masks);
    return {
      type: "light-up",
      seed: String(seed),
      difficulty: levelOf(size, logic.tier),
      size,
      cells,
      solution: lamps,
      grade: { tier: logic.tier, lookaheads: logic.lookaheads, searchNodes: proof.nodes },
    };
  }
  throw new Error(`No ${level} light up from seed ${String(seed)}`);
}

export function verifyLightUp(puzzle: LightUpPuzzle) {
  const problems: string[] = [];
  const { size, cells, solution } = puzzle;
  const rules = lightUpSolverRules(cells, size);
  const key = Uint16Array.from(cells, (value, cell) =>
    value !== WHITE ? DARK : solution[cell] ? LAMP : DARK,
  );
  if (!rules.propagate(key) || !key.every(isDecided))
    problems.push("The answer's lamps break a rule");
  const masks = startMasks(cells);
  const proof = countSolutions(rules, masks);
  if (proof.count !== 1)
    problems.push(`The puzzle has ${proof.count === 0 ? "no" : "more than one"} solution`);
  else {
    if (proof.solution?.join() !== solution.join())
      problems.push("The answer key is not the puzzle's solution");
    if (levelOf(size, gradeLogic(rules, masks).tier) !== puzzle.difficulty)
      problems.push("The difficulty label does not match the solve");
  }
  return verification(problems);
}

function draw(puzzle: LightUpPuzzle, box: Box, answer: boolean): Element[] {
  const { size, cells } = puzzle;
  const frame = fitGrid(box, size, size, STROKE.thick);
  const cell = frame.cellSize;
  const elements: Element[] = [];
  const sizePt = cellFontSize(cell, "4", "bold");
  cells.forEach((value, index) => {
    const x = frame.x + (index % size) * cell;
    const y = frame.y + Math.floor(index / size) * cell;
    // Numbered black cells are a light grey so their number, in black, stays readable.
    const fill = value === WHITE ? 0 : value === BLANK ? 1 : 0.55;
    elements.push({ kind: "rect", x, y, width: cell, height: cell, strokePt: STROKE.thin, fill });
    const square = { x, y, width: cell, height: cell };
    if (value >= 0)
      elements.push(textAt(String(value), sizePt, x + cell / 2, y + cell / 2, square, "bold"));
    if (answer && puzzle.solution[index])
      elements.push({
        kind: "circle",
        cx: x + cell / 2,
        cy: y + cell / 2,
        r: cell * 0.3,
        strokePt: STROKE.thin,
        fill: 0.8,
      });
  });
  elements.push({
    kind: "rect",
    x: frame.x,
    y: frame.y,
    width: size * cell,
    height: size * cell,
    strokePt: STROKE.thick,
    fill: 0,
  });
  return elements;
}

export const lightUp: PuzzleType<LightUpPuzzle, LightUpOptions> = {
  ...lightUpRules,
  generate: generateLightUp,
  verify: verifyLightUp,
  toLayout: (puzzle, box) => draw(puzzle, box, false),
  answerToLayout: (puzzle, box) => draw(puzzle, box, true),
};
