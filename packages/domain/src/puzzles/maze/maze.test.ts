import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { elementBounds, isBoxInside } from "../../books/interior/elements";
import { generateMaze, maze, mazeGraph, solveMaze, verifyMaze } from "./maze";
import { MAZE_SHAPES } from "./maze-rules";
import { circularMaze, hexagonalMaze, rectangularMaze } from "./shapes";

const options = (input: Record<string, unknown>) => maze.options.parse(input);

describe("maze shapes", () => {
  it("rectangular: 4 neighbours inside, 2 in a corner; walls are shared edges plus the rim", () => {
    const graph = rectangularMaze(3, 4);
    expect(graph.cells).toBe(12);
    expect(graph.neighbours[0]?.sort()).toEqual([1, 4]);
    expect(graph.neighbours[5]?.length).toBe(4);
    const internal = graph.walls.filter((wall) => wall.b !== null).length;
    expect(internal).toBe(3 * 3 + 2 * 4);
    expect(graph.walls.length - internal).toBe(2 * (3 + 4));
  });

  it("hexagonal: 6 neighbours inside the grid", () => {
    const graph = hexagonalMaze(5, 5);
    expect(graph.neighbours[12]?.length).toBe(6);
    expect(Math.max(...graph.neighbours.map((list) => list.length))).toBe(6);
  });

  it("circular: one centre cell, six cells around it, counts doubling outwards", () => {
    const graph = circularMaze(6);
    expect(graph.neighbours[0]?.length).toBe(6);
    expect(graph.exit).toBe(0);
    expect(graph.openings).toHaveLength(1);
  });
});

describe("maze generator", () => {
  it.each(
    MAZE_SHAPES.flatMap((shape) =>
      (["easy", "medium", "hard", "expert"] as const).map(
        (difficulty) => [shape, difficulty] as const,
      ),
    ),
  )(
    "%s %s: a perfect maze at the level asked, the key is the solver's path",
    (shape, difficulty) => {
      const puzzle = generateMaze(`${shape}-${difficulty}`, options({ shape, difficulty }));
      expect(puzzle.difficulty).toBe(difficulty);
      expect(verifyMaze(puzzle)).toEqual({ ok: true, problems: [] });
    },
  );

  it("more dead ends when asked for many than for few, on the same size", () => {
    for (const shape of MAZE_SHAPES) {
      const few = generateMaze("de", options({ shape, size: 12, deadEnds: "few" }));
      const many = generateMaze("de", options({ shape, size: 12, deadEnds: "many" }));
      expect(many.grade.deadEnds).toBeGreaterThan(few.grade.deadEnds);
    }
  });

  it("verify refuses a loop (two paths) and a closed-off cell", () => {
    const puzzle = generateMaze("loop", options({ size: 6, difficulty: "easy" }));
    const graph = mazeGraph("rectangular", 6);
    const open = new Set(puzzle.passages.map(([a, b]) => `${a}-${b}`));
    const extra = graph.walls.find(
      (wall) =>
        wall.b !== null && !open.has(`${Math.min(wall.a, wall.b)}-${Math.max(wall.a, wall.b)}`),
    );
    if (!extra || extra.b === null) throw new Error("a 6 × 6 maze has closed walls");
    const looped = {
      ...puzzle,
      passages: [
        ...puzzle.passages,
        [Math.min(extra.a, extra.b), Math.max(extra.a, extra.b)] as [number, number],
      ],
    };
    expect(verifyMaze(looped).problems).toContain("The maze has loops or closed-off parts");
    const cut = { ...puzzle, passages: puzzle.passages.slice(1) };
    expect(verifyMaze(cut).ok).toBe(false);
  });

  it("property: every maze is a tree over all cells with one entrance-to-exit path, the key's", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 10 }),
        fc.constantFrom(...MAZE_SHAPES),
        fc.integer({ min: 3, max: 16 }),
        fc.constantFrom("few", "some", "many"),
        (seed, shape, size, deadEnds) => {
          const puzzle = generateMaze(seed, options({ shape, size, deadEnds }));
          const graph = mazeGraph(shape, size);
          expect(puzzle.passages).toHaveLength(graph.cells - 1);
          expect(solveMaze(graph, puzzle.passages)).toEqual(puzzle.solution);
          expect(verifyMaze(puzzle).problems).toEqual([]);
        },
      ),
      { numRuns: 80 },
    );
  });

  it.each(MAZE_SHAPES)("%s draws inside its box, the answer with the path", (shape) => {
    const puzzle = generateMaze("draw", options({ shape, difficulty: "medium" }));
    const box = { x: 30, y: 40, width: 250, height: 300 };
    const walls = maze.toLayout(puzzle, box);
    const answer = maze.answerToLayout(puzzle, { ...box, width: 120, height: 120 });
    for (const element of [...walls, ...answer]) {
      expect(isBoxInside(elementBounds(element), box)).toBe(true);
      expect("strokePt" in element && element.strokePt).toBeGreaterThanOrEqual(0.75);
    }
    expect(answer.length).toBe(walls.length + 1);
  });
});
