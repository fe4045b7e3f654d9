import * as z from "zod/mini";
import type { PuzzleTypeRules } from "../types";

/*
 * Futoshiki without its generator, solver or drawing: the options and description a form checks a
 * section against (puzzles/type-rules.ts).
 */

export const futoshikiOptionsSchema = z.object({
  difficulty: z._default(z.enum(["easy", "medium", "hard"]), "medium"),
});
export type FutoshikiOptions = z.output<typeof futoshikiOptionsSchema>;

export const futoshikiRules: PuzzleTypeRules<FutoshikiOptions> = {
  id: "futoshiki",
  name: "Futoshiki",
  difficulties: ["easy", "medium", "hard"],
  unique: true,
  howToPlay: [
    "Fill the grid so that every row and every column contains each number from 1 to the grid's size exactly once.",
    "The signs between cells must hold: the arrow points at the smaller number (< and > across, ^ and v down). Every puzzle has exactly one solution.",
  ],
  options: futoshikiOptionsSchema,
};
