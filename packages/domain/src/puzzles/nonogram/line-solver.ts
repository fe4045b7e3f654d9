/*
 * The nonogram line solver: for one row or column, which cells are filled (or empty) in every
 * arrangement of its clues that agrees with what is already known. A grid this solver completes
 * line by line has exactly one solution, and needs no guessing to solve by hand.
 */

export const UNKNOWN = -1;
export type Cell = -1 | 0 | 1;

/** The line with every forced cell set, or null when no arrangement fits (a contradiction). */
export function solveLine(cells: readonly Cell[], clues: readonly number[]): Cell[] | null {
  const n = cells.length;
  const k = clues.length;
  const memo = new Map<number, boolean>();
  const key = (pos: number, j: number) => pos * (k + 1) + j;

  const blockFits = (pos: number, length: number) => {
    if (pos + length > n) return false;
    for (let index = pos; index < pos + length; index += 1) if (cells[index] === 0) return false;
    return pos + length === n || cells[pos + length] !== 1;
  };
  const restEmpty = (pos: number) => {
    for (let index = pos; index < n; index += 1) if (cells[index] === 1) return false;
    return true;
  };
  const feasible = (pos: number, j: number): boolean => {
    if (j === k) return restEmpty(pos);
    if (pos >= n) return false;
    const id = key(pos, j);
    const cached = memo.get(id);
    if (cached !== undefined) return cached;
    const length = clues[j] as number;
    const result =
      (cells[pos] !== 1 && feasible(pos + 1, j)) ||
      (blockFits(pos, length) && feasible(Math.min(n, pos + length + 1), j + 1));
    memo.set(id, result);
    return result;
  };
  if (!feasible(0, 0)) return null;

  const canFill = new Uint8Array(n);
  const canEmpty = new Uint8Array(n);
  const seen = new Set<number>();
  const mark = (pos: number, j: number) => {
    const id = key(pos, j);
    if (seen.has(id)) return;
    seen.add(id);
    if (j === k) {
      for (let index = pos; index < n; index += 1) canEmpty[index] = 1;
      return;
    }
    if (pos >= n) return;
    if (cells[pos] !== 1 && feasible(pos + 1, j)) {
      canEmpty[pos] = 1;
      mark(pos + 1, j);
    }
    const length = clues[j] as number;
    if (blockFits(pos, length) && feasible(Math.min(n, pos + length + 1), j + 1)) {
      for (let index = pos; index < pos + length; index += 1) canFill[index] = 1;
      if (pos + length < n) canEmpty[pos + length] = 1;
      mark(Math.min(n, pos + length + 1), j + 1);
    }
  };
  mark(0, 0);
  const result: Cell[] = [];
  for (let index = 0; index < n; index += 1) {
    if (canFill[index] && canEmpty[index]) result.push(UNKNOWN);
    else result.push(canFill[index] ? 1 : 0);
  }
  return result;
}

export function cluesOf(line: readonly (0 | 1)[]): number[] {
  const clues: number[] = [];
  let run = 0;
  for (const cell of line) {
    if (cell) run += 1;
    else if (run) {
      clues.push(run);
      run = 0;
    }
  }
  if (run) clues.push(run);
  return clues;
}

export type LineSolve = {
  grid: Cell[];
  solved: boolean;
  contradiction: boolean;
  /** Full sweeps over every row and column until nothing changed. */
  sweeps: number;
  /** Share of cells known after the first sweep. */
  firstSweepShare: number;
};

export function solveNonogram(
  rows: number,
  cols: number,
  rowClues: readonly number[][],
  colClues: readonly number[][],
): LineSolve {
  const grid: Cell[] = new Array(rows * cols).fill(UNKNOWN);
  let sweeps = 0;
  let firstSweepShare = 0;
  for (;;) {
    sweeps += 1;
    let changed = false;
    for (let row = 0; row < rows; row += 1) {
      const line = grid.slice(row * cols, row * cols + cols);
      const solved = solveLine(line, rowClues[row] as number[]);
      if (!solved) return { grid, solved: false, contradiction: true, sweeps, firstSweepShare };
      solved.forEach((cell, col) => {
        if (grid[row * cols + col] !== cell) {
          grid[row * cols + col] = cell;
          changed = true;
        }
      });
    }
    for (let col = 0; col < cols; col += 1) {
      const line = Array.from({ length: rows }, (_, row) => grid[row * cols + col] as Cell);
      const solved = solveLine(line, colClues[col] as number[]);
      if (!solved) return { grid, solved: false, contradiction: true, sweeps, firstSweepShare };
      solved.forEach((cell, row) => {
        if (grid[row * cols + col] !== cell) {
          grid[row * cols + col] = cell;
          changed = true;
        }
      });
    }
    if (sweeps === 1)
      firstSweepShare = grid.filter((cell) => cell !== UNKNOWN).length / grid.length;
    if (!changed) break;
  }
  return {
    grid,
    solved: grid.every((cell) => cell !== UNKNOWN),
    contradiction: false,
    sweeps,
    firstSweepShare,
  };
}
