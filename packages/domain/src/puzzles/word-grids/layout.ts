import { createRandom, type Seed } from "../random";

/*
 * Interlocking word grids (crossword and fill-in, decision 0096): freeform placement in a bounded
 * square, the way a criss-cross is built by hand. The longest word goes in the middle; every
 * later word must cross a placed one, may share a cell only where the letters agree, and may not
 * touch another word side by side or end to end, so every run of two or more letters in the grid
 * is exactly one placed word. Several seeded attempts are made and the densest kept. The grid is
 * then cropped to its words.
 */

export type Direction = "across" | "down";
export type Placement = { word: string; row: number; col: number; direction: Direction };
export type WordGrid = {
  rows: number;
  cols: number;
  /** Row-major letters, "" for a cell no word uses. */
  cells: string[];
  placements: Placement[];
};

const step = (direction: Direction): readonly [number, number] =>
  direction === "across" ? [0, 1] : [1, 0];

export function placementCells(placement: Placement, cols: number): number[] {
  const [dr, dc] = step(placement.direction);
  return Array.from(
    { length: placement.word.length },
    (_, index) => (placement.row + dr * index) * cols + placement.col + dc * index,
  );
}

type Board = { size: number; letters: string[]; used: number[] };

const BIT: Record<Direction, number> = { across: 1, down: 2 };

/** Crossings a word would make at a position, or -1 when it may not go there. */
function crossingsAt(board: Board, word: string, row: number, col: number, dir: Direction): number {
  const { size, letters, used } = board;
  const [dr, dc] = step(dir);
  const endRow = row + dr * (word.length - 1);
  const endCol = col + dc * (word.length - 1);
  if (row < 0 || col < 0 || endRow >= size || endCol >= size) return -1;
  const filled = (r: number, c: number) =>
    r >= 0 && c >= 0 && r < size && c < size && letters[r * size + c] !== "";
  if (filled(row - dr, col - dc) || filled(endRow + dr, endCol + dc)) return -1;
  let crossings = 0;
  for (let index = 0; index < word.length; index += 1) {
    const r = row + dr * index;
    const c = col + dc * index;
    const cell = r * size + c;
    const letter = letters[cell];
    if (letter) {
      if (letter !== word[index] || (used[cell] as number) & BIT[dir]) return -1;
      crossings += 1;
    } else if (filled(r + dc, c + dr) || filled(r - dc, c - dr)) return -1;
  }
  return crossings;
}

function place(board: Board, word: string, row: number, col: number, dir: Direction) {
  const [dr, dc] = step(dir);
  for (let index = 0; index < word.length; index += 1) {
    const cell = (row + dr * index) * board.size + col + dc * index;
    board.letters[cell] = word[index] as string;
    board.used[cell] = (board.used[cell] as number) | BIT[dir];
  }
}

function attempt(words: readonly string[], size: number, target: number, seed: Seed): WordGrid {
  const random = createRandom(seed);
  const board: Board = {
    size,
    letters: new Array(size * size).fill(""),
    used: new Array(size * size).fill(0),
  };
  // Longest first (a long spine gives the others room), shuffled within a length.
  const order = random.shuffle(words).sort((a, b) => b.length - a.length);
  const placements: Placement[] = [];
  const first = order.shift() as string;
  const firstDir: Direction = random.chance(0.5) ? "across" : "down";
  const middle = Math.floor(size / 2);
  const start = Math.floor((size - first.length) / 2);
  const [fr, fc] = firstDir === "across" ? [middle, start] : [start, middle];
  place(board, first, fr, fc, firstDir);
  placements.push({ word: first, row: fr, col: fc, direction: firstDir });
  let pending = order;
  while (placements.length < target && pending.length > 0) {
    const left: string[] = [];
    let progress = false;
    for (const word of pending) {
      if (placements.length >= target) break;
      let best: Placement[] = [];
      let bestScore = 0;
      for (let cell = 0; cell < size * size; cell += 1) {
        const letter = board.letters[cell];
        if (!letter || !word.includes(letter)) continue;
        const r = Math.floor(cell / size);
        const c = cell % size;
        for (let index = 0; index < word.length; index += 1) {
          if (word[index] !== letter) continue;
          for (const direction of ["across", "down"] as const) {
            const [dr, dc] = step(direction);
            const row = r - dr * index;
            const col = c - dc * index;
            const crossings = crossingsAt(board, word, row, col, direction);
            if (crossings < 1) continue;
            if (crossings > bestScore) {
              bestScore = crossings;
              best = [];
            }
            if (crossings === bestScore) best.push({ word, row, col, direction });
          }
        }
      }
      if (best.length === 0) {
        left.push(word);
        continue;
      }
      const chosen = random.pick(best);
      place(board, word, chosen.row, chosen.col, chosen.direction);
      placements.push(chosen);
      progress = true;
    }
    if (!progress) break;
    pending = left;
  }
  return crop(board, placements);
}

function crop(board: Board, placements: Placement[]): WordGrid {
  const { size, letters } = board;
  let top = size;
  let left = size;
  let bottom = -1;
  let right = -1;
  for (let cell = 0; cell < size * size; cell += 1) {
    if (!letters[cell]) continue;
    const r = Math.floor(cell / size);
    const c = cell % size;
    top = Math.min(top, r);
    bottom = Math.max(bottom, r);
    left = Math.min(left, c);
    right = Math.max(right, c);
  }
  const rows = bottom - top + 1;
  const cols = right - left + 1;
  const cells: string[] = [];
  for (let r = top; r <= bottom; r += 1) {
    for (let c = left; c <= right; c += 1) cells.push(letters[r * size + c] as string);
  }
  return {
    rows,
    cols,
    cells,
    placements: placements.map((p) => ({ ...p, row: p.row - top, col: p.col - left })),
  };
}

/** Crossed letters over all answer letters: how much help the grid gives. */
export function crossingRatio(grid: WordGrid): number {
  const counts = new Map<number, number>();
  let letters = 0;
  for (const placement of grid.placements) {
    for (const cell of placementCells(placement, grid.cols)) {
      counts.set(cell, (counts.get(cell) ?? 0) + 1);
      letters += 1;
    }
  }
  const crossed = [...counts.values()].filter((count) => count > 1).length * 2;
  return letters === 0 ? 0 : crossed / letters;
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < a.length; index += 1) {
    if (a[index] !== b[index]) return (a[index] as number) - (b[index] as number);
  }
  return 0;
}

/**
 * The densest of `attempts` seeded layouts: most words placed, then most crossings, then the
 * smallest area. Deterministic per seed.
 */
export function buildWordGrid(
  words: readonly string[],
  options: { size: number; target: number; attempts: number; seed: string },
): WordGrid {
  let best: WordGrid | null = null;
  let bestKey: number[] = [];
  for (let index = 0; index < options.attempts; index += 1) {
    const grid = attempt(words, options.size, options.target, `${options.seed}/layout-${index}`);
    const key = [grid.placements.length, crossingRatio(grid), -(grid.rows * grid.cols)];
    if (!best || compareKeys(key, bestKey) > 0) {
      best = grid;
      bestKey = key;
    }
  }
  return best as WordGrid;
}

/**
 * Every maximal run of two or more letters, across and down, as placements: a sound grid's runs
 * are exactly its placed words.
 */
export function gridRuns(grid: Pick<WordGrid, "rows" | "cols" | "cells">): Placement[] {
  const runs: Placement[] = [];
  for (const direction of ["across", "down"] as const) {
    const [dr, dc] = step(direction);
    for (let row = 0; row < grid.rows; row += 1) {
      for (let col = 0; col < grid.cols; col += 1) {
        const at = (r: number, c: number) =>
          r >= 0 && c >= 0 && r < grid.rows && c < grid.cols ? grid.cells[r * grid.cols + c] : "";
        if (!at(row, col) || at(row - dr, col - dc)) continue;
        let word = "";
        for (let r = row, c = col; at(r, c); r += dr, c += dc) word += at(r, c);
        if (word.length >= 2) runs.push({ word, row, col, direction });
      }
    }
  }
  return runs;
}

/** Problems with a grid's shape: stray runs, letters off a word, words that do not interlock. */
export function checkWordGrid(grid: WordGrid): string[] {
  const problems: string[] = [];
  if (grid.cells.length !== grid.rows * grid.cols)
    return ["The grid's size does not match its cells"];
  const key = (p: Placement) => `${p.direction}:${p.row}:${p.col}:${p.word}`;
  const placed = new Set(grid.placements.map(key));
  const runs = gridRuns(grid);
  for (const run of runs) {
    if (!placed.has(key(run))) problems.push(`${run.word} reads in the grid but is not an entry`);
  }
  const runKeys = new Set(runs.map(key));
  for (const placement of grid.placements) {
    if (!runKeys.has(key(placement)))
      problems.push(`${placement.word} is not where the grid puts it`);
  }
  const covered = new Set(grid.placements.flatMap((p) => placementCells(p, grid.cols)));
  grid.cells.forEach((letter, cell) => {
    if (letter && !covered.has(cell))
      problems.push(`A letter at cell ${cell + 1} belongs to no word`);
  });
  // Interlocked: every word reachable from the first through shared cells.
  const reached = new Set<number>([0]);
  const cellsOf = grid.placements.map((p) => new Set(placementCells(p, grid.cols)));
  for (let grew = true; grew; ) {
    grew = false;
    cellsOf.forEach((cells, index) => {
      if (reached.has(index)) return;
      for (const other of reached) {
        if ([...cells].some((cell) => cellsOf[other]?.has(cell))) {
          reached.add(index);
          grew = true;
          return;
        }
      }
    });
  }
  if (grid.placements.length > 0 && reached.size !== grid.placements.length)
    problems.push("Not every word interlocks with the others");
  return problems;
}

export type NumberedEntry = Placement & { number: number };

/** Crossword numbering: start cells in reading order, one number per start cell. */
export function numberEntries(grid: WordGrid): NumberedEntry[] {
  const starts = [...new Set(grid.placements.map((p) => p.row * grid.cols + p.col))].sort(
    (a, b) => a - b,
  );
  const numberOf = new Map(starts.map((cell, index) => [cell, index + 1]));
  return grid.placements
    .map((p) => ({ ...p, number: numberOf.get(p.row * grid.cols + p.col) as number }))
    .sort((a, b) => a.number - b.number || (a.direction === "across" ? -1 : 1));
}
