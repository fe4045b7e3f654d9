import * as z from "zod/mini";
import type { Difficulty, PuzzleTypeRules } from "../types";

/*
 * Jigsaw sudoku without its generator, solver or drawing: its sizes, the levels each reaches, and
 * the options and description a form checks a section against (puzzles/type-rules.ts).
 */

export const JIGSAW_SIZES = [6, 9] as const;
export type JigsawSize = (typeof JIGSAW_SIZES)[number];

/**
 * Tried and left out: 7 × 7 (regions grown from a Latin square's rows stayed straight in 3 of 8
 * seeds, and took ~1 s) and expert 9 × 9 (every removal needs the exact solver: up to 5 s).
 */
export const JIGSAW_LEVELS: Record<JigsawSize, readonly Difficulty[]> = {
  6: ["easy", "medium"],
  9: ["easy", "medium", "hard"],
};

export const jigsawSudokuOptionsSchema = z
  .object({
    size: z._default(z.union(JIGSAW_SIZES.map((size) => z.literal(size))), 9),
    difficulty: z._default(z.enum(["easy", "medium", "hard"]), "medium"),
  })
  .check(
    z.refine((options) => JIGSAW_LEVELS[options.size as JigsawSize].includes(options.difficulty), {
      message: "This difficulty is not offered for this jigsaw sudoku size",
      path: ["difficulty"],
    }),
  );
export type JigsawSudokuOptions = { size: JigsawSize; difficulty: Difficulty };

export const jigsawSudokuRules: PuzzleTypeRules<JigsawSudokuOptions> = {
  id: "jigsaw-sudoku",
  name: "Jigsaw sudoku",
  difficulties: ["easy", "medium", "hard"],
  unique: true,
  howToPlay: [
    "Fill every empty cell so that each row, each column and each outlined irregular region contains every number exactly once.",
    "A 6 × 6 grid uses 1 to 6 and a 9 × 9 grid 1 to 9. Every puzzle has exactly one solution.",
  ],
  options: jigsawSudokuOptionsSchema as unknown as z.ZodMiniType<JigsawSudokuOptions>,
};
