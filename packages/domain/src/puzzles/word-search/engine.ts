import { childSeed, createRandom, type Random, type Seed } from "../random";
import { findBlockedInside } from "../words/blocklist";
import { ALL_DIRECTIONS, DIRECTIONS, type Direction } from "./directions";

/*
 * The hidden-word grid shared by word search and number search: words placed along the allowed
 * directions (overlapping where letters agree), the leftover cells filled, and then proved: every
 * word occurs exactly once in any of the 8 directions (a second, accidental copy would make the
 * answer key ambiguous), and no blocked word reads in any direction.
 */

export type Placement = { word: string; row: number; col: number; direction: Direction };

export type WordGrid = {
  rows: number;
  cols: number;
  /** Row-major, one symbol per cell. */
  grid: string[];
  placements: Placement[];
  /** Cells holding the hidden message, in reading order. */
  messageCells: number[];
};

export type WordGridOptions = {
  rows: number;
  cols: number;
  words: readonly string[];
  directions: readonly Direction[];
  /** Symbols for the filler cells. */
  alphabet: string;
  /** Spelled by the first leftover cells in reading order. */
  message?: string;
  /** Check the filled grid against the blocklist (letters only). */
  checkBlocked: boolean;
};

export function cellsOf(placement: Placement, cols: number): number[] {
  const [dr, dc] = DIRECTIONS[placement.direction];
  return Array.from(
    { length: placement.word.length },
    (_, index) => (placement.row + dr * index) * cols + placement.col + dc * index,
  );
}

/** Whether two placements cover the same cells (a palindrome reads from either end). */
export function isSamePlace(a: Placement, b: Placement, cols: number): boolean {
  const cells = (placement: Placement) =>
    cellsOf(placement, cols)
      .sort((x, y) => x - y)
      .join();
  return cells(a) === cells(b);
}

/** Every start and direction at which `word` reads in the grid (any of the 8 directions). */
export function findWord(
  grid: readonly string[],
  rows: number,
  cols: number,
  word: string,
): Placement[] {
  const found: Placement[] = [];
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      if (grid[row * cols + col] !== word[0]) continue;
      for (const direction of ALL_DIRECTIONS) {
        const [dr, dc] = DIRECTIONS[direction];
        const endRow = row + dr * (word.length - 1);
        const endCol = col + dc * (word.length - 1);
        if (endRow < 0 || endRow >= rows || endCol < 0 || endCol >= cols) continue;
        let index = 1;
        while (
          index < word.length &&
          grid[(row + dr * index) * cols + col + dc * index] === word[index]
        ) {
          index += 1;
        }
        if (index === word.length) found.push({ word, row, col, direction });
      }
    }
  }
  // A palindrome reads the same both ways over the same cells: one occurrence, not two.
  const keys = new Set<string>();
  return found.filter((placement) => {
    const key = cellsOf(placement, cols)
      .sort((a, b) => a - b)
      .join();
    if (keys.has(key)) return false;
    keys.add(key);
    return true;
  });
}

/** Every straight run of the grid, in both reading directions, for the blocklist. */
function allLines(grid: readonly string[], rows: number, cols: number): string[] {
  const lines: string[] = [];
  for (const direction of ["E", "S", "SE", "NE"] as const) {
    const [dr, dc] = DIRECTIONS[direction];
    for (let row = 0; row < rows; row += 1) {
      for (let col = 0; col < cols; col += 1) {
        const pr = row - dr;
        const pc = col - dc;
        if (pr >= 0 && pr < rows && pc >= 0 && pc < cols) continue;
        let text = "";
        for (let r = row, c = col; r >= 0 && r < rows && c >= 0 && c < cols; r += dr, c += dc) {
          text += grid[r * cols + c];
        }
        lines.push(text, [...text].reverse().join(""));
      }
    }
  }
  return lines;
}

export function findBlockedWords(grid: readonly string[], rows: number, cols: number): string[] {
  return [...new Set(allLines(grid, rows, cols).flatMap((line) => findBlockedInside(line)))];
}

function placeAll(
  options: WordGridOptions,
  random: Random,
): { grid: (string | null)[]; placements: Placement[] } | null {
  const { rows, cols } = options;
  const grid: (string | null)[] = new Array(rows * cols).fill(null);
  const placements: Placement[] = [];
  const ordered = [...options.words].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  for (const word of ordered) {
    const candidates: { placement: Placement; overlap: number }[] = [];
    for (const direction of options.directions) {
      const [dr, dc] = DIRECTIONS[direction];
      for (let row = 0; row < rows; row += 1) {
        for (let col = 0; col < cols; col += 1) {
          const endRow = row + dr * (word.length - 1);
          const endCol = col + dc * (word.length - 1);
          if (endRow < 0 || endRow >= rows || endCol < 0 || endCol >= cols) continue;
          let overlap = 0;
          let fits = true;
          for (let index = 0; index < word.length; index += 1) {
            const cell = grid[(row + dr * index) * cols + col + dc * index];
            if (cell === null) continue;
            if (cell !== word[index]) {
              fits = false;
              break;
            }
            overlap += 1;
          }
          // A word lying wholly on another would be hidden inside it.
          if (fits && overlap < word.length)
            candidates.push({ placement: { word, row, col, direction }, overlap });
        }
      }
    }
    if (candidates.length === 0) return null;
    // Prefer crossings a little: denser grids, and fewer filler letters to wade through.
    const crossing = candidates.filter((candidate) => candidate.overlap > 0);
    const pool = crossing.length > 0 && random.chance(0.5) ? crossing : candidates;
    const chosen = random.pick(pool).placement;
    for (const [index, cell] of cellsOf(chosen, cols).entries()) grid[cell] = word[index] as string;
    placements.push(chosen);
  }
  return { grid, placements };
}

/** Place, fill and prove a grid; throws when the words cannot be hidden after many attempts. */
export function buildWordGrid(seed: Seed, options: WordGridOptions): WordGrid {
  const { rows, cols } = options;
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const random = createRandom(childSeed(seed, attempt));
    const placed = placeAll(options, random);
    if (!placed) continue;
    const empty = placed.grid.flatMap((cell, index) => (cell === null ? [index] : []));
    const message = options.message ?? "";
    if (message.length > empty.length) {
      throw new Error(
        `The hidden message needs ${message.length} free cells; the grid leaves ${empty.length}`,
      );
    }
    const messageCells = empty.slice(0, message.length);
    for (let fill = 0; fill < 10; fill += 1) {
      const grid = placed.grid.map((cell) => cell ?? "");
      messageCells.forEach((cell, index) => {
        grid[cell] = message[index] as string;
      });
      for (const cell of empty.slice(message.length))
        grid[cell] = random.pick([...options.alphabet]);
      const once = options.words.every((word) => findWord(grid, rows, cols, word).length === 1);
      if (!once) continue;
      if (options.checkBlocked && findBlockedWords(grid, rows, cols).length > 0) continue;
      return { rows, cols, grid, placements: placed.placements, messageCells };
    }
  }
  throw new Error("These words could not be hidden in a grid of this size");
}
