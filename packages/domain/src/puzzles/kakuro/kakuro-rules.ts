import * as z from "zod/mini";
import type { PuzzleTypeRules } from "../types";

/*
 * Kakuro without its generator, solver or drawing: the options and description a form checks a
 * section against (puzzles/type-rules.ts).
 */

export const kakuroOptionsSchema = z.object({
  difficulty: z._default(z.enum(["easy", "medium", "hard"]), "medium"),
});
export type KakuroOptions = z.output<typeof kakuroOptionsSchema>;

export const kakuroRules: PuzzleTypeRules<KakuroOptions> = {
  id: "kakuro",
  name: "Kakuro",
  difficulties: ["easy", "medium", "hard"],
  unique: true,
  howToPlay: [
    "Write a digit from 1 to 9 in every white cell. A number in a shaded cell is the total of the white cells that follow it: to its right for the number above the slash, below it for the number under the slash.",
    "No digit may appear twice in one of those runs of white cells. Every puzzle has exactly one solution.",
  ],
  options: kakuroOptionsSchema,
};
