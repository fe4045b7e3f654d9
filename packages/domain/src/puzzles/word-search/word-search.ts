import type { Box, Element } from "../../books/interior/elements";
import { measureText } from "../../books/interior/font-metrics";
import { fitGrid, gridElement, line, MIN_FONT_PT, STROKE } from "../draw";
import { childSeed, createRandom, type Seed } from "../random";
import { type Difficulty, type PuzzleBase, type PuzzleType, verification } from "../types";
import { findWordTheme } from "../words/themes";
import { checkWordList, normalizeWord } from "../words/word-list";
import {
  ALL_DIRECTIONS,
  BACKWARD_DIRECTIONS,
  DIAGONAL_DIRECTIONS,
  type Direction,
} from "./directions";
import {
  buildWordGrid,
  cellsOf,
  findBlockedWords,
  findWord,
  isSamePlace,
  type Placement,
} from "./engine";
import { type WordSearchOptions, wordSearchRules } from "./word-search-rules";

/*
 * Word search from a theme or an author's own list. Difficulty is what the solver has to scan:
 * easy hides words only left to right and top to bottom, medium adds the two forward diagonals,
 * hard reads in all 8 directions including backwards. The label is measured from the directions
 * the placed words really use, so a "hard" grid always has backward words.
 */

export const WORD_SEARCH_DIRECTIONS: Record<Exclude<Difficulty, "expert">, readonly Direction[]> = {
  easy: ["E", "S"],
  medium: ["E", "S", "SE", "NE"],
  hard: ALL_DIRECTIONS,
};

export type WordSearchPuzzle = PuzzleBase & {
  type: "word-search";
  rows: number;
  cols: number;
  grid: string[];
  /** The list printed under the grid, alphabetical. */
  words: string[];
  placements: Placement[];
  directions: Direction[];
  message: string | null;
  messageCells: number[];
  theme: string | null;
  grade: { backwardWords: number; diagonalWords: number; crossings: number; fillerShare: number };
};

/** The words the options ask for, checked; throws with the first problem an author must fix. */
export function chooseWords(seed: Seed, options: WordSearchOptions): string[] {
  if (options.words) {
    const checked = checkWordList(options.words, {
      minLength: 3,
      maxLength: options.size,
      refuseInsideAnother: true,
    });
    const first = checked.problems[0];
    if (first) throw new Error(first.message);
    return checked.words;
  }
  const theme = findWordTheme(options.theme ?? "animals");
  if (!theme) throw new Error(`Unknown theme ${options.theme}`);
  const fitting = checkWordList(theme.words, {
    minLength: 3,
    maxLength: options.size,
    refuseInsideAnother: true,
  }).words;
  return createRandom(`${String(seed)}/words`)
    .shuffle(fitting)
    .slice(0, options.wordCount);
}

function measureGrade(placements: readonly Placement[], rows: number, cols: number) {
  const used = new Map<number, number>();
  for (const placement of placements) {
    for (const cell of cellsOf(placement, cols)) used.set(cell, (used.get(cell) ?? 0) + 1);
  }
  return {
    backwardWords: placements.filter((p) => BACKWARD_DIRECTIONS.includes(p.direction)).length,
    diagonalWords: placements.filter((p) => DIAGONAL_DIRECTIONS.includes(p.direction)).length,
    crossings: [...used.values()].filter((count) => count > 1).length,
    fillerShare: Number((1 - used.size / (rows * cols)).toFixed(3)),
  };
}

function difficultyOf(grade: ReturnType<typeof measureGrade>): Difficulty {
  if (grade.backwardWords > 0) return "hard";
  if (grade.diagonalWords > 0) return "medium";
  return "easy";
}

export function generateWordSearch(seed: Seed, options: WordSearchOptions): WordSearchPuzzle {
  const words = chooseWords(seed, options);
  const directions = options.directions ?? [...WORD_SEARCH_DIRECTIONS[options.difficulty]];
  // Punctuation is dropped like spaces: the leftover letters spell the words, not the commas.
  const message = options.hiddenMessage
    ? normalizeWord(options.hiddenMessage).replace(/[.,!?;:"()]/g, "")
    : null;
  if (message !== null && !/^[A-Z]*$/.test(message)) {
    throw new Error("The hidden message can only use the letters A to Z");
  }
  let last: WordSearchPuzzle | null = null;
  // With few words a hard grid can come out with no backward word: try again until the grid is
  // the level asked for (unless the author chose the directions).
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const built = buildWordGrid(attempt === 0 ? seed : childSeed(seed, `level-${attempt}`), {
      rows: options.size,
      cols: options.size,
      words,
      directions,
      alphabet: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
      ...(message ? { message } : {}),
      checkBlocked: true,
    });
    const grade = measureGrade(built.placements, built.rows, built.cols);
    last = {
      type: "word-search",
      seed: String(seed),
      difficulty: difficultyOf(grade),
      rows: built.rows,
      cols: built.cols,
      grid: built.grid,
      words: [...words].sort(),
      placements: built.placements,
      directions: [...directions],
      message,
      messageCells: built.messageCells,
      theme: options.words ? null : (options.theme ?? "animals"),
      grade,
    };
    if (options.directions || last.difficulty === options.difficulty) return last;
  }
  return last as WordSearchPuzzle;
}

export function verifyWordSearch(puzzle: WordSearchPuzzle) {
  const problems: string[] = [];
  const { rows, cols, grid } = puzzle;
  for (const word of puzzle.words) {
    const found = findWord(grid, rows, cols, word);
    if (found.length !== 1) problems.push(`${word} occurs ${found.length} times`);
    const placement = puzzle.placements.find((p) => p.word === word);
    if (!placement) problems.push(`${word} has no place in the answer key`);
    else if (found.length === 1 && !isSamePlace(found[0] as Placement, placement, cols)) {
      problems.push(`${word} is not where the answer key says`);
    }
  }
  if (puzzle.message) {
    const used = new Set(puzzle.placements.flatMap((p) => cellsOf(p, cols)));
    const spelled = puzzle.messageCells.map((cell) => grid[cell]).join("");
    if (spelled !== puzzle.message) problems.push("The leftover letters do not spell the message");
    if (puzzle.messageCells.some((cell) => used.has(cell)))
      problems.push("The message uses a word's letter");
    const firstFree = grid
      .map((_, cell) => cell)
      .filter((cell) => !used.has(cell))
      .slice(0, puzzle.message.length);
    if (firstFree.join() !== puzzle.messageCells.join())
      problems.push("The message is not in the first leftover cells");
  }
  const blocked = findBlockedWords(grid, rows, cols);
  if (blocked.length > 0) problems.push(`The grid spells a blocked word (${blocked.join(", ")})`);
  if (difficultyOf(measureGrade(puzzle.placements, rows, cols)) !== puzzle.difficulty) {
    problems.push("The difficulty label does not match the directions used");
  }
  return verification(problems);
}

/** The word list in columns under a grid: how much height it takes at a size. */
function wordListLayout(words: readonly string[], width: number, sizePt: number) {
  const widest = Math.max(...words.map((word) => measureText(word, "regular", sizePt)));
  const columns = Math.max(1, Math.min(4, Math.floor(width / (widest + sizePt * 1.5))));
  const rows = Math.ceil(words.length / columns);
  return { columns, rows, height: rows * sizePt * 1.3, columnWidth: width / columns };
}

function drawWordList(words: readonly string[], box: Box, sizePt: number): Element[] {
  const layout = wordListLayout(words, box.width, sizePt);
  return words.map((word, index) => {
    const column = Math.floor(index / layout.rows);
    const row = index % layout.rows;
    const width = measureText(word, "regular", sizePt);
    return {
      kind: "text" as const,
      text: word,
      font: "regular" as const,
      sizePt,
      x: box.x + column * layout.columnWidth + (layout.columnWidth - width) / 2,
      baseline: box.y + row * sizePt * 1.3 + sizePt,
      width,
    };
  });
}

function drawPuzzle(puzzle: WordSearchPuzzle, box: Box): Element[] {
  // The list takes what it needs at a readable size; the grid gets the rest.
  let sizePt = Math.max(MIN_FONT_PT, Math.min(11, box.width / 40));
  let list = wordListLayout(puzzle.words, box.width, sizePt);
  while (list.height > box.height * 0.35 && sizePt > MIN_FONT_PT) {
    sizePt = Math.max(MIN_FONT_PT, sizePt - 0.5);
    list = wordListLayout(puzzle.words, box.width, sizePt);
  }
  const gap = sizePt;
  const gridBox = { ...box, height: box.height - list.height - gap };
  const frame = fitGrid(gridBox, puzzle.rows, puzzle.cols, STROKE.thick);
  const listBox = { ...box, y: frame.y + frame.rows * frame.cellSize + gap, height: list.height };
  return [
    gridElement(frame, puzzle.grid, { font: "mono", strokePt: 0, sample: "W" }),
    {
      kind: "rect",
      x: frame.x,
      y: frame.y,
      width: frame.cols * frame.cellSize,
      height: frame.rows * frame.cellSize,
      strokePt: STROKE.thick,
      fill: 0,
    },
    ...drawWordList(puzzle.words, listBox, sizePt),
  ];
}

function drawAnswer(puzzle: WordSearchPuzzle, box: Box): Element[] {
  const frame = fitGrid(box, puzzle.rows, puzzle.cols, STROKE.thick);
  const used = new Set(puzzle.placements.flatMap((p) => cellsOf(p, puzzle.cols)));
  const message = new Set(puzzle.messageCells);
  // Only the found words' letters (and the message's) are printed, each word struck through.
  const cells = puzzle.grid.map((letter, cell) =>
    used.has(cell) || message.has(cell) ? letter : "",
  );
  const fills = puzzle.grid.map((_, cell) => (message.has(cell) ? 0.15 : 0));
  const center = (cell: number) => ({
    x: frame.x + ((cell % puzzle.cols) + 0.5) * frame.cellSize,
    y: frame.y + (Math.floor(cell / puzzle.cols) + 0.5) * frame.cellSize,
  });
  const strokes = puzzle.placements.map((placement) => {
    const cells = cellsOf(placement, puzzle.cols);
    const start = center(cells[0] as number);
    const end = center(cells.at(-1) as number);
    return line(start.x, start.y, end.x, end.y, STROKE.thin);
  });
  return [
    gridElement(frame, cells, {
      font: "mono",
      strokePt: 0,
      sample: "W",
      ...(message.size ? { fills } : {}),
    }),
    {
      kind: "rect",
      x: frame.x,
      y: frame.y,
      width: frame.cols * frame.cellSize,
      height: frame.rows * frame.cellSize,
      strokePt: STROKE.thick,
      fill: 0,
    },
    ...strokes,
  ];
}

export const wordSearch: PuzzleType<WordSearchPuzzle, WordSearchOptions> = {
  ...wordSearchRules,
  generate: generateWordSearch,
  verify: verifyWordSearch,
  toLayout: drawPuzzle,
  answerToLayout: drawAnswer,
};
