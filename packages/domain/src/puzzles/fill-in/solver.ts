import { gridRuns, type Placement, placementCells } from "../word-grids/layout";

/*
 * The fill-in solver: put every listed word in one slot of the blank grid, letters agreeing where
 * slots cross. It takes the slot with fewest fitting words (or a word that fits one slot only:
 * both are forced moves a person makes), and branches only when nothing is forced; each branch is
 * a guess. It counts solutions up to a limit, so 1 proves the placement unique, and the number of
 * guesses it needed is the puzzle's grade.
 */

export type Shape = { rows: number; cols: number; cells: string[] };
export type FillSolve = {
  count: number;
  /** The first solution: the word in each slot, slots in gridRuns order. */
  solution: string[] | null;
  /** Up to `limit` solutions, so a caller can see where two of them differ. */
  solutions: string[][];
  guesses: number;
  nodes: number;
};

/** The slots a blank grid shows: every run of two or more white cells. */
export function slotsOf(shape: Shape): Placement[] {
  return gridRuns(shape);
}

export function solveFillIn(
  shape: Shape,
  words: readonly string[],
  /** Words already written in: slot index → word. */
  givens: ReadonlyMap<number, string>,
  limit = 2,
): FillSolve {
  const slots = slotsOf(shape);
  const slotCells = slots.map((slot) => placementCells(slot, shape.cols));
  const letters = new Array<string>(shape.cells.length).fill("");
  const owners = new Array<number>(shape.cells.length).fill(0);
  const assigned = new Array<string | null>(slots.length).fill(null);
  const remaining = new Map<string, number>();
  for (const word of words) remaining.set(word, (remaining.get(word) ?? 0) + 1);

  const fits = (slot: number, word: string) => {
    const cells = slotCells[slot] as number[];
    if (word.length !== cells.length) return false;
    for (let index = 0; index < cells.length; index += 1) {
      const letter = letters[cells[index] as number];
      if (letter && letter !== word[index]) return false;
    }
    return true;
  };
  const put = (slot: number, word: string) => {
    assigned[slot] = word;
    remaining.set(word, (remaining.get(word) as number) - 1);
    (slotCells[slot] as number[]).forEach((cell, index) => {
      letters[cell] = word[index] as string;
      owners[cell] = (owners[cell] as number) + 1;
    });
  };
  const take = (slot: number) => {
    const word = assigned[slot] as string;
    assigned[slot] = null;
    remaining.set(word, (remaining.get(word) as number) + 1);
    for (const cell of slotCells[slot] as number[]) {
      owners[cell] = (owners[cell] as number) - 1;
      if (owners[cell] === 0) letters[cell] = "";
    }
  };

  // Every word goes in exactly one slot: a list of another size cannot fill the grid.
  if (words.length !== slots.length)
    return { count: 0, solution: null, solutions: [], guesses: 0, nodes: 0 };
  for (const [slot, word] of givens) {
    if (slot >= slots.length || !remaining.get(word) || !fits(slot, word)) {
      return { count: 0, solution: null, solutions: [], guesses: 0, nodes: 0 };
    }
    put(slot, word);
  }

  let count = 0;
  let guesses = 0;
  let nodes = 0;
  const solutions: string[][] = [];
  const search = (): boolean => {
    nodes += 1;
    let bestSlot = -1;
    let bestWords: string[] = [];
    for (let slot = 0; slot < slots.length; slot += 1) {
      if (assigned[slot] !== null) continue;
      const candidates: string[] = [];
      for (const [word, left] of remaining) if (left > 0 && fits(slot, word)) candidates.push(word);
      if (candidates.length === 0) return false;
      if (bestSlot < 0 || candidates.length < bestWords.length) {
        bestSlot = slot;
        bestWords = candidates;
        if (candidates.length === 1) break;
      }
    }
    if (bestSlot < 0) {
      count += 1;
      solutions.push([...(assigned as string[])]);
      return count >= limit;
    }
    let moves: [number, string][] = bestWords.map((word) => [bestSlot, word]);
    if (bestWords.length > 1) {
      // A word that fits only one open slot is forced too.
      for (const [word, left] of remaining) {
        if (left === 0) continue;
        const places = slots.flatMap((_, slot) =>
          assigned[slot] === null && fits(slot, word) ? [slot] : [],
        );
        if (places.length === 0) return false;
        if (places.length === 1) {
          moves = [[places[0] as number, word]];
          break;
        }
      }
      if (moves.length > 1) guesses += 1;
    }
    for (const [slot, word] of moves) {
      put(slot, word);
      const stop = search();
      take(slot);
      if (stop) return true;
    }
    return false;
  };
  search();
  return { count, solution: solutions[0] ?? null, solutions, guesses, nodes };
}
