import * as z from "zod/mini";
import type { PuzzleTypeRules } from "../types";

/*
 * Skyscrapers without its generator, solver or drawing: the options and description a form checks
 * a section against (puzzles/type-rules.ts).
 */

export const skyscrapersOptionsSchema = z.object({
  difficulty: z._default(z.enum(["easy", "medium"]), "medium"),
});
export type SkyscrapersOptions = z.output<typeof skyscrapersOptionsSchema>;

export const skyscrapersRules: PuzzleTypeRules<SkyscrapersOptions> = {
  id: "skyscrapers",
  name: "Skyscrapers",
  difficulties: ["easy", "medium"],
  unique: true,
  howToPlay: [
    "Each cell holds a building from 1 storey up to the grid's size; every row and column has one building of each height.",
    "A number outside the grid says how many buildings are seen from there, looking along the row or column: a taller building hides every shorter one behind it. Every puzzle has exactly one solution.",
  ],
  options: skyscrapersOptionsSchema,
};
