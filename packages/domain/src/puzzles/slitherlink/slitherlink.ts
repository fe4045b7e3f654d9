import type { Box, Element } from "../../books/interior/elements";
import { cellFontSize, line, STROKE } from "../draw";
import {
  countSolutions,
  gradeLogic,
  type LogicTier,
  type Masks,
  type Rules,
} from "../grid-logic/constraint-solver";
import { textAt } from "../grid-logic/draw-text";
import { childSeed, createRandom, type Random, type Seed } from "../random";
import { type Difficulty, type PuzzleBase, type PuzzleType, verification } from "../types";
import { type SlitherlinkOptions, slitherlinkRules } from "./slitherlink-rules";

/*
 * Slitherlink: draw one closed loop along the grid's lines, never crossing or touching itself;
 * a number in a cell says how many of its four sides the loop uses. The loop is the outline of a
 * random region of cells grown one neighbour at a time (it stays in one piece, has no holes and no
 * two of its cells meet only at a corner, so the outline is a single loop). Every cell's number is
 * written, then numbers are taken away in random order while the rules alone still finish the
 * loop (so it is unique); the level is the size, 5 × 5, 7 × 7 and 10 × 10, and the grade's tier
 * (decision 0095) turns any grid that needs look-ahead into hard.
 * Variables are the grid's edges (off or on); the rules are the cell counts, every dot used by
 * the loop twice or not at all, and no edge closing a loop while other loop pieces remain.
 */

// Thinning until only the exact solver can tell (look-ahead or guesses needed) took a median of
// 240 ms on 7 × 7 (the count is the cost): not offered. Every level is thinned by the rules.
const SIZES = { easy: 5, medium: 7, hard: 10 } as const;
type Level = keyof typeof SIZES;
const OFF = 1;
const ON = 2;
const NO_CLUE = -1;

export type SlitherlinkPuzzle = PuzzleBase & {
  type: "slitherlink";
  size: number;
  /** Row-major cell numbers, -1 where none is given. */
  clues: number[];
  /**
   * Edges on the loop, 1 on and 0 off: first the horizontal edges row by row ((size + 1) × size),
   * then the vertical ones (size × (size + 1)).
   */
  solution: (0 | 1)[];
  grade: { tier: LogicTier; lookaheads: number; searchNodes: number };
};

type Lattice = {
  size: number;
  edges: number;
  cellEdges: number[][];
  dotEdges: number[][];
  /** The two dots at the ends of each edge. */
  ends: [number, number][];
};

function lattice(size: number): Lattice {
  const horizontal = (size + 1) * size;
  const h = (row: number, col: number) => row * size + col;
  const v = (row: number, col: number) => horizontal + row * (size + 1) + col;
  const dot = (row: number, col: number) => row * (size + 1) + col;
  const edges = horizontal + size * (size + 1);
  const ends: [number, number][] = [];
  for (let row = 0; row <= size; row += 1)
    for (let col = 0; col < size; col += 1) ends[h(row, col)] = [dot(row, col), dot(row, col + 1)];
  for (let row = 0; row < size; row += 1)
    for (let col = 0; col <= size; col += 1) ends[v(row, col)] = [dot(row, col), dot(row + 1, col)];
  const cellEdges = Array.from({ length: size * size }, (_, cell) => {
    const row = Math.floor(cell / size);
    const col = cell % size;
    return [h(row, col), h(row + 1, col), v(row, col), v(row, col + 1)];
  });
  const dotEdges = Array.from({ length: (size + 1) * (size + 1) }, () => [] as number[]);
  ends.forEach(([a, b], edge) => {
    dotEdges[a]?.push(edge);
    dotEdges[b]?.push(edge);
  });
  return { size, edges, cellEdges, dotEdges, ends };
}

function find(parent: Int32Array, node: number): number {
  let root = node;
  while (parent[root] !== root) root = parent[root] as number;
  while (parent[node] !== root) {
    const next = parent[node] as number;
    parent[node] = root;
    node = next;
  }
  return root;
}

/** Loop pieces so far: each dot's piece, how many on edges each piece has, and any closed loop. */
function pieces(grid: Lattice, masks: Masks) {
  const dots = (grid.size + 1) * (grid.size + 1);
  const parent = Int32Array.from({ length: dots }, (_, index) => index);
  const onEdges = new Int32Array(dots);
  let closed = false;
  let total = 0;
  for (let edge = 0; edge < grid.edges; edge += 1) {
    if (masks[edge] !== ON) continue;
    total += 1;
    const [a, b] = grid.ends[edge] as [number, number];
    const ra = find(parent, a);
    const rb = find(parent, b);
    if (ra === rb) {
      closed = true;
      onEdges[ra] = (onEdges[ra] as number) + 1;
    } else {
      parent[ra] = rb;
      onEdges[rb] = (onEdges[rb] as number) + (onEdges[ra] as number) + 1;
    }
  }
  return { parent, onEdges, closed, total };
}

function slitherlinkSolverRules(clues: readonly number[], grid: Lattice): Rules {
  const count = (list: readonly number[], masks: Masks) => {
    let on = 0;
    let open = 0;
    for (const edge of list) {
      const mask = masks[edge] as number;
      if (mask === ON) on += 1;
      else if (mask !== OFF) open += 1;
    }
    return { on, open };
  };
  const setOpen = (list: readonly number[], masks: Masks, value: number) => {
    for (const edge of list) if (masks[edge] === (OFF | ON)) masks[edge] = value;
  };
  return {
    propagate: (masks: Masks) => {
      for (let changed = true; changed; ) {
        changed = false;
        for (let edge = 0; edge < grid.edges; edge += 1) if (masks[edge] === 0) return false;
        for (let cell = 0; cell < clues.length; cell += 1) {
          const clue = clues[cell] as number;
          if (clue === NO_CLUE) continue;
          const list = grid.cellEdges[cell] as number[];
          const { on, open } = count(list, masks);
          if (on > clue || on + open < clue) return false;
          if (open === 0) continue;
          if (on === clue) setOpen(list, masks, OFF);
          else if (on + open === clue) setOpen(list, masks, ON);
          else continue;
          changed = true;
        }
        for (const list of grid.dotEdges) {
          const { on, open } = count(list, masks);
          if (on > 2 || (on === 1 && open === 0)) return false;
          if (open === 0) continue;
          if (on === 2 || (on === 0 && open === 1)) setOpen(list, masks, OFF);
          else if (on === 1 && open === 1) setOpen(list, masks, ON);
          else continue;
          changed = true;
        }
        const { parent, onEdges, closed, total } = pieces(grid, masks);
        if (closed) {
          // A closed loop must be the whole answer: nothing else on, nothing more to add.
          const roots = new Set<number>();
          for (let edge = 0; edge < grid.edges; edge += 1)
            if (masks[edge] === ON)
              roots.add(find(parent, (grid.ends[edge] as [number, number])[0]));
          if (roots.size > 1) return false;
          for (let edge = 0; edge < grid.edges; edge += 1) {
            if (masks[edge] === (OFF | ON)) {
              masks[edge] = OFF;
              changed = true;
            }
          }
          continue;
        }
        for (let edge = 0; edge < grid.edges; edge += 1) {
          if (masks[edge] !== (OFF | ON)) continue;
          const [a, b] = grid.ends[edge] as [number, number];
          const root = find(parent, a);
          // Joining a piece's own two ends closes it: only allowed if it is every piece there is.
          if (root === find(parent, b) && (onEdges[root] as number) < total) {
            masks[edge] = OFF;
            changed = true;
          }
        }
      }
      return true;
    },
    choose: (masks: Masks) => {
      for (const list of grid.dotEdges) {
        let on = 0;
        let open = -1;
        for (const edge of list) {
          if (masks[edge] === ON) on += 1;
          else if (masks[edge] === (OFF | ON)) open = edge;
        }
        if (on === 1 && open >= 0) return open;
      }
      return -1;
    },
    accept: (masks: Masks) => {
      const { closed, total, onEdges, parent } = pieces(grid, masks);
      if (!closed || total === 0) return false;
      const first = masks.indexOf(ON);
      return onEdges[find(parent, (grid.ends[first] as [number, number])[0])] === total;
    },
  };
}

/** A random region whose outline is one simple loop, as the loop's on/off edges. */
function randomLoop(grid: Lattice, random: Random): (0 | 1)[] {
  const { size } = grid;
  const inside = new Uint8Array(size * size);
  const at = (row: number, col: number) =>
    row < 0 || col < 0 || row >= size || col >= size ? 0 : (inside[row * size + col] as number);
  const outsideConnected = () => {
    const seen = new Uint8Array(size * size);
    const stack: number[] = [];
    for (let cell = 0; cell < size * size; cell += 1) {
      const row = Math.floor(cell / size);
      const col = cell % size;
      const border = row === 0 || col === 0 || row === size - 1 || col === size - 1;
      if (border && !inside[cell]) {
        seen[cell] = 1;
        stack.push(cell);
      }
    }
    while (stack.length) {
      const cell = stack.pop() as number;
      const row = Math.floor(cell / size);
      const col = cell % size;
      for (const [r, c] of [
        [row - 1, col],
        [row + 1, col],
        [row, col - 1],
        [row, col + 1],
      ] as const) {
        if (r < 0 || c < 0 || r >= size || c >= size) continue;
        const next = r * size + c;
        if (seen[next] || inside[next]) continue;
        seen[next] = 1;
        stack.push(next);
      }
    }
    return inside.every((value, cell) => value === 1 || seen[cell] === 1);
  };
  inside[random.int(size * size)] = 1;
  const target = Math.round(size * size * (0.45 + random.next() * 0.15));
  let grown = 1;
  for (let tries = 0; tries < size * size * 20 && grown < target; tries += 1) {
    const cell = random.int(size * size);
    if (inside[cell]) continue;
    const row = Math.floor(cell / size);
    const col = cell % size;
    if (!(at(row - 1, col) || at(row + 1, col) || at(row, col - 1) || at(row, col + 1))) continue;
    // Two region cells meeting only at a corner would make the loop touch itself there.
    const pinch = [
      [-1, -1],
      [-1, 1],
      [1, -1],
      [1, 1],
    ].some(
      ([dr = 0, dc = 0]) => at(row + dr, col + dc) && !at(row + dr, col) && !at(row, col + dc),
    );
    if (pinch) continue;
    inside[cell] = 1;
    if (outsideConnected()) grown += 1;
    else inside[cell] = 0;
  }
  return grid.ends.map((_, edge) => {
    const sides = grid.cellEdges.flatMap((edges, cell) => (edges.includes(edge) ? [cell] : []));
    const filled = sides.filter((cell) => inside[cell]).length;
    return filled === 1 ? 1 : 0;
  });
}

const levelOf = (size: number, tier: LogicTier): Difficulty =>
  tier === 2 || size > SIZES.medium ? "hard" : tier === 1 || size > SIZES.easy ? "medium" : "easy";

const startMasks = (grid: Lattice) => new Uint16Array(grid.edges).fill(OFF | ON);

export function generateSlitherlink(seed: Seed, options: SlitherlinkOptions): SlitherlinkPuzzle {
  const level: Level = options.difficulty;
  const size = SIZES[level];
  const grid = lattice(size);
  const masks = startMasks(grid);
  let random = createRandom(seed);
  let solution = randomLoop(grid, random);
  let clues: number[] = [];
  const byRules = () => gradeLogic(slitherlinkSolverRules(clues, grid), masks, false).tier === 0;
  // Every number given can still leave a loop the rules alone do not finish (runs of 2s): then
  // another loop is drawn.
  for (let attempt = 1; ; attempt += 1) {
    clues = grid.cellEdges.map((edges) => edges.filter((edge) => solution[edge]).length);
    if (byRules() || attempt === 20) break;
    random = createRandom(childSeed(seed, attempt));
    solution = randomLoop(grid, random);
  }
  const thin = (keeps: () => boolean) => {
    for (const cell of random.shuffle([...clues.keys()])) {
      const clue = clues[cell] as number;
      clues[cell] = NO_CLUE;
      if (!keeps()) clues[cell] = clue;
    }
  };
  thin(byRules);
  const rules = slitherlinkSolverRules(clues, grid);
  const proof = countSolutions(rules, masks);
  const logic = gradeLogic(rules, masks);
  return {
    type: "slitherlink",
    seed: String(seed),
    difficulty: levelOf(size, logic.tier),
    size,
    clues,
    solution,
    grade: { tier: logic.tier, lookaheads: logic.lookaheads, searchNodes: proof.nodes },
  };
}

export function verifySlitherlink(puzzle: SlitherlinkPuzzle) {
  const problems: string[] = [];
  const { size, clues, solution } = puzzle;
  const grid = lattice(size);
  const rules = slitherlinkSolverRules(clues, grid);
  const key = Uint16Array.from(solution, (value) => (value ? ON : OFF));
  if (!rules.propagate(key) || !rules.accept?.(key))
    problems.push("The answer is not one loop that matches the numbers");
  const masks = startMasks(grid);
  const proof = countSolutions(rules, masks);
  if (proof.count !== 1)
    problems.push(`The puzzle has ${proof.count === 0 ? "no" : "more than one"} solution`);
  else {
    if (proof.solution?.join() !== solution.join())
      problems.push("The answer key is not the puzzle's solution");
    if (levelOf(size, gradeLogic(rules, masks).tier) !== puzzle.difficulty)
      problems.push("The difficulty label does not match the solve");
  }
  return verification(problems);
}

function draw(puzzle: SlitherlinkPuzzle, box: Box, answer: boolean): Element[] {
  const { size } = puzzle;
  const grid = lattice(size);
  const room = STROKE.thick * 2;
  const cell = Math.max(0, Math.min(box.width - room, box.height - room) / size);
  const x0 = box.x + (box.width - cell * size) / 2;
  const y0 = box.y + (box.height - cell * size) / 2;
  const dotAt = (dot: number) => ({
    x: x0 + (dot % (size + 1)) * cell,
    y: y0 + Math.floor(dot / (size + 1)) * cell,
  });
  const elements: Element[] = [];
  if (answer) {
    puzzle.solution.forEach((on, edge) => {
      if (!on) return;
      const [a, b] = (grid.ends[edge] as [number, number]).map(dotAt) as [
        { x: number; y: number },
        { x: number; y: number },
      ];
      elements.push(line(a.x, a.y, b.x, b.y, STROKE.thick));
    });
  }
  const radius = Math.min(STROKE.thick, cell * 0.06);
  for (let dot = 0; dot < (size + 1) * (size + 1); dot += 1) {
    const { x, y } = dotAt(dot);
    elements.push({ kind: "circle", cx: x, cy: y, r: radius, strokePt: 0, fill: 1 });
  }
  const sizePt = cellFontSize(cell, "3");
  puzzle.clues.forEach((clue, index) => {
    if (clue === NO_CLUE) return;
    const x = x0 + (index % size) * cell;
    const y = y0 + Math.floor(index / size) * cell;
    elements.push(
      textAt(String(clue), sizePt, x + cell / 2, y + cell / 2, { x, y, width: cell, height: cell }),
    );
  });
  return elements;
}

export const slitherlink: PuzzleType<SlitherlinkPuzzle, SlitherlinkOptions> = {
  ...slitherlinkRules,
  generate: generateSlitherlink,
  verify: verifySlitherlink,
  toLayout: (puzzle, box) => draw(puzzle, box, false),
  answerToLayout: (puzzle, box) => draw(puzzle, box, true),
};
