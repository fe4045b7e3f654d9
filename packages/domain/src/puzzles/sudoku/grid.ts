import type { SudokuSize } from "./sudoku-rules";

/*
 * Sudoku geometry and the exact solver. A grid is a row-major array of n × n numbers, 0 for an
 * empty cell; candidates are bitmasks (bit d − 1 for digit d). The solver is plain backtracking on
 * the cell with fewest candidates, which proves uniqueness by looking for a second solution.
 */

export type SudokuGeometry = {
  size: number;
  boxRows: number;
  boxCols: number;
  /** Rows, then columns, then boxes: each a list of cell indexes. */
  units: number[][];
  /** For each cell, the indexes of its row, column and box units. */
  unitsOf: [number, number, number][];
  /** For each cell, every other cell sharing a unit with it. */
  peers: number[][];
  all: number;
};

const BOX_SHAPES: Record<SudokuSize, [number, number]> = {
  4: [2, 2],
  6: [2, 3],
  9: [3, 3],
  16: [4, 4],
};

const geometries = new Map<number, SudokuGeometry>();

export function sudokuGeometry(size: SudokuSize): SudokuGeometry {
  const cached = geometries.get(size);
  if (cached) return cached;
  const [boxRows, boxCols] = BOX_SHAPES[size];
  const units: number[][] = [];
  for (let row = 0; row < size; row += 1) {
    units.push(Array.from({ length: size }, (_, col) => row * size + col));
  }
  for (let col = 0; col < size; col += 1) {
    units.push(Array.from({ length: size }, (_, row) => row * size + col));
  }
  for (let top = 0; top < size; top += boxRows) {
    for (let left = 0; left < size; left += boxCols) {
      const cells: number[] = [];
      for (let row = top; row < top + boxRows; row += 1) {
        for (let col = left; col < left + boxCols; col += 1) cells.push(row * size + col);
      }
      units.push(cells);
    }
  }
  const unitsOf: [number, number, number][] = [];
  const peers: number[][] = [];
  for (let cell = 0; cell < size * size; cell += 1) {
    const row = Math.floor(cell / size);
    const col = cell % size;
    const box = Math.floor(row / boxRows) * (size / boxCols) + Math.floor(col / boxCols);
    unitsOf.push([row, size + col, 2 * size + box]);
    const set = new Set<number>();
    for (const unit of [row, size + col, 2 * size + box]) {
      for (const other of units[unit] as number[]) if (other !== cell) set.add(other);
    }
    peers.push([...set]);
  }
  const geometry = { size, boxRows, boxCols, units, unitsOf, peers, all: (1 << size) - 1 };
  geometries.set(size, geometry);
  return geometry;
}

export function bitCount(mask: number): number {
  let count = 0;
  let rest = mask;
  while (rest) {
    rest &= rest - 1;
    count += 1;
  }
  return count;
}

/** The digit of a one-bit mask. */
export function digitOf(mask: number): number {
  return 31 - Math.clz32(mask) + 1;
}

export type SolveCount = { count: number; solution: number[] | null; nodes: number };

/**
 * Count solutions up to `limit` (2 proves uniqueness), with the first one found and the number of
 * search nodes visited. `order`, when given, shuffles the digit order (to fill a random grid).
 */
export function countSolutions(
  grid: readonly number[],
  geometry: SudokuGeometry,
  limit = 2,
  order?: (mask: number) => number[],
  /** Give up after this many nodes (the count is then incomplete): for random fills that restart. */
  maxNodes = Number.POSITIVE_INFINITY,
): SolveCount {
  const { size, unitsOf, all } = geometry;
  const used = new Array<number>(3 * size).fill(0);
  const cells = [...grid];
  for (let cell = 0; cell < cells.length; cell += 1) {
    const digit = cells[cell] as number;
    if (!digit) continue;
    const bit = 1 << (digit - 1);
    for (const unit of unitsOf[cell] as number[]) {
      if ((used[unit] as number) & bit) return { count: 0, solution: null, nodes: 0 };
      used[unit] = (used[unit] as number) | bit;
    }
  }
  let count = 0;
  let nodes = 0;
  let solution: number[] | null = null;
  const search = (): boolean => {
    nodes += 1;
    if (nodes > maxNodes) return true;
    let best = -1;
    let bestMask = 0;
    let bestCount = size + 1;
    for (let cell = 0; cell < cells.length; cell += 1) {
      if (cells[cell]) continue;
      const [r, c, b] = unitsOf[cell] as [number, number, number];
      const mask = all & ~((used[r] as number) | (used[c] as number) | (used[b] as number));
      const n = bitCount(mask);
      if (n < bestCount) {
        best = cell;
        bestMask = mask;
        bestCount = n;
        if (n <= 1) break;
      }
    }
    if (best < 0) {
      count += 1;
      if (!solution) solution = [...cells];
      return count >= limit;
    }
    if (bestCount === 0) return false;
    const [r, c, b] = unitsOf[best] as [number, number, number];
    const digits = order ? order(bestMask) : maskDigits(bestMask);
    for (const digit of digits) {
      const bit = 1 << (digit - 1);
      cells[best] = digit;
      used[r] = (used[r] as number) | bit;
      used[c] = (used[c] as number) | bit;
      used[b] = (used[b] as number) | bit;
      const stop = search();
      used[r] = (used[r] as number) & ~bit;
      used[c] = (used[c] as number) & ~bit;
      used[b] = (used[b] as number) & ~bit;
      cells[best] = 0;
      if (stop) return true;
    }
    return false;
  };
  search();
  return { count, solution, nodes };
}

export function maskDigits(mask: number): number[] {
  const digits: number[] = [];
  for (let digit = 1; mask >> (digit - 1); digit += 1) {
    if (mask & (1 << (digit - 1))) digits.push(digit);
  }
  return digits;
}
