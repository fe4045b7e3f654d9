import { createRandom, type Seed } from "../random";

/*
 * Latin-square puzzles (futoshiki, calcudoku): every row and column holds 1..n once, plus the
 * puzzle's own constraints. One exact solver for both: backtracking on the cell with the fewest
 * candidates, checking each constraint as soon as its cells are filled and pruning inequality
 * bounds on the way. Counting to 2 proves a puzzle unique; the nodes it visits grade it.
 */

export type Inequality = { less: number; greater: number };
export type CageOp = "+" | "-" | "×" | "÷" | "=";
export type Cage = { cells: number[]; op: CageOp; target: number };

/** Skyscrapers: looking along `cells` (in viewing order), exactly `visible` buildings are seen. */
export type SightLine = { cells: number[]; visible: number };

export type LatinConstraints = {
  size: number;
  /** Row-major, 0 when not given. */
  givens: readonly number[];
  inequalities?: readonly Inequality[];
  cages?: readonly Cage[];
  sightLines?: readonly SightLine[];
};

/** How many values are seen from the start of a line: each one taller than all before it. */
export function countVisible(values: readonly number[]): number {
  let tallest = 0;
  let seen = 0;
  for (const value of values) {
    if (value > tallest) {
      tallest = value;
      seen += 1;
    }
  }
  return seen;
}

export function cageHolds(cage: Cage, values: readonly number[]): boolean {
  switch (cage.op) {
    case "=":
      return values[0] === cage.target;
    case "+":
      return values.reduce((sum, value) => sum + value, 0) === cage.target;
    case "×":
      return values.reduce((product, value) => product * value, 1) === cage.target;
    case "-":
      return Math.abs((values[0] as number) - (values[1] as number)) === cage.target;
    case "÷": {
      const [a, b] = [Math.max(...values), Math.min(...values)];
      return a === b * cage.target;
    }
  }
}

export type LatinCount = { count: number; solution: number[] | null; nodes: number };

export function solveLatin(constraints: LatinConstraints, limit = 2): LatinCount {
  const { size } = constraints;
  const cells = [...constraints.givens];
  const rowUsed = new Array<number>(size).fill(0);
  const colUsed = new Array<number>(size).fill(0);
  const inequalitiesOf: Inequality[][] = Array.from({ length: size * size }, () => []);
  for (const inequality of constraints.inequalities ?? []) {
    inequalitiesOf[inequality.less]?.push(inequality);
    inequalitiesOf[inequality.greater]?.push(inequality);
  }
  // Static bounds from chains of signs: a cell with k cells forced below it is at least k + 1.
  const below = new Array<number>(size * size).fill(-1);
  const above = new Array<number>(size * size).fill(-1);
  const depth = (
    cell: number,
    memo: number[],
    next: (i: Inequality, at: number) => number | null,
  ): number => {
    if ((memo[cell] as number) >= 0) return memo[cell] as number;
    memo[cell] = 0;
    let best = 0;
    for (const inequality of inequalitiesOf[cell] as Inequality[]) {
      const other = next(inequality, cell);
      if (other !== null) best = Math.max(best, 1 + depth(other, memo, next));
    }
    memo[cell] = best;
    return best;
  };
  const staticMask = new Array<number>(size * size).fill(0);
  for (let cell = 0; cell < size * size; cell += 1) {
    const min = 1 + depth(cell, below, (i, at) => (i.greater === at ? i.less : null));
    const max = size - depth(cell, above, (i, at) => (i.less === at ? i.greater : null));
    for (let value = min; value <= max; value += 1) {
      staticMask[cell] = (staticMask[cell] as number) | (1 << (value - 1));
    }
  }
  /** Candidates allowed by the assigned neighbours across a sign. */
  const signMask = (cell: number): number => {
    let mask = staticMask[cell] as number;
    for (const { less, greater } of inequalitiesOf[cell] as Inequality[]) {
      if (cell === less && cells[greater]) mask &= (1 << ((cells[greater] as number) - 1)) - 1;
      if (cell === greater && cells[less]) mask &= ~((1 << (cells[less] as number)) - 1);
    }
    return mask;
  };
  const sightLinesOf: SightLine[][] = Array.from({ length: size * size }, () => []);
  for (const sight of constraints.sightLines ?? []) {
    for (const cell of sight.cells) sightLinesOf[cell]?.push(sight);
  }
  const cageOf: (Cage | undefined)[] = new Array(size * size).fill(undefined);
  for (const cage of constraints.cages ?? []) for (const cell of cage.cells) cageOf[cell] = cage;

  for (let cell = 0; cell < cells.length; cell += 1) {
    const value = cells[cell] as number;
    if (!value) continue;
    const bit = 1 << (value - 1);
    const row = Math.floor(cell / size);
    const col = cell % size;
    if ((rowUsed[row] as number) & bit || (colUsed[col] as number) & bit)
      return { count: 0, solution: null, nodes: 0 };
    rowUsed[row] = (rowUsed[row] as number) | bit;
    colUsed[col] = (colUsed[col] as number) | bit;
  }

  const consistent = (cell: number): boolean => {
    const value = cells[cell] as number;
    for (const { less, greater } of inequalitiesOf[cell] as Inequality[]) {
      const a = cells[less] as number;
      const b = cells[greater] as number;
      if (a && b && a >= b) return false;
      // A cell that must be smaller cannot hold n; one that must be larger cannot hold 1.
      if (cell === less && value === size) return false;
      if (cell === greater && value === 1) return false;
    }
    for (const sight of sightLinesOf[cell] as SightLine[]) {
      const values = sight.cells.map((other) => cells[other] as number);
      if (values.every(Boolean)) {
        if (countVisible(values) !== sight.visible) return false;
        continue;
      }
      // The filled prefix already shows this many; more cannot become fewer.
      const prefix: number[] = [];
      for (const value of values) {
        if (!value) break;
        prefix.push(value);
      }
      if (countVisible(prefix) > sight.visible) return false;
    }
    const cage = cageOf[cell];
    if (cage) {
      const values = cage.cells.map((other) => cells[other] as number);
      if (values.every(Boolean)) return cageHolds(cage, values);
      const filled = values.filter(Boolean);
      if (
        cage.op === "+" &&
        filled.reduce((sum, v) => sum + v, 0) + (values.length - filled.length) > cage.target
      )
        return false;
      if (cage.op === "×" && cage.target % filled.reduce((product, v) => product * v, 1) !== 0)
        return false;
    }
    return true;
  };

  let count = 0;
  let nodes = 0;
  let solution: number[] | null = null;
  const search = (): boolean => {
    nodes += 1;
    let best = -1;
    let bestMask = 0;
    let bestCount = size + 1;
    for (let cell = 0; cell < cells.length; cell += 1) {
      if (cells[cell]) continue;
      const mask =
        signMask(cell) &
        ~((rowUsed[Math.floor(cell / size)] as number) | (colUsed[cell % size] as number));
      let n = 0;
      for (let rest = mask; rest; rest &= rest - 1) n += 1;
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
    const row = Math.floor(best / size);
    const col = best % size;
    for (let value = 1; value <= size; value += 1) {
      const bit = 1 << (value - 1);
      if (!(bestMask & bit)) continue;
      cells[best] = value;
      if (consistent(best)) {
        rowUsed[row] = (rowUsed[row] as number) | bit;
        colUsed[col] = (colUsed[col] as number) | bit;
        const stop = search();
        rowUsed[row] = (rowUsed[row] as number) & ~bit;
        colUsed[col] = (colUsed[col] as number) & ~bit;
        if (stop) {
          cells[best] = 0;
          return true;
        }
      }
      cells[best] = 0;
    }
    return false;
  };
  search();
  return { count, solution, nodes };
}

/** A random Latin square: a cyclic square with its rows, columns and symbols shuffled. */
export function randomLatinSquare(size: number, seed: Seed): number[] {
  const random = createRandom(seed);
  const rows = random.shuffle([...Array(size).keys()]);
  const cols = random.shuffle([...Array(size).keys()]);
  const symbols = random.shuffle([...Array(size).keys()].map((value) => value + 1));
  const grid: number[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      grid.push(symbols[((rows[row] as number) + (cols[col] as number)) % size] as number);
    }
  }
  return grid;
}

export function isLatinSquare(grid: readonly number[], size: number): boolean {
  for (let index = 0; index < size; index += 1) {
    const row = new Set(grid.slice(index * size, index * size + size));
    const col = new Set(Array.from({ length: size }, (_, r) => grid[r * size + index]));
    if (row.size !== size || col.size !== size) return false;
  }
  return grid.every((value) => value >= 1 && value <= size);
}
