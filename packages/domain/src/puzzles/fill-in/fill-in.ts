import type { Box, Element } from "../../books/interior/elements";
import { gridElement, STROKE } from "../draw";
import { childSeed, createRandom, type Random, type Seed } from "../random";
import { type Difficulty, type PuzzleBase, type PuzzleType, verification } from "../types";
import { layoutGridWithLists } from "../word-grids/draw-lists";
import { fitGridCapped } from "../word-grids/frame";
import { buildWordGrid, checkWordGrid, type Placement, type WordGrid } from "../word-grids/layout";
import { findWordTheme } from "../words/themes";
import { checkWordList } from "../words/word-list";
import {
  type NumberFillInOptions,
  numberFillInRules,
  type WordFillInOptions,
  wordFillInRules,
} from "./fill-in-rules";
import { slotsOf, solveFillIn } from "./solver";

/*
 * Fill-in (word fit, criss-cross) and its number twin (decision 0096): the entries are listed by
 * length and the grid is blank; every entry goes in exactly one place. The grid is an
 * interlocking freeform layout (word-grids/layout.ts). The solver proves the placement unique;
 * when it is not, entries of the key are written in as starters, the one with the most
 * same-length rivals first, until it is. Difficulty is measured by the solver: hard when it
 * needed two or more guesses (nothing forced) or there are 20+ entries, medium with one guess or
 * 13+ entries, easy otherwise.
 */

type Level = Exclude<Difficulty, "expert">;
const ENTRIES: Record<Level, number> = { easy: 10, medium: 15, hard: 21 };
const MAX_ATTEMPTS = 30;
const MAX_STARTERS = 3;
/** Guesses each level allows before another starter is written in. */
const MAX_GUESSES: Record<Level, number> = { easy: 0, medium: 1, hard: Number.POSITIVE_INFINITY };

export function fillInLevel(grade: { guesses: number; entries: number }): Level {
  if (grade.guesses >= 2 || grade.entries >= 20) return "hard";
  return grade.guesses >= 1 || grade.entries >= 13 ? "medium" : "easy";
}

export type FillInPuzzle = PuzzleBase & {
  type: "word-fill-in" | "number-fill-in";
  theme: string | null;
  rows: number;
  cols: number;
  /** Row-major answer, "" for a block. */
  cells: string[];
  /** The key: where each entry goes. */
  placements: Placement[];
  /** The list printed with the puzzle, by length then alphabetically. */
  entries: string[];
  /** Indexes into placements of the entries written in as starters. */
  starters: number[];
  grade: { guesses: number; nodes: number; entries: number };
};

const sortEntries = (entries: readonly string[]) =>
  [...entries].sort((a, b) => a.length - b.length || a.localeCompare(b));

const keyOf = (p: Placement) => `${p.direction}:${p.row}:${p.col}`;

/**
 * Prove the key unique, writing in starters until it is: each time the key's entry of the first
 * slot where two solutions differ. Then, while the solver still needs more guesses than the
 * level allows, the entry with most same-length rivals is written in too. null when that takes
 * more than MAX_STARTERS (the caller tries another layout: a fill-in mostly written in is no
 * puzzle).
 */
function withStarters(grid: WordGrid, maxGuesses: number) {
  const slots = slotsOf(grid);
  const placementOf = new Map(grid.placements.map((p, index) => [keyOf(p), index]));
  const words = grid.placements.map((p) => p.word);
  const rivals = (word: string) => words.filter((other) => other.length === word.length).length;
  const starters: number[] = [];
  const givens = new Map<number, string>();
  const give = (slot: number) => {
    starters.push(placementOf.get(keyOf(slots[slot] as Placement)) as number);
    givens.set(slot, (slots[slot] as Placement).word);
  };
  for (;;) {
    const solved = solveFillIn(grid, words, givens);
    if (solved.count === 1 && solved.guesses <= maxGuesses) return { starters, solved };
    if (starters.length >= MAX_STARTERS) return null;
    const [first, second] = solved.solutions;
    if (solved.count > 1 && first && second) {
      give(first.findIndex((word, index) => word !== second[index]));
      continue;
    }
    if (solved.count !== 1) return null;
    const open = slots
      .map((slot, index) => ({ index, rivals: rivals(slot.word) }))
      .filter((item) => !givens.has(item.index))
      .sort((a, b) => b.rivals - a.rivals || a.index - b.index);
    if (!open[0]) return null;
    give(open[0].index);
  }
}

type Source = (
  random: Random,
  level: Level,
  size: number,
) => { words: string[]; theme: string | null };

function generateFillIn(
  type: FillInPuzzle["type"],
  seed: Seed,
  level: Level,
  size: number,
  source: Source,
  fixedCount?: number,
): FillInPuzzle {
  let fallback: FillInPuzzle | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const attemptSeed = attempt === 0 ? String(seed) : childSeed(seed, attempt);
    const random = createRandom(attemptSeed);
    const { words, theme } = source(random, level, size);
    const grid = buildWordGrid(words, {
      size,
      target: fixedCount ?? ENTRIES[level],
      attempts: 4,
      seed: attemptSeed,
    });
    if (grid.placements.length < 4) continue;
    // An author's list is not steered: its guesses are measured as they come.
    const proved = withStarters(
      grid,
      fixedCount !== undefined ? Number.POSITIVE_INFINITY : MAX_GUESSES[level],
    );
    if (!proved) continue;
    const grade = {
      guesses: proved.solved.guesses,
      nodes: proved.solved.nodes,
      entries: grid.placements.length,
    };
    const puzzle: FillInPuzzle = {
      type,
      seed: String(seed),
      difficulty: fillInLevel(grade),
      theme,
      rows: grid.rows,
      cols: grid.cols,
      cells: grid.cells,
      placements: grid.placements,
      entries: sortEntries(grid.placements.map((p) => p.word)),
      starters: proved.starters.sort((a, b) => a - b),
      grade,
    };
    // An author's list is measured as it comes; generated lists retry until they hit the level.
    if (fixedCount !== undefined) {
      if (!fallback || puzzle.placements.length > fallback.placements.length) fallback = puzzle;
      if (puzzle.placements.length === fixedCount) return puzzle;
      continue;
    }
    if (puzzle.difficulty === level) return puzzle;
  }
  if (fallback) return fallback;
  throw new Error(`No ${level} fill-in found from seed ${String(seed)}`);
}

export function verifyFillIn(puzzle: FillInPuzzle) {
  const grid: WordGrid = {
    rows: puzzle.rows,
    cols: puzzle.cols,
    cells: puzzle.cells,
    placements: puzzle.placements,
  };
  const problems = checkWordGrid(grid);
  const words = puzzle.placements.map((p) => p.word);
  if (sortEntries(words).join() !== puzzle.entries.join())
    problems.push("The printed list is not the grid's entries");
  if (new Set(words).size !== words.length) problems.push("An entry is listed twice");
  if (problems.length > 0) return verification(problems);
  const slotIndex = new Map(slotsOf(grid).map((slot, index) => [keyOf(slot), index]));
  const givens = new Map<number, string>();
  for (const index of puzzle.starters) {
    const placement = puzzle.placements[index];
    if (!placement) return verification([`Starter ${index} is not an entry`]);
    givens.set(slotIndex.get(keyOf(placement)) as number, placement.word);
  }
  const solved = solveFillIn(grid, puzzle.entries, givens);
  if (solved.count !== 1) {
    problems.push(`The puzzle has ${solved.count === 0 ? "no" : "more than one"} solution`);
  } else {
    const key = slotsOf(grid).map((slot) => slot.word);
    if (solved.solution?.join() !== key.join())
      problems.push("The key is not the puzzle's solution");
    const level = fillInLevel({ guesses: solved.guesses, entries: words.length });
    if (level !== puzzle.difficulty)
      problems.push(`Measured ${level}, labelled ${puzzle.difficulty}`);
  }
  return verification(problems);
}

function listLines(puzzle: FillInPuzzle) {
  const byLength = new Map<number, string[]>();
  for (const entry of puzzle.entries) {
    byLength.set(entry.length, [...(byLength.get(entry.length) ?? []), entry]);
  }
  const unit = puzzle.type === "number-fill-in" ? "digits" : "letters";
  return [...byLength].flatMap(([length, entries]) => [
    { text: `${length} ${unit}`, font: "bold" as const, gapBefore: true },
    { text: entries.join("   "), font: "regular" as const },
  ]);
}

const blocks = (cells: readonly string[]) => cells.map((letter) => (letter ? 0 : 0.85));

function drawPuzzle(puzzle: FillInPuzzle, box: Box): Element[] {
  const { frame, text } = layoutGridWithLists(box, puzzle.rows, puzzle.cols, listLines(puzzle), {
    maxCellPt: 26,
  });
  const shown = new Set<string>();
  for (const index of puzzle.starters) {
    const placement = puzzle.placements[index] as Placement;
    const [dr, dc] = placement.direction === "across" ? [0, 1] : [1, 0];
    for (let at = 0; at < placement.word.length; at += 1) {
      shown.add(`${placement.row + dr * at}:${placement.col + dc * at}`);
    }
  }
  const cells = puzzle.cells.map((letter, cell) =>
    shown.has(`${Math.floor(cell / puzzle.cols)}:${cell % puzzle.cols}`) ? letter : "",
  );
  return [
    gridElement(frame, cells, {
      fills: blocks(puzzle.cells),
      sample: "W",
      strokePt: STROKE.thin,
      font: "mono",
    }),
    ...text,
  ];
}

function drawAnswer(puzzle: FillInPuzzle, box: Box): Element[] {
  const frame = fitGridCapped(box, puzzle.rows, puzzle.cols, 24);
  return [
    gridElement(frame, puzzle.cells, {
      fills: blocks(puzzle.cells),
      sample: "W",
      strokePt: STROKE.thin,
      font: "mono",
    }),
  ];
}

const LENGTHS: Record<Level, [number, number]> = { easy: [3, 5], medium: [3, 6], hard: [4, 7] };

const common = {
  verify: verifyFillIn,
  toLayout: drawPuzzle,
  answerToLayout: drawAnswer,
};

export const wordFillIn: PuzzleType<FillInPuzzle, WordFillInOptions> = {
  ...common,
  ...wordFillInRules,
  generate: (seed, options) => {
    if (options.words) {
      const { words } = checkWordList(options.words, { minLength: 3, maxLength: options.size });
      return generateFillIn(
        "word-fill-in",
        seed,
        options.difficulty,
        options.size,
        (random) => ({
          words: random.shuffle(words),
          theme: null,
        }),
        words.length,
      );
    }
    const theme = findWordTheme(options.theme);
    if (!theme) throw new Error(`Unknown theme ${options.theme}`);
    return generateFillIn(
      "word-fill-in",
      seed,
      options.difficulty,
      options.size,
      (random, level, size) => {
        const fitting = theme.words.filter((word) => word.length <= size);
        return { words: random.shuffle(fitting).slice(0, ENTRIES[level] + 12), theme: theme.id };
      },
    );
  },
};

export const numberFillIn: PuzzleType<FillInPuzzle, NumberFillInOptions> = {
  ...common,
  ...numberFillInRules,
  generate: (seed, options) =>
    generateFillIn(
      "number-fill-in",
      seed,
      options.difficulty,
      options.size,
      (random, level, size) => {
        const [min, max] = LENGTHS[level];
        const numbers = new Set<string>();
        while (numbers.size < ENTRIES[level] + 12) {
          const length = min + random.int(Math.min(max, size) - min + 1);
          let digits = String(1 + random.int(9));
          while (digits.length < length) digits += String(random.int(10));
          numbers.add(digits);
        }
        return { words: [...numbers], theme: null };
      },
    ),
};
