import type { Box, Element } from "../../books/interior/elements";
import { gridElement, STROKE } from "../draw";
import { childSeed, createRandom, type Seed } from "../random";
import { type Difficulty, type PuzzleBase, type PuzzleType, verification } from "../types";
import { cellNumbers, layoutGridWithLists } from "../word-grids/draw-lists";
import { fitGridCapped } from "../word-grids/frame";
import {
  buildWordGrid,
  checkWordGrid,
  crossingRatio,
  type Direction,
  numberEntries,
  type WordGrid,
} from "../word-grids/layout";
import { isBlockedWord } from "../words/blocklist";
import { type CluedTheme, findCluedTheme } from "../words/clued-themes";
import { normalizeWord } from "../words/word-list";
import { type CrosswordOptions, crosswordRules } from "./crossword-rules";

/*
 * Crossword from a clued word list (decision 0096): a shipped theme (answers and clues written
 * for Inkforge, words/clued-themes.ts) or an author's own answers and clues. The grid is freeform
 * and interlocking (word-grids/layout.ts), unused squares printed black, entries numbered in
 * reading order with Across and Down clue lists. Clues can be read more than one way, so the type
 * does not promise a single solution; verify proves the grid sound (every run of letters is an
 * entry, all entries interlock, the numbering is the standard one) and the difficulty measured.
 *
 * Difficulty is measured, not the size: a score from how much help the crossings give (crossed
 * letters over all answer letters; a checked letter can be got from the other clue) and how
 * familiar the answers are (SCOWL frequency levels: everyday 0, familiar 0.5, rare 1; an
 * author's answers count 0.5, as we hold no frequency for them). Easy < 0.44 ≤ medium < 0.5 ≤
 * hard, calibrated so each level is reachable from every shipped theme.
 */

const THRESHOLDS = { medium: 0.44, hard: 0.5 } as const;
const MAX_ATTEMPTS = 24;
const LAYOUT_ATTEMPTS = 6;
/** How many answers each level draws on: easy picks from the most familiar words first. */
const WORDS_PER_LEVEL: Record<Exclude<Difficulty, "expert">, number> = {
  easy: 14,
  medium: 16,
  hard: 18,
};

export type CrosswordEntry = {
  number: number;
  direction: Direction;
  row: number;
  col: number;
  answer: string;
  clue: string;
};

export type CrosswordPuzzle = PuzzleBase & {
  type: "crossword";
  theme: string | null;
  rows: number;
  cols: number;
  /** Row-major answer letters, "" for a black square. */
  cells: string[];
  entries: CrosswordEntry[];
  measure: { crossingRatio: number; familiarity: number; score: number };
};

type Familiarity = (answer: string) => number;

const familiarityOf = (theme: CluedTheme | undefined): Familiarity => {
  if (!theme) return () => 0.5;
  const familiar = new Set(theme.familiar);
  const rare = new Set(theme.rare);
  return (answer) => (rare.has(answer) ? 1 : familiar.has(answer) ? 0.5 : 0);
};

export function measureCrossword(grid: WordGrid, familiarity: Familiarity) {
  const ratio = crossingRatio(grid);
  const mean =
    grid.placements.reduce((sum, placement) => sum + familiarity(placement.word), 0) /
    Math.max(1, grid.placements.length);
  const score = 0.7 * (1 - ratio) + 0.3 * mean;
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { crossingRatio: round(ratio), familiarity: round(mean), score: round(score) };
}

export function crosswordLevel(score: number): Exclude<Difficulty, "expert"> {
  if (score < THRESHOLDS.medium) return "easy";
  return score < THRESHOLDS.hard ? "medium" : "hard";
}

function pool(
  options: CrosswordOptions,
  random: ReturnType<typeof createRandom>,
  familiarity: Familiarity,
) {
  if (options.entries) {
    const clues = new Map(
      options.entries.map((entry) => [normalizeWord(entry.answer), entry.clue.trim()]),
    );
    return { words: [...clues.keys()], clues };
  }
  const theme = findCluedTheme(options.theme) as CluedTheme;
  const level = options.difficulty;
  const count = options.wordCount ?? WORDS_PER_LEVEL[level];
  const fitting = theme.entries.filter((entry) => entry.answer.length <= options.size);
  // Easy draws on the most familiar answers, hard on the least; medium on all, shuffled.
  const shuffled = random.shuffle(fitting);
  const ordered =
    level === "medium"
      ? shuffled
      : [...shuffled].sort((a, b) => {
          const by = familiarity(a.answer) - familiarity(b.answer);
          return level === "easy" ? by : -by;
        });
  const chosen = ordered.slice(0, Math.min(fitting.length, count + 6));
  return {
    words: chosen.map((entry) => entry.answer),
    clues: new Map(chosen.map((entry) => [entry.answer, entry.clue])),
  };
}

function toPuzzle(
  seed: Seed,
  options: CrosswordOptions,
  grid: WordGrid,
  clues: Map<string, string>,
  familiarity: Familiarity,
): CrosswordPuzzle {
  const measure = measureCrossword(grid, familiarity);
  return {
    type: "crossword",
    seed: String(seed),
    difficulty: crosswordLevel(measure.score),
    theme: options.entries ? null : options.theme,
    rows: grid.rows,
    cols: grid.cols,
    cells: grid.cells,
    entries: numberEntries(grid).map((entry) => ({
      number: entry.number,
      direction: entry.direction,
      row: entry.row,
      col: entry.col,
      answer: entry.word,
      clue: clues.get(entry.word) as string,
    })),
    measure,
  };
}

export function generateCrossword(seed: Seed, options: CrosswordOptions): CrosswordPuzzle {
  const theme = options.entries ? undefined : findCluedTheme(options.theme);
  const familiarity = familiarityOf(theme);
  let closest: CrosswordPuzzle | null = null;
  for (let index = 0; index < MAX_ATTEMPTS; index += 1) {
    const attemptSeed = index === 0 ? String(seed) : childSeed(seed, index);
    const random = createRandom(attemptSeed);
    const { words, clues } = pool(options, random, familiarity);
    const target =
      options.wordCount ?? (options.entries ? words.length : WORDS_PER_LEVEL[options.difficulty]);
    const grid = buildWordGrid(words, {
      size: options.size,
      target,
      attempts: LAYOUT_ATTEMPTS,
      seed: attemptSeed,
    });
    const puzzle = toPuzzle(seed, options, grid, clues, familiarity);
    // An author's list is measured as it comes; a theme is retried until it lands on the level.
    if (options.entries) {
      if (!closest || puzzle.entries.length > closest.entries.length) closest = puzzle;
      if (puzzle.entries.length === words.length) return puzzle;
      continue;
    }
    if (puzzle.difficulty === options.difficulty && puzzle.entries.length >= 4) return puzzle;
  }
  if (closest && closest.entries.length >= 4) return closest;
  throw new Error(`No ${options.difficulty} crossword found from seed ${String(seed)}`);
}

export function verifyCrossword(puzzle: CrosswordPuzzle) {
  const grid: WordGrid = {
    rows: puzzle.rows,
    cols: puzzle.cols,
    cells: puzzle.cells,
    placements: puzzle.entries.map((entry) => ({
      word: entry.answer,
      row: entry.row,
      col: entry.col,
      direction: entry.direction,
    })),
  };
  const problems = checkWordGrid(grid);
  const numbered = numberEntries(grid).map((entry) => `${entry.number}${entry.direction}`);
  const given = puzzle.entries.map((entry) => `${entry.number}${entry.direction}`);
  if (numbered.join() !== given.join()) problems.push("The clue numbers are not the grid's");
  const answers = puzzle.entries.map((entry) => entry.answer);
  if (new Set(answers).size !== answers.length) problems.push("An answer is in the grid twice");
  for (const entry of puzzle.entries) {
    if (!entry.clue.trim()) problems.push(`${entry.answer} has no clue`);
    if (isBlockedWord(entry.answer)) problems.push(`${entry.answer} is not allowed in a puzzle`);
  }
  const theme = puzzle.theme === null ? undefined : findCluedTheme(puzzle.theme);
  if (puzzle.theme !== null && !theme) problems.push(`Unknown theme ${puzzle.theme}`);
  const measure = measureCrossword(grid, familiarityOf(theme));
  if (crosswordLevel(measure.score) !== puzzle.difficulty)
    problems.push(`Measured ${crosswordLevel(measure.score)}, labelled ${puzzle.difficulty}`);
  return verification(problems);
}

function clueLines(puzzle: CrosswordPuzzle) {
  const lines = [];
  for (const direction of ["across", "down"] as const) {
    lines.push({
      text: direction === "across" ? "Across" : "Down",
      font: "bold" as const,
      gapBefore: true,
    });
    for (const entry of puzzle.entries.filter((item) => item.direction === direction)) {
      lines.push({
        text: `${entry.number}. ${entry.clue} (${entry.answer.length})`,
        font: "regular" as const,
      });
    }
  }
  return lines;
}

const blocks = (cells: readonly string[]) => cells.map((letter) => (letter ? 0 : 0.85));

function drawPuzzle(puzzle: CrosswordPuzzle, box: Box): Element[] {
  const { frame, text } = layoutGridWithLists(box, puzzle.rows, puzzle.cols, clueLines(puzzle), {
    maxCellPt: 28,
  });
  const numbers = new Map(
    puzzle.entries.map((entry) => [entry.row * puzzle.cols + entry.col, entry.number]),
  );
  return [
    gridElement(
      frame,
      puzzle.cells.map(() => ""),
      { fills: blocks(puzzle.cells), strokePt: STROKE.thin },
    ),
    ...cellNumbers(frame, numbers),
    ...text,
  ];
}

function drawAnswer(puzzle: CrosswordPuzzle, box: Box): Element[] {
  const frame = fitGridCapped(box, puzzle.rows, puzzle.cols, 24);
  return [
    gridElement(frame, puzzle.cells, {
      fills: blocks(puzzle.cells),
      sample: "W",
      strokePt: STROKE.thin,
    }),
  ];
}

export const crossword: PuzzleType<CrosswordPuzzle, CrosswordOptions> = {
  ...crosswordRules,
  generate: generateCrossword,
  verify: verifyCrossword,
  toLayout: drawPuzzle,
  answerToLayout: drawAnswer,
};
