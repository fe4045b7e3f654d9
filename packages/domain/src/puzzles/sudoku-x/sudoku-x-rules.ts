import * as z from "zod/mini";
import type { PuzzleTypeRules } from "../types";

/*
 * Sudoku X without its generator, solver or drawing: the options and description a form checks a
 * section against (puzzles/type-rules.ts).
 */

export const sudokuXOptionsSchema = z.object({
  difficulty: z._default(z.enum(["easy", "medium", "hard"]), "medium"),
});
export type SudokuXOptions = z.output<typeof sudokuXOptionsSchema>;

export const sudokuXRules: PuzzleTypeRules<SudokuXOptions> = {
  id: "sudoku-x",
  name: "Sudoku X",
  difficulties: ["easy", "medium", "hard"],
  unique: true,
  howToPlay: [
    "Fill every empty cell so that each row, each column, each outlined box and both shaded diagonals contain 1 to 9 exactly once.",
    "Every puzzle has exactly one solution.",
  ],
  options: sudokuXOptionsSchema,
};
