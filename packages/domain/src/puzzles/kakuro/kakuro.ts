import type { Box, Element } from "../../books/interior/elements";
import { cellFontSize, fitGrid, line, STROKE } from "../draw";
import {
  bitCount,
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
import { type KakuroOptions, kakuroRules } from "./kakuro-rules";

/*
 * Kakuro: a crossword of digits. Every run of white cells (across or down, two or more long) has
 * its sum in the clue cell before it, and a run never repeats a digit. A random pattern (top row
 * and left column are clue cells; no run of one; none longer than the level allows) is filled and
 * its sums taken; the fill is repaired digit by digit where the exact solver finds a second
 * solution (a new pattern after 100 repairs), until the sums allow only the fill. The level
 * is measured (decision 0095): easy is 6 × 6 and finished by the run rules alone; medium is up to
 * 8 × 8 and needs at most one-step look-ahead; hard is 9 × 9, or any grid that needs a guess.
 */

// 10 × 10 as hard: median 370 ms, worst 4.9 s to repair into a unique grid. Not offered.
const SIZES = { easy: 6, medium: 8, hard: 9 } as const;
/** Longest run per level: short runs have few digit sets, so they are where a solve starts. */
const LONGEST_RUN = { easy: 4, medium: 5, hard: 6 } as const;
type Level = keyof typeof SIZES;
const ATTEMPTS = 30;
const REPAIRS = 100;

export type KakuroRun = { cells: number[]; sum: number };

export type KakuroPuzzle = PuzzleBase & {
  type: "kakuro";
  /** Rows and columns, clue cells included. */
  size: number;
  /** Row-major: true for a clue (black) cell. */
  blocks: boolean[];
  across: KakuroRun[];
  down: KakuroRun[];
  /** Row-major digits, 0 on clue cells. */
  solution: number[];
  grade: { tier: LogicTier; lookaheads: number; searchNodes: number };
};

/** Digit sets (bits 1–9) of each length and sum: the only ways a run can be filled. */
const COMBOS: number[][][] = Array.from({ length: 10 }, () =>
  Array.from({ length: 46 }, () => [] as number[]),
);
for (let set = 0; set < 1 << 9; set += 1) {
  let sum = 0;
  for (let digit = 1; digit <= 9; digit += 1) if (set & (1 << (digit - 1))) sum += digit;
  COMBOS[bitCount(set)]?.[sum]?.push(set << 1);
}
const ALL_DIGITS = 0b1111111110;
// A local copy of the solver's test: imported bindings cost a property read per call in the
// propagation loop, which runs millions of times per hard grid.
const single = (mask: number) => mask !== 0 && (mask & (mask - 1)) === 0;

function runsOf(blocks: readonly boolean[], size: number) {
  const across: number[][] = [];
  const down: number[][] = [];
  for (let line = 0; line < size; line += 1) {
    for (const [list, at] of [
      [across, (k: number) => line * size + k],
      [down, (k: number) => k * size + line],
    ] as const) {
      let run: number[] = [];
      for (let k = 0; k <= size; k += 1) {
        const cell = k < size ? at(k) : -1;
        if (cell >= 0 && !blocks[cell]) run.push(cell);
        else {
          if (run.length) list.push(run);
          run = [];
        }
      }
    }
  }
  return { across, down };
}

/** A clue pattern with every run 2 to `longest` long and the white cells in one piece, or null. */
function randomPattern(size: number, longest: number, random: Random): boolean[] | null {
  const blocks = Array.from({ length: size * size }, (_, cell) => {
    const row = Math.floor(cell / size);
    const col = cell % size;
    return row === 0 || col === 0 || random.chance(0.22);
  });
  for (let changed = true; changed; ) {
    changed = false;
    const { across, down } = runsOf(blocks, size);
    for (const run of [...across, ...down]) {
      if (run.length === 1) {
        blocks[run[0] as number] = true;
        changed = true;
      } else if (run.length > longest) {
        blocks[run[1 + random.int(run.length - 2)] as number] = true;
        changed = true;
      }
    }
  }
  const white = blocks.flatMap((block, cell) => (block ? [] : [cell]));
  if (white.length < (size - 1) * (size - 1) * 0.5) return null;
  const seen = new Set([white[0]]);
  const queue = [white[0] as number];
  while (queue.length) {
    const cell = queue.pop() as number;
    for (const next of [cell - 1, cell + 1, cell - size, cell + size]) {
      if (next < 0 || next >= size * size || blocks[next] || seen.has(next)) continue;
      if (Math.abs((next % size) - (cell % size)) > 1) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return seen.size === white.length ? blocks : null;
}

/** Random digits with no repeat in any run, by backtracking. */
function randomFill(blocks: readonly boolean[], size: number, random: Random): number[] | null {
  const { across, down } = runsOf(blocks, size);
  const runOf = new Map<number, number[][]>();
  for (const run of [...across, ...down]) {
    for (const cell of run) runOf.set(cell, [...(runOf.get(cell) ?? []), run]);
  }
  const digits = new Array<number>(size * size).fill(0);
  const white = blocks.flatMap((block, cell) => (block ? [] : [cell]));
  let steps = 0;
  const fill = (index: number): boolean => {
    if (index === white.length) return true;
    steps += 1;
    if (steps > 20_000) return false;
    const cell = white[index] as number;
    const used = new Set((runOf.get(cell) ?? []).flatMap((run) => run.map((c) => digits[c])));
    for (const digit of random.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9])) {
      if (used.has(digit)) continue;
      digits[cell] = digit;
      if (fill(index + 1)) return true;
    }
    digits[cell] = 0;
    return false;
  };
  return fill(0) ? digits : null;
}

function kakuroSolverRules(runs: readonly KakuroRun[]): Rules {
  return {
    propagate: (masks: Masks) => {
      for (let changed = true; changed; ) {
        changed = false;
        for (const run of runs) {
          const length = run.cells.length;
          let placed = 0;
          for (const cell of run.cells) {
            const mask = masks[cell] as number;
            if (mask === 0) return false;
            if (single(mask)) {
              if (placed & mask) return false;
              placed |= mask;
            }
          }
          // The digit sets still possible: each cell can take one of them and each digit fits.
          let union = 0;
          let common = ALL_DIGITS;
          for (const combo of COMBOS[length]?.[run.sum] ?? []) {
            if ((combo & placed) !== placed) continue;
            let reach = 0;
            let fits = true;
            for (const cell of run.cells) {
              const options = (masks[cell] as number) & combo;
              if (!options) {
                fits = false;
                break;
              }
              reach |= options;
            }
            if (!fits || reach !== combo) continue;
            union |= combo;
            common &= combo;
          }
          if (!union) return false;
          for (const cell of run.cells) {
            const mask = masks[cell] as number;
            const next = single(mask) ? mask & union : mask & union & ~placed;
            if (next !== mask) {
              if (!next) return false;
              masks[cell] = next;
              changed = true;
            }
          }
          // A digit every possible set needs, with one cell left that can hold it, goes there.
          for (let rest = common & ~placed; rest; rest &= rest - 1) {
            const digit = rest & -rest;
            let only = -1;
            let holders = 0;
            for (const cell of run.cells) {
              if ((masks[cell] as number) & digit) {
                holders += 1;
                only = cell;
              }
            }
            if (holders === 0) return false;
            if (holders === 1 && masks[only] !== digit) {
              masks[only] = digit;
              changed = true;
            }
          }
        }
      }
      return true;
    },
  };
}

function startMasks(blocks: readonly boolean[]): Masks {
  return Uint16Array.from(blocks, (block) => (block ? 1 : ALL_DIGITS));
}

const levelOf = (size: number, tier: LogicTier): Difficulty =>
  tier === 2 || size > SIZES.medium ? "hard" : tier === 1 || size > SIZES.easy ? "medium" : "easy";

function measure(puzzle: Pick<KakuroPuzzle, "blocks" | "across" | "down">) {
  const rules = kakuroSolverRules([...puzzle.across, ...puzzle.down]);
  const masks = startMasks(puzzle.blocks);
  const proof = countSolutions(rules, masks);
  const logic = gradeLogic(rules, masks);
  return { proof, logic };
}

export function generateKakuro(seed: Seed, options: KakuroOptions): KakuroPuzzle {
  const level: Level = options.difficulty;
  const size = SIZES[level];
  // A unique grid measured at another level: returned, labelled as measured, only if no attempt
  // hits the level asked for.
  let fallback: KakuroPuzzle | undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const random = createRandom(childSeed(seed, attempt));
    let blocks: boolean[] | null = null;
    // Most random patterns break into pieces or leave too few white cells; they cost microseconds.
    for (let tries = 0; tries < 1000 && !blocks; tries += 1) {
      blocks = randomPattern(size, LONGEST_RUN[level], random);
    }
    if (!blocks) continue;
    const solution = randomFill(blocks, size, random);
    if (!solution) continue;
    const runs = runsOf(blocks, size);
    const runsThrough = (cell: number) =>
      [...runs.across, ...runs.down].filter((run) => run.includes(cell));
    // Where the solver finds a second solution (or, for a level below what the grid measures,
    // where look-ahead stalls), one digit of the fill is changed and the sums recomputed.
    for (let repair = 0; repair < REPAIRS; repair += 1) {
      const withSum = (cells: number[]) => ({
        cells,
        sum: cells.reduce((sum, cell) => sum + (solution[cell] as number), 0),
      });
      const across = runs.across.map(withSum);
      const down = runs.down.map(withSum);
      const rules = kakuroSolverRules([...across, ...down]);
      const masks = startMasks(blocks);
      let unsure: number[];
      let proof: ReturnType<typeof countSolutions>;
      try {
        proof = countSolutions(rules, masks, 2, 2_000);
      } catch {
        break;
      }
      if (proof.count === 1) {
        const logic = gradeLogic(rules, masks);
        const puzzle: KakuroPuzzle = {
          type: "kakuro",
          seed: String(seed),
          difficulty: levelOf(size, logic.tier),
          size,
          blocks,
          across,
          down,
          solution: [...solution],
          grade: { tier: logic.tier, lookaheads: logic.lookaheads, searchNodes: proof.nodes },
        };
        if (puzzle.difficulty === level) return puzzle;
        fallback ??= puzzle;
        // Too hard for the level: the cells still open where the allowed techniques stop.
        const stalled = logic.tier === 2 ? logic : gradeLogic(rules, masks, false);
        unsure = [...stalled.masks.keys()].filter(
          (cell) => !isDecided(stalled.masks[cell] as number),
        );
      } else {
        const [first, second] = [proof.solution ?? [], proof.other ?? []];
        unsure = first.flatMap((digit, cell) => (second[cell] !== digit ? [cell] : []));
      }
      const cell = random.pick(unsure);
      if (cell === undefined) break;
      const used = new Set(runsThrough(cell).flatMap((run) => run.map((c) => solution[c])));
      const free = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((digit) => !used.has(digit));
      if (free.length === 0) break;
      // The new digit is the one leaving its runs the fewest digit sets: sums drift towards the
      // ones a solver can pin down (3 in two cells is only 1 + 2).
      const ways = (digit: number) =>
        runsThrough(cell).reduce((total, run) => {
          const sum = run.reduce(
            (acc, c) => acc + (c === cell ? digit : (solution[c] as number)),
            0,
          );
          return total + (COMBOS[run.length]?.[sum]?.length ?? 0);
        }, 0);
      const fewest = Math.min(...free.map(ways));
      solution[cell] = random.pick(free.filter((digit) => ways(digit) === fewest));
    }
  }
  if (fallback) return fallback;
  throw new Error(`No ${level} kakuro from seed ${String(seed)}`);
}

export function verifyKakuro(puzzle: KakuroPuzzle) {
  const problems: string[] = [];
  const { size, blocks, solution } = puzzle;
  const runs = runsOf(blocks, size);
  const expected = [...runs.across, ...runs.down].map((cells) => cells.join()).sort();
  const given = [...puzzle.across, ...puzzle.down].map((run) => run.cells.join()).sort();
  if (expected.join("|") !== given.join("|"))
    problems.push("The runs do not match the clue pattern");
  if ([...runs.across, ...runs.down].some((run) => run.length < 2 || run.length > 9))
    problems.push("A run is shorter than two cells or longer than nine");
  for (const run of [...puzzle.across, ...puzzle.down]) {
    const digits = run.cells.map((cell) => solution[cell] as number);
    const sum = digits.reduce((total, digit) => total + digit, 0);
    if (sum !== run.sum || new Set(digits).size !== digits.length || digits.includes(0)) {
      problems.push(`The answer breaks the run of ${run.sum} at cell ${(run.cells[0] ?? 0) + 1}`);
    }
  }
  const { proof, logic } = measure(puzzle);
  if (proof.count !== 1)
    problems.push(`The puzzle has ${proof.count === 0 ? "no" : "more than one"} solution`);
  else if (
    proof.solution?.map((value, cell) => (blocks[cell] ? 0 : value)).join() !== solution.join()
  )
    problems.push("The answer key is not the puzzle's solution");
  if (proof.count === 1 && levelOf(size, logic.tier) !== puzzle.difficulty)
    problems.push("The difficulty label does not match the solve");
  return verification(problems);
}

function draw(puzzle: KakuroPuzzle, box: Box, answer: boolean): Element[] {
  const { size, blocks } = puzzle;
  const frame = fitGrid(box, size, size, STROKE.thick);
  const cell = frame.cellSize;
  const elements: Element[] = [];
  const sums = new Map<number, { across?: number; down?: number }>();
  for (const [direction, list] of [
    ["across", puzzle.across],
    ["down", puzzle.down],
  ] as const) {
    for (const run of list) {
      const first = run.cells[0] as number;
      const clue = direction === "across" ? first - 1 : first - size;
      sums.set(clue, { ...sums.get(clue), [direction]: run.sum });
    }
  }
  const clueSize = cellFontSize(cell / 2, "45");
  const digitSize = cellFontSize(cell, "8");
  blocks.forEach((block, index) => {
    const x = frame.x + (index % size) * cell;
    const y = frame.y + Math.floor(index / size) * cell;
    elements.push({
      kind: "rect",
      x,
      y,
      width: cell,
      height: cell,
      strokePt: STROKE.thin,
      fill: block ? (answer ? 0.6 : 0.25) : 0,
    });
    const square = { x, y, width: cell, height: cell };
    if (!block) {
      const digit = puzzle.solution[index] as number;
      if (answer) elements.push(textAt(String(digit), digitSize, x + cell / 2, y + cell / 2, box));
      return;
    }
    const clue = sums.get(index);
    if (!clue || answer) return;
    elements.push(line(x, y, x + cell, y + cell, STROKE.thin));
    // Across sum above the diagonal on the right, down sum below it on the left.
    if (clue.across !== undefined)
      elements.push(textAt(String(clue.across), clueSize, x + cell * 0.7, y + cell * 0.3, square));
    if (clue.down !== undefined)
      elements.push(textAt(String(clue.down), clueSize, x + cell * 0.3, y + cell * 0.7, square));
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

export const kakuro: PuzzleType<KakuroPuzzle, KakuroOptions> = {
  ...kakuroRules,
  generate: generateKakuro,
  verify: verifyKakuro,
  toLayout: (puzzle, box) => draw(puzzle, box, false),
  answerToLayout: (puzzle, box) => draw(puzzle, box, true),
};
