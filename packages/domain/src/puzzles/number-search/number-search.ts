import type { Box, Element } from "../../books/interior/elements";
import { fitGrid, gridElement, line, STROKE, textColumns } from "../draw";
import { createRandom, type Seed } from "../random";
import { type Difficulty, type PuzzleBase, type PuzzleType, verification } from "../types";
import {
  BACKWARD_DIRECTIONS,
  DIAGONAL_DIRECTIONS,
  type Direction,
} from "../word-search/directions";
import {
  buildWordGrid,
  cellsOf,
  findWord,
  isSamePlace,
  type Placement,
} from "../word-search/engine";
import { WORD_SEARCH_DIRECTIONS } from "../word-search/word-search";
import { type NumberSearchOptions, numberSearchRules } from "./number-search-rules";

/*
 * Number search: word search's engine with digits. Numbers are random, 4 to 8 digits, no two
 * alike and none inside another; the grid is proved to hold each exactly once. Levels are word
 * search's: the directions used, measured on the placed numbers.
 */

export type NumberSearchPuzzle = PuzzleBase & {
  type: "number-search";
  rows: number;
  cols: number;
  grid: string[];
  numbers: string[];
  placements: Placement[];
};

function levelOf(placements: readonly Placement[]): Difficulty {
  if (placements.some((p) => BACKWARD_DIRECTIONS.includes(p.direction))) return "hard";
  return placements.some((p) => DIAGONAL_DIRECTIONS.includes(p.direction)) ? "medium" : "easy";
}

export function generateNumberSearch(seed: Seed, options: NumberSearchOptions): NumberSearchPuzzle {
  const random = createRandom(`${String(seed)}/numbers`);
  const numbers: string[] = [];
  const maxLength = Math.min(8, options.size);
  for (let tries = 0; numbers.length < options.count && tries < 1000; tries += 1) {
    const length = 4 + random.int(maxLength - 3);
    const number =
      String(1 + random.int(9)) + Array.from({ length: length - 1 }, () => random.int(10)).join("");
    const reversed = [...number].reverse().join("");
    const clashes = numbers.some(
      (other) =>
        other.includes(number) ||
        number.includes(other) ||
        other.includes(reversed) ||
        number.includes([...other].reverse().join("")),
    );
    if (!clashes) numbers.push(number);
  }
  const directions: readonly Direction[] = WORD_SEARCH_DIRECTIONS[options.difficulty];
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const built = buildWordGrid(`${String(seed)}/${attempt}`, {
      rows: options.size,
      cols: options.size,
      words: numbers,
      directions,
      alphabet: "0123456789",
      checkBlocked: false,
    });
    const puzzle: NumberSearchPuzzle = {
      type: "number-search",
      seed: String(seed),
      difficulty: levelOf(built.placements),
      rows: built.rows,
      cols: built.cols,
      grid: built.grid,
      numbers: [...numbers].sort((a, b) => a.length - b.length || (a < b ? -1 : 1)),
      placements: built.placements,
    };
    if (puzzle.difficulty === options.difficulty) return puzzle;
  }
  throw new Error(`No ${options.difficulty} number search from seed ${String(seed)}`);
}

export function verifyNumberSearch(puzzle: NumberSearchPuzzle) {
  const problems: string[] = [];
  for (const number of puzzle.numbers) {
    const found = findWord(puzzle.grid, puzzle.rows, puzzle.cols, number);
    const placement = puzzle.placements.find((p) => p.word === number);
    if (found.length !== 1) problems.push(`${number} occurs ${found.length} times`);
    else if (!placement || !isSamePlace(found[0] as Placement, placement, puzzle.cols)) {
      problems.push(`${number} is not where the answer key says`);
    }
  }
  if (levelOf(puzzle.placements) !== puzzle.difficulty)
    problems.push("The difficulty label does not match the directions used");
  return verification(problems);
}

function draw(puzzle: NumberSearchPuzzle, box: Box, answer: boolean): Element[] {
  const listHeight = answer
    ? 0
    : Math.min(box.height * 0.3, Math.ceil(puzzle.numbers.length / 3) * 14);
  const frame = fitGrid(
    { ...box, height: box.height - listHeight },
    puzzle.rows,
    puzzle.cols,
    STROKE.thick,
  );
  const used = new Set(puzzle.placements.flatMap((p) => cellsOf(p, puzzle.cols)));
  const cells = answer
    ? puzzle.grid.map((digit, cell) => (used.has(cell) ? digit : ""))
    : puzzle.grid;
  const elements: Element[] = [
    gridElement(frame, cells, { font: "mono", strokePt: 0 }),
    {
      kind: "rect",
      x: frame.x,
      y: frame.y,
      width: frame.cols * frame.cellSize,
      height: frame.rows * frame.cellSize,
      strokePt: STROKE.thick,
      fill: 0,
    },
  ];
  if (answer) {
    const center = (cell: number) => [
      frame.x + ((cell % puzzle.cols) + 0.5) * frame.cellSize,
      frame.y + (Math.floor(cell / puzzle.cols) + 0.5) * frame.cellSize,
    ];
    for (const placement of puzzle.placements) {
      const cells = cellsOf(placement, puzzle.cols);
      const [x1, y1] = center(cells[0] as number) as [number, number];
      const [x2, y2] = center(cells.at(-1) as number) as [number, number];
      elements.push(line(x1, y1, x2, y2, STROKE.thin));
    }
    return elements;
  }
  const listBox = {
    x: box.x,
    y: box.y + box.height - listHeight,
    width: box.width,
    height: listHeight,
  };
  const perColumn = Math.ceil(puzzle.numbers.length / 3);
  for (let column = 0; column < 3; column += 1) {
    elements.push(
      ...textColumns(
        puzzle.numbers.slice(column * perColumn, (column + 1) * perColumn),
        {
          ...listBox,
          x: listBox.x + (column * listBox.width) / 3,
          width: listBox.width / 3,
        },
        { font: "mono", maxSizePt: 11 },
      ),
    );
  }
  return elements;
}

export const numberSearch: PuzzleType<NumberSearchPuzzle, NumberSearchOptions> = {
  ...numberSearchRules,
  generate: generateNumberSearch,
  verify: verifyNumberSearch,
  toLayout: (puzzle, box) => draw(puzzle, box, false),
  answerToLayout: (puzzle, box) => draw(puzzle, box, true),
};
