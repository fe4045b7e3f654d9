import * as z from "zod/mini";
import type { PuzzleTypeRules } from "../types";

/*
 * Slitherlink without its generator, solver or drawing: the options and description a form checks
 * a section against (puzzles/type-rules.ts).
 */

export const slitherlinkOptionsSchema = z.object({
  difficulty: z._default(z.enum(["easy", "medium", "hard"]), "medium"),
});
export type SlitherlinkOptions = z.output<typeof slitherlinkOptionsSchema>;

export const slitherlinkRules: PuzzleTypeRules<SlitherlinkOptions> = {
  id: "slitherlink",
  name: "Slitherlink",
  difficulties: ["easy", "medium", "hard"],
  unique: true,
  howToPlay: [
    "Join dots with straight lines along the grid to make a single closed loop. The loop may not cross itself, branch or touch itself at a dot.",
    "A number in a cell tells how many of that cell's four sides the loop uses; cells without a number may use any. Every puzzle has exactly one solution.",
  ],
  options: slitherlinkOptionsSchema,
};
