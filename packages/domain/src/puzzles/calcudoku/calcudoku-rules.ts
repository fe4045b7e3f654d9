import * as z from "zod/mini";
import type { PuzzleTypeRules } from "../types";

/*
 * Calcudoku without its generator, solver or drawing: the options and description a form checks a
 * section against (puzzles/type-rules.ts).
 */

export const calcudokuOptionsSchema = z.object({
  difficulty: z._default(z.enum(["easy", "medium", "hard"]), "medium"),
});
export type CalcudokuOptions = z.output<typeof calcudokuOptionsSchema>;

export const calcudokuRules: PuzzleTypeRules<CalcudokuOptions> = {
  id: "calcudoku",
  name: "Calcudoku",
  difficulties: ["easy", "medium", "hard"],
  unique: true,
  howToPlay: [
    "Fill the grid so that every row and every column contains each number from 1 to the grid's size exactly once.",
    "The numbers in each outlined cage must make its target with its operation: added (+), subtracted (-), multiplied (×) or divided (÷), in any order. A cage of one cell holds its target. Every puzzle has exactly one solution.",
  ],
  options: calcudokuOptionsSchema,
};
