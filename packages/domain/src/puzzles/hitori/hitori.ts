import type { Box, Element } from "../../books/interior/elements";
import { fitGrid, gridElement, STROKE } from "../draw";
import {
  countSolutions,
  gradeLogic,
  isDecided,
  type LogicTier,
  type Masks,
  type Rules,
} from "../grid-logic/constraint-solver";
import { randomLatinSquare } from "../latin/latin-solver";
import { childSeed, createRandom, type Seed } from "../random";
import { type Difficulty, type PuzzleBase, type PuzzleType, verification } from "../types";
import { type HitoriOptions, hitoriRules } from "./hitori-rules";

/*
 * Hitori: shade cells so that no number is left twice in a row or column, no two shaded cells
 * touch side by side, and the unshaded cells stay in one piece. A cell is shaded only to remove a
 * repeat (its number is left unshaded somewhere in its row or column), which is the usual
 * convention and what makes one solution possible. A random Latin square is the unshaded answer;
 * cells are shaded at random (apart, the rest connected) and each takes the number of an
 * unshaded cell in its row or column. Where the exact solver finds a second shading, the shaded
 * cells the two disagree on get new numbers; a new square after 30 tries. Level (decision 0095):
 * easy 5 × 5 by the rules alone; medium up to 7 × 7 with look-ahead; hard 12 × 12, or any guess.
 */

const SIZES = { easy: 5, medium: 7, hard: 12 } as const;
type Level = keyof typeof SIZES;
const ATTEMPTS = 40;
const REPAIRS = 30;
const WHITE = 1;
const SHADED = 2;

export type HitoriPuzzle = PuzzleBase & {
  type: "hitori";
  size: number;
  /** Row-major numbers as printed. */
  numbers: number[];
  /** Row-major, 1 shaded, 0 unshaded. */
  solution: (0 | 1)[];
  grade: { tier: LogicTier; lookaheads: number; searchNodes: number };
};

type Geometry = { size: number; lines: number[][]; linesOf: number[][]; neighbours: number[][] };

function geometry(size: number): Geometry {
  const lines: number[][] = [];
  for (let index = 0; index < size; index += 1) {
    lines.push(Array.from({ length: size }, (_, k) => index * size + k));
    lines.push(Array.from({ length: size }, (_, k) => k * size + index));
  }
  const linesOf = Array.from({ length: size * size }, (_, cell) =>
    lines.flatMap((line, index) => (line.includes(cell) ? [index] : [])),
  );
  const neighbours = Array.from({ length: size * size }, (_, cell) => {
    const row = Math.floor(cell / size);
    const col = cell % size;
    return [
      row > 0 ? cell - size : -1,
      row + 1 < size ? cell + size : -1,
      col > 0 ? cell - 1 : -1,
      col + 1 < size ? cell + 1 : -1,
    ].filter((other) => other >= 0);
  });
  return { size, lines, linesOf, neighbours };
}

/** Whether the cells not shaded (per `isShaded`) form one piece. */
function connected(shape: Geometry, isShaded: (cell: number) => boolean): boolean {
  const total = shape.size * shape.size;
  let start = -1;
  let open = 0;
  for (let cell = 0; cell < total; cell += 1) {
    if (isShaded(cell)) continue;
    open += 1;
    if (start < 0) start = cell;
  }
  if (start < 0) return false;
  const seen = new Uint8Array(total);
  const stack = [start];
  seen[start] = 1;
  let reached = 1;
  while (stack.length) {
    const cell = stack.pop() as number;
    for (const next of shape.neighbours[cell] as number[]) {
      if (seen[next] || isShaded(next)) continue;
      seen[next] = 1;
      reached += 1;
      stack.push(next);
    }
  }
  return reached === open;
}

function hitoriSolverRules(numbers: readonly number[], shape: Geometry): Rules {
  const twins = numbers.map((value, cell) =>
    (shape.linesOf[cell] as number[]).flatMap((line) =>
      (shape.lines[line] as number[]).filter((other) => other !== cell && numbers[other] === value),
    ),
  );
  return {
    propagate: (masks: Masks) => {
      for (let changed = true; changed; ) {
        changed = false;
        const set = (cell: number, mask: number) => {
          const next = (masks[cell] as number) & mask;
          if (next === masks[cell]) return true;
          masks[cell] = next;
          changed = true;
          return next !== 0;
        };
        for (let cell = 0; cell < masks.length; cell += 1) {
          const mask = masks[cell] as number;
          if (mask === 0) return false;
          if (mask === WHITE) {
            for (const twin of twins[cell] as number[]) if (!set(twin, SHADED)) return false;
          } else if (mask === SHADED) {
            for (const next of shape.neighbours[cell] as number[])
              if (!set(next, WHITE)) return false;
            // Shaded only to remove a repeat: some twin must be able to stay unshaded.
            if ((twins[cell] as number[]).every((twin) => masks[twin] === SHADED)) return false;
          }
        }
        if (!connected(shape, (cell) => masks[cell] === SHADED)) return false;
      }
      return true;
    },
  };
}

/**
 * The grid before any deduction, with the patterns a solver reads off the numbers: a number with
 * no twin stays unshaded; between two equal numbers (x y x) the middle stays unshaded; beside a
 * touching pair (x x) every other x of the line is shaded, since one of the pair must be.
 */
function startMasks(numbers: readonly number[], shape: Geometry): Masks {
  const masks = new Uint16Array(numbers.length).fill(WHITE | SHADED);
  numbers.forEach((value, cell) => {
    const hasTwin = (shape.linesOf[cell] as number[]).some((line) =>
      (shape.lines[line] as number[]).some((other) => other !== cell && numbers[other] === value),
    );
    if (!hasTwin) masks[cell] = WHITE;
  });
  for (const line of shape.lines) {
    for (let k = 0; k + 1 < line.length; k += 1) {
      const a = line[k] as number;
      const b = line[k + 1] as number;
      const c = line[k + 2];
      if (c !== undefined && numbers[a] === numbers[c]) masks[b] = (masks[b] as number) & WHITE;
      if (numbers[a] === numbers[b]) {
        for (const other of line) {
          if (other !== a && other !== b && numbers[other] === numbers[a])
            masks[other] = (masks[other] as number) & SHADED;
        }
      }
    }
  }
  return masks;
}

const levelOf = (size: number, tier: LogicTier): Difficulty =>
  tier === 2 || size > SIZES.medium ? "hard" : tier === 1 || size > SIZES.easy ? "medium" : "easy";

const toShading = (values: readonly number[]) => values.map((value) => (value === 1 ? 1 : 0));

function measure(numbers: readonly number[], size: number, maxNodes?: number) {
  const shape = geometry(size);
  const rules = hitoriSolverRules(numbers, shape);
  const masks = startMasks(numbers, shape);
  const proof = countSolutions(rules, masks, 2, maxNodes);
  return {
    proof,
    grade: () => gradeLogic(rules, masks),
    gradeByRules: () => gradeLogic(rules, masks, false),
  };
}

export function generateHitori(seed: Seed, options: HitoriOptions): HitoriPuzzle {
  const level: Level = options.difficulty;
  const size = SIZES[level];
  const shape = geometry(size);
  let fallback: HitoriPuzzle | undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const random = createRandom(childSeed(seed, attempt));
    const latin = randomLatinSquare(size, childSeed(seed, `square-${attempt}`));
    const shaded = new Array<0 | 1>(size * size).fill(0);
    for (const cell of random.shuffle([...shaded.keys()])) {
      if (!random.chance(0.5)) continue;
      if ((shape.neighbours[cell] as number[]).some((next) => shaded[next])) continue;
      shaded[cell] = 1;
      if (!connected(shape, (other) => shaded[other] === 1)) shaded[cell] = 0;
    }
    const numbers = [...latin];
    const renumber = (cell: number) => {
      const unshadedTwins = (shape.linesOf[cell] as number[]).flatMap((line) =>
        (shape.lines[line] as number[]).filter((other) => !shaded[other]),
      );
      numbers[cell] = latin[random.pick(unshadedTwins)] as number;
    };
    for (const cell of shaded.keys()) if (shaded[cell]) renumber(cell);
    for (let repair = 0; repair < REPAIRS; repair += 1) {
      let measured: ReturnType<typeof measure>;
      try {
        measured = measure(numbers, size, 5_000);
      } catch {
        break;
      }
      const { proof } = measured;
      if (proof.count === 0) break;
      let unsure: number[];
      if (proof.count === 1) {
        const logic = measured.grade();
        const puzzle: HitoriPuzzle = {
          type: "hitori",
          seed: String(seed),
          difficulty: levelOf(size, logic.tier),
          size,
          numbers: [...numbers],
          solution: [...shaded],
          grade: { tier: logic.tier, lookaheads: logic.lookaheads, searchNodes: proof.nodes },
        };
        if (puzzle.difficulty === level) return puzzle;
        fallback ??= puzzle;
        // Too hard for the level: the cells still open where the allowed techniques stop.
        const stalled = logic.tier === 2 ? logic : measured.gradeByRules();
        unsure = [...stalled.masks.keys()].filter(
          (cell) => !isDecided(stalled.masks[cell] as number),
        );
      } else {
        const [first, second] = [proof.solution ?? [], proof.other ?? []];
        unsure = first.flatMap((value, cell) => (second[cell] !== value ? [cell] : []));
      }
      // Only a shaded cell's number is free to change: the unshaded ones are the Latin square.
      const free = unsure.filter((cell) => shaded[cell]);
      const cells = free.length ? free : shaded.flatMap((value, cell) => (value ? [cell] : []));
      if (!cells.length) break;
      renumber(random.pick(cells));
    }
  }
  if (fallback) return fallback;
  throw new Error(`No ${level} hitori from seed ${String(seed)}`);
}

export function verifyHitori(puzzle: HitoriPuzzle) {
  const problems: string[] = [];
  const { size, numbers, solution } = puzzle;
  const shape = geometry(size);
  for (const line of shape.lines) {
    const open = line.filter((cell) => !solution[cell]).map((cell) => numbers[cell]);
    if (new Set(open).size !== open.length) {
      problems.push(
        `The answer leaves a number twice in the line through cell ${(line[0] ?? 0) + 1}`,
      );
      break;
    }
  }
  solution.forEach((value, cell) => {
    if (value && (shape.neighbours[cell] as number[]).some((next) => solution[next]))
      problems.push(`The answer shades touching cells at cell ${cell + 1}`);
  });
  if (!connected(shape, (cell) => solution[cell] === 1))
    problems.push("The answer's unshaded cells are not in one piece");
  const { proof, grade } = measure(numbers, size);
  if (proof.count !== 1)
    problems.push(`The puzzle has ${proof.count === 0 ? "no" : "more than one"} solution`);
  else {
    if (toShading(proof.solution ?? []).join() !== solution.join())
      problems.push("The answer key is not the puzzle's solution");
    if (levelOf(size, grade().tier) !== puzzle.difficulty)
      problems.push("The difficulty label does not match the solve");
  }
  return verification(problems);
}

function draw(puzzle: HitoriPuzzle, box: Box, answer: boolean): Element[] {
  const frame = fitGrid(box, puzzle.size, puzzle.size, STROKE.thick);
  return [
    gridElement(
      frame,
      puzzle.numbers.map(String),
      answer ? { fills: puzzle.solution.map((value) => (value ? 0.45 : 0)) } : {},
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

export const hitori: PuzzleType<HitoriPuzzle, HitoriOptions> = {
  ...hitoriRules,
  generate: generateHitori,
  verify: verifyHitori,
  toLayout: (puzzle, box) => draw(puzzle, box, false),
  answerToLayout: (puzzle, box) => draw(puzzle, box, true),
};
