import type { Box, Element } from "../../books/interior/elements";
import { STROKE } from "../draw";
import { childSeed, createRandom, type Seed } from "../random";
import {
  DIFFICULTIES,
  type Difficulty,
  type PuzzleBase,
  type PuzzleType,
  verification,
} from "../types";
import { type MazeOptions, type MazeShape, mazeRules } from "./maze-rules";
import { circularMaze, hexagonalMaze, type MazeGraph, rectangularMaze } from "./shapes";

/*
 * Perfect mazes (one path between any two cells) on a rectangular, hexagonal or circular graph,
 * carved by the growing-tree algorithm. Its one knob is how often it extends the newest corridor
 * rather than a random one: always the newest gives long winding corridors and few dead ends,
 * always random gives short branches and many. Difficulty is measured on the result by a solver:
 * the cells a depth-first walker (always trying its first untried passage, as a person keeping a
 * hand on one wall does) visits before it reaches the exit, wrong turns and dead ends included.
 */

export const DEAD_END_STYLES = { few: 1, some: 0.6, many: 0 } as const;
export type DeadEndStyle = keyof typeof DEAD_END_STYLES;

/** Default size per level: columns and rows, or rings for a circular maze. */
const SIZES: Record<Difficulty, { grid: number; rings: number }> = {
  easy: { grid: 8, rings: 5 },
  medium: { grid: 14, rings: 9 },
  hard: { grid: 22, rings: 13 },
  expert: { grid: 32, rings: 18 },
};
/** Cells the walker visits at which a maze stops being each level. */
const LEVEL_LIMITS: [Difficulty, number][] = [
  ["easy", 60],
  ["medium", 180],
  ["hard", 400],
];

export type MazePuzzle = PuzzleBase & {
  type: "maze";
  shape: MazeShape;
  size: number;
  /** Open passages as pairs of cell ids, each pair once with the smaller id first. */
  passages: [number, number][];
  /** Cells from the entrance to the exit. */
  solution: number[];
  grade: {
    cells: number;
    deadEnds: number;
    solutionLength: number;
    /** Cells on the solution path where a wrong turn is possible. */
    decisionPoints: number;
    /** Cells the depth-first walker visits before the exit: the level's measure. */
    searchNodes: number;
  };
};

export function mazeGraph(shape: MazeShape, size: number): MazeGraph {
  if (shape === "circular") return circularMaze(size);
  return shape === "hexagonal" ? hexagonalMaze(size, size) : rectangularMaze(size, size);
}

function carve(graph: MazeGraph, seed: Seed, newest: number): [number, number][] {
  const random = createRandom(seed);
  const visited = new Uint8Array(graph.cells);
  const passages: [number, number][] = [];
  const active = [graph.entrance];
  visited[graph.entrance] = 1;
  while (active.length > 0) {
    const index = random.chance(newest) ? active.length - 1 : random.int(active.length);
    const cell = active[index] as number;
    const open = (graph.neighbours[cell] as number[]).filter((next) => !visited[next]);
    if (open.length === 0) {
      active.splice(index, 1);
      continue;
    }
    const next = random.pick(open);
    visited[next] = 1;
    passages.push(cell < next ? [cell, next] : [next, cell]);
    active.push(next);
  }
  return passages;
}

function adjacency(cells: number, passages: readonly [number, number][]): number[][] {
  const links: number[][] = Array.from({ length: cells }, () => []);
  for (const [a, b] of passages) {
    links[a]?.push(b);
    links[b]?.push(a);
  }
  return links;
}

/** Breadth-first path from the entrance to the exit; null when they are not connected. */
export function solveMaze(
  graph: MazeGraph,
  passages: readonly [number, number][],
): number[] | null {
  const links = adjacency(graph.cells, passages);
  const previous = new Int32Array(graph.cells).fill(-1);
  previous[graph.entrance] = graph.entrance;
  const queue = [graph.entrance];
  for (let head = 0; head < queue.length; head += 1) {
    const cell = queue[head] as number;
    if (cell === graph.exit) break;
    for (const next of links[cell] as number[]) {
      if (previous[next] === -1) {
        previous[next] = cell;
        queue.push(next);
      }
    }
  }
  if (previous[graph.exit] === -1) return null;
  const path = [graph.exit];
  while (path.at(-1) !== graph.entrance) path.push(previous[path.at(-1) as number] as number);
  return path.reverse();
}

/** Cells a depth-first walker visits from the entrance until it stands on the exit. */
function walk(graph: MazeGraph, links: readonly number[][]): number {
  const visited = new Uint8Array(graph.cells);
  const stack = [graph.entrance];
  let count = 0;
  while (stack.length > 0) {
    const cell = stack.pop() as number;
    if (visited[cell]) continue;
    visited[cell] = 1;
    count += 1;
    if (cell === graph.exit) break;
    // Reversed so the first passage of the list is tried first.
    for (const next of [...(links[cell] as number[])].sort((a, b) => b - a)) {
      if (!visited[next]) stack.push(next);
    }
  }
  return count;
}

function measure(
  graph: MazeGraph,
  passages: readonly [number, number][],
  solution: readonly number[],
) {
  const links = adjacency(graph.cells, passages);
  const ends = new Set([graph.entrance, graph.exit]);
  return {
    cells: graph.cells,
    deadEnds: links.filter((list, cell) => list.length === 1 && !ends.has(cell)).length,
    solutionLength: solution.length,
    decisionPoints: solution.filter((cell) => (links[cell] as number[]).length >= 3).length,
    searchNodes: walk(graph, links),
  };
}

function levelOf(searchNodes: number): Difficulty {
  return LEVEL_LIMITS.find(([, limit]) => searchNodes < limit)?.[0] ?? "expert";
}

export function generateMaze(seed: Seed, options: MazeOptions): MazePuzzle {
  const size =
    options.size ?? SIZES[options.difficulty][options.shape === "circular" ? "rings" : "grid"];
  const graph = mazeGraph(options.shape, size);
  let best: MazePuzzle | null = null;
  // Another carving of the same graph until the measured level is the one asked for; with an
  // explicit size the level may be out of reach, and the maze says what it measured.
  for (let attempt = 0; attempt < 12; attempt += 1) {
    const passages = carve(
      graph,
      attempt === 0 ? String(seed) : childSeed(seed, attempt),
      DEAD_END_STYLES[options.deadEnds],
    );
    const solution = solveMaze(graph, passages) as number[];
    const grade = measure(graph, passages, solution);
    const puzzle: MazePuzzle = {
      type: "maze",
      seed: String(seed),
      difficulty: levelOf(grade.searchNodes),
      shape: options.shape,
      size,
      passages,
      solution,
      grade,
    };
    if (puzzle.difficulty === options.difficulty) return puzzle;
    const distance = (p: MazePuzzle) =>
      Math.abs(DIFFICULTIES.indexOf(p.difficulty) - DIFFICULTIES.indexOf(options.difficulty));
    if (!best || distance(puzzle) < distance(best)) best = puzzle;
  }
  return best as MazePuzzle;
}

export function verifyMaze(puzzle: MazePuzzle) {
  const problems: string[] = [];
  const graph = mazeGraph(puzzle.shape, puzzle.size);
  const seen = new Set<string>();
  for (const [a, b] of puzzle.passages) {
    if (!graph.neighbours[a]?.includes(b)) problems.push(`Cells ${a} and ${b} are not neighbours`);
    const key = `${a}-${b}`;
    if (seen.has(key)) problems.push(`Passage ${key} is listed twice`);
    seen.add(key);
  }
  // A connected graph with one edge fewer than its cells is a tree: exactly one path between any two cells.
  if (puzzle.passages.length !== graph.cells - 1)
    problems.push("The maze has loops or closed-off parts");
  const solution = solveMaze(graph, puzzle.passages);
  const reached = new Set<number>();
  const links = adjacency(graph.cells, puzzle.passages);
  const stack = [graph.entrance];
  while (stack.length) {
    const cell = stack.pop() as number;
    if (reached.has(cell)) continue;
    reached.add(cell);
    stack.push(...(links[cell] as number[]));
  }
  if (reached.size !== graph.cells) problems.push("Some cells cannot be reached");
  if (!solution) problems.push("The exit cannot be reached");
  else if (solution.join() !== puzzle.solution.join())
    problems.push("The answer key is not the maze's path");
  if (
    solution &&
    levelOf(measure(graph, puzzle.passages, solution).searchNodes) !== puzzle.difficulty
  ) {
    problems.push("The difficulty label does not match the measured search");
  }
  return verification(problems);
}

function transform(graph: MazeGraph, box: Box, strokePt: number) {
  const inner = {
    x: box.x + strokePt,
    y: box.y + strokePt,
    width: box.width - 2 * strokePt,
    height: box.height - 2 * strokePt,
  };
  const scale = Math.min(inner.width / graph.width, inner.height / graph.height);
  const x0 = inner.x + (inner.width - graph.width * scale) / 2;
  const y0 = inner.y + (inner.height - graph.height * scale) / 2;
  return (points: readonly number[]) =>
    points.map((value, index) => (index % 2 === 0 ? x0 + value * scale : y0 + value * scale));
}

function drawWalls(
  puzzle: MazePuzzle,
  box: Box,
  strokePt: number,
): { graph: MazeGraph; map: (points: readonly number[]) => number[]; elements: Element[] } {
  const graph = mazeGraph(puzzle.shape, puzzle.size);
  const map = transform(graph, box, strokePt);
  const open = new Set(puzzle.passages.map(([a, b]) => `${a}-${b}`));
  const openings = new Set(graph.openings);
  const elements: Element[] = [];
  for (const wall of graph.walls) {
    if (openings.has(wall)) continue;
    if (
      wall.b !== null &&
      open.has(wall.a < wall.b ? `${wall.a}-${wall.b}` : `${wall.b}-${wall.a}`)
    )
      continue;
    elements.push({ kind: "polyline", points: map(wall.points), closed: false, strokePt });
  }
  return { graph, map, elements };
}

export const maze: PuzzleType<MazePuzzle, MazeOptions> = {
  ...mazeRules,
  generate: generateMaze,
  verify: verifyMaze,
  toLayout: (puzzle, box) => drawWalls(puzzle, box, puzzle.size > 30 ? STROKE.thin : 1).elements,
  answerToLayout: (puzzle, box) => {
    const { graph, map, elements } = drawWalls(puzzle, box, STROKE.thin);
    const path = map(puzzle.solution.flatMap((cell) => graph.centers[cell] as [number, number]));
    return [...elements, { kind: "polyline", points: path, closed: false, strokePt: 1.5 }];
  },
};
