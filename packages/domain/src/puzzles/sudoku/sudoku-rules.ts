import * as z from "zod/mini";
import { DIFFICULTIES, type Difficulty, type PuzzleTypeRules } from "../types";

/*
 * Sudoku without its generator, solver or drawing: the sizes, the levels each size reaches, and
 * the options and description a form checks a section against (puzzles/type-rules.ts).
 */

export const SUDOKU_SIZES = [4, 6, 9, 16] as const;
export type SudokuSize = (typeof SUDOKU_SIZES)[number];

/** The levels each size can reach: a 4 × 4 never needs more than singles. */
export const SUDOKU_LEVELS: Record<SudokuSize, readonly Difficulty[]> = {
  4: ["easy", "medium"],
  // Tried: minimal 6 × 6 grids almost never need more than singles (1 in 10 seeds in 40 tries).
  6: ["easy", "medium"],
  9: ["easy", "medium", "hard", "expert"],
  // Hard 16 × 16 grids take seconds to grade down (256 removals with every technique): not offered.
  16: ["easy", "medium"],
};

export const sudokuOptionsSchema = z
  .object({
    size: z._default(z.union(SUDOKU_SIZES.map((size) => z.literal(size))), 9),
    difficulty: z._default(z.enum(DIFFICULTIES), "medium"),
  })
  .check(
    z.refine((options) => SUDOKU_LEVELS[options.size as SudokuSize].includes(options.difficulty), {
      message: "This difficulty is not offered for this sudoku size",
      path: ["difficulty"],
    }),
  );
export type SudokuOptions = { size: SudokuSize; difficulty: Difficulty };

export const sudokuRules: PuzzleTypeRules<SudokuOptions> = {
  id: "sudoku",
  name: "Sudoku",
  difficulties: DIFFICULTIES,
  unique: true,
  howToPlay: [
    "Fill every empty cell so that each row, each column and each outlined box contains every number exactly once.",
    "A 4 × 4 grid uses 1 to 4, a 6 × 6 grid 1 to 6, a 9 × 9 grid 1 to 9 and a 16 × 16 grid 1 to 16. Every puzzle has exactly one solution.",
  ],
  options: sudokuOptionsSchema as unknown as z.ZodMiniType<SudokuOptions>,
};
