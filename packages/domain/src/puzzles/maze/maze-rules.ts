import * as z from "zod/mini";
import { DIFFICULTIES, type PuzzleTypeRules } from "../types";

/*
 * Maze without its generator, solver or drawing: its shapes, and the options and description a
 * form checks a section against (puzzles/type-rules.ts).
 */

export const MAZE_SHAPES = ["rectangular", "hexagonal", "circular"] as const;
export type MazeShape = (typeof MAZE_SHAPES)[number];

export const mazeOptionsSchema = z.object({
  shape: z._default(z.enum(MAZE_SHAPES), "rectangular"),
  difficulty: z._default(z.enum(DIFFICULTIES), "medium"),
  /** Columns and rows (rectangular, hexagonal) or rings (circular); the level's size when absent. */
  size: z.optional(z.number().check(z.int(), z.gte(3), z.lte(60))),
  deadEnds: z._default(z.enum(["few", "some", "many"]), "some"),
});
export type MazeOptions = z.output<typeof mazeOptionsSchema>;

export const mazeRules: PuzzleTypeRules<MazeOptions> = {
  id: "maze",
  name: "Maze",
  difficulties: DIFFICULTIES,
  unique: true,
  howToPlay: [
    "Find the way from the opening on the outside to the exit: the opposite opening, or the centre of a round maze.",
    "There is exactly one path. Harder mazes are bigger and lead a searcher down more wrong turns before the exit.",
  ],
  options: mazeOptionsSchema,
};
