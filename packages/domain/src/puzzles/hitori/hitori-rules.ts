import * as z from "zod/mini";
import type { PuzzleTypeRules } from "../types";

/*
 * Hitori without its generator, solver or drawing: the options and description a form checks a
 * section against (puzzles/type-rules.ts).
 */

export const hitoriOptionsSchema = z.object({
  difficulty: z._default(z.enum(["easy", "medium", "hard"]), "medium"),
});
export type HitoriOptions = z.output<typeof hitoriOptionsSchema>;

export const hitoriRules: PuzzleTypeRules<HitoriOptions> = {
  id: "hitori",
  name: "Hitori",
  difficulties: ["easy", "medium", "hard"],
  unique: true,
  howToPlay: [
    "Shade some cells so that no number appears more than once among the unshaded cells of any row or column. Shade a cell only to remove a repeated number.",
    "Shaded cells may touch at corners but never along a side, and all the unshaded cells must join up into one area through their sides. Every puzzle has exactly one solution.",
  ],
  options: hitoriOptionsSchema,
};
