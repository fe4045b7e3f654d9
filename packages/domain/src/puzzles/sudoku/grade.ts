import { bitCount, digitOf, type SudokuGeometry } from "./grid";

/*
 * The human-style solver that grades a sudoku (decision 0091): it applies the simplest technique
 * that makes progress, again and again, and the grade is the hardest technique it needed. Every
 * deduction is sound, so a grid it completes has exactly one solution. A grid it cannot complete
 * needs more than these techniques (chains, trial and error): that is "expert", and uniqueness is
 * then proved by the exact solver instead.
 */

export const SUDOKU_TECHNIQUES = [
  "naked-single",
  "hidden-single",
  "locked-candidates",
  "naked-pair",
  "hidden-pair",
] as const;
export type SudokuTechnique = (typeof SUDOKU_TECHNIQUES)[number];

export type SudokuGrade = {
  solved: boolean;
  /** The hardest technique used; null when the grid was already full. */
  hardest: SudokuTechnique | null;
  /** How many times each technique made progress. */
  steps: Record<SudokuTechnique, number>;
  grid: number[];
};

/** Grade with techniques up to `upTo` (all by default). */
export function gradeSudoku(
  givens: readonly number[],
  geometry: SudokuGeometry,
  upTo: SudokuTechnique = "hidden-pair",
): SudokuGrade {
  const limit = SUDOKU_TECHNIQUES.indexOf(upTo);
  const { size, units, peers, all } = geometry;
  const grid = [...givens];
  const candidates = new Array<number>(size * size).fill(all);
  const steps = Object.fromEntries(SUDOKU_TECHNIQUES.map((name) => [name, 0])) as Record<
    SudokuTechnique,
    number
  >;
  let hardest = -1;
  let broken = false;

  const place = (cell: number, digit: number) => {
    grid[cell] = digit;
    candidates[cell] = 0;
    const bit = 1 << (digit - 1);
    for (const peer of peers[cell] as number[]) {
      if (!grid[peer]) {
        candidates[peer] = (candidates[peer] as number) & ~bit;
        if (!candidates[peer]) broken = true;
      }
    }
  };
  for (let cell = 0; cell < grid.length; cell += 1) {
    if (grid[cell]) place(cell, grid[cell] as number);
  }

  const nakedSingle = (): boolean => {
    let progress = false;
    for (let cell = 0; cell < grid.length; cell += 1) {
      if (!grid[cell] && bitCount(candidates[cell] as number) === 1) {
        place(cell, digitOf(candidates[cell] as number));
        progress = true;
      }
    }
    return progress;
  };

  const hiddenSingle = (): boolean => {
    for (const unit of units) {
      for (let digit = 1; digit <= size; digit += 1) {
        const bit = 1 << (digit - 1);
        let only = -1;
        let count = 0;
        for (const cell of unit) {
          if (grid[cell] === digit) {
            count = -1;
            break;
          }
          if ((candidates[cell] as number) & bit) {
            only = cell;
            count += 1;
          }
        }
        if (count === 1) {
          place(only, digit);
          return true;
        }
      }
    }
    return false;
  };

  const eliminate = (cells: Iterable<number>, mask: number): boolean => {
    let progress = false;
    for (const cell of cells) {
      if (!grid[cell] && (candidates[cell] as number) & mask) {
        candidates[cell] = (candidates[cell] as number) & ~mask;
        if (!candidates[cell]) broken = true;
        progress = true;
      }
    }
    return progress;
  };

  // Pointing and claiming: a digit confined to one box and one line leaves the rest of the other.
  const lockedCandidates = (): boolean => {
    const boxes = units.slice(2 * size);
    const lines = units.slice(0, 2 * size);
    for (const box of boxes) {
      for (const line of lines) {
        const inBoth = box.filter((cell) => line.includes(cell));
        if (inBoth.length === 0) continue;
        for (let digit = 1; digit <= size; digit += 1) {
          const bit = 1 << (digit - 1);
          const has = (cell: number) => ((candidates[cell] as number) & bit) !== 0;
          if (!inBoth.some(has)) continue;
          const boxRest = box.filter((cell) => !inBoth.includes(cell));
          const lineRest = line.filter((cell) => !inBoth.includes(cell));
          if (!boxRest.some(has) && eliminate(lineRest, bit)) return true;
          if (!lineRest.some(has) && eliminate(boxRest, bit)) return true;
        }
      }
    }
    return false;
  };

  const nakedPair = (): boolean => {
    for (const unit of units) {
      const pairs = unit.filter(
        (cell) => !grid[cell] && bitCount(candidates[cell] as number) === 2,
      );
      for (let i = 0; i < pairs.length; i += 1) {
        for (let j = i + 1; j < pairs.length; j += 1) {
          const a = pairs[i] as number;
          const b = pairs[j] as number;
          if (candidates[a] !== candidates[b]) continue;
          const others = unit.filter((cell) => cell !== a && cell !== b);
          if (eliminate(others, candidates[a] as number)) return true;
        }
      }
    }
    return false;
  };

  const hiddenPair = (): boolean => {
    for (const unit of units) {
      const places = new Map<number, number[]>();
      for (let digit = 1; digit <= size; digit += 1) {
        const bit = 1 << (digit - 1);
        const cells = unit.filter((cell) => !grid[cell] && (candidates[cell] as number) & bit);
        if (cells.length === 2) places.set(digit, cells);
      }
      const digits = [...places.keys()];
      for (let i = 0; i < digits.length; i += 1) {
        for (let j = i + 1; j < digits.length; j += 1) {
          const a = places.get(digits[i] as number) as number[];
          const b = places.get(digits[j] as number) as number[];
          if (a[0] !== b[0] || a[1] !== b[1]) continue;
          const keep = (1 << ((digits[i] as number) - 1)) | (1 << ((digits[j] as number) - 1));
          if (eliminate(a, all & ~keep)) return true;
        }
      }
    }
    return false;
  };

  const techniques = [nakedSingle, hiddenSingle, lockedCandidates, nakedPair, hiddenPair];
  for (;;) {
    if (broken || grid.every(Boolean)) break;
    let used = -1;
    for (let index = 0; index <= limit; index += 1) {
      if ((techniques[index] as () => boolean)()) {
        used = index;
        break;
      }
    }
    if (used < 0) break;
    steps[SUDOKU_TECHNIQUES[used] as SudokuTechnique] += 1;
    hardest = Math.max(hardest, used);
  }
  return {
    solved: !broken && grid.every(Boolean),
    hardest: hardest < 0 ? null : (SUDOKU_TECHNIQUES[hardest] as SudokuTechnique),
    steps,
    grid,
  };
}
