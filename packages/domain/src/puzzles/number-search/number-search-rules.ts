import * as z from "zod/mini";
import type { PuzzleTypeRules } from "../types";

/*
 * Number search without its generator, solver or drawing: the options and description a form
 * checks a section against (puzzles/type-rules.ts).
 */

export const numberSearchOptionsSchema = z.object({
  size: z._default(z.number().check(z.int(), z.gte(8), z.lte(25)), 14),
  difficulty: z._default(z.enum(["easy", "medium", "hard"]), "medium"),
  count: z._default(z.number().check(z.int(), z.gte(3), z.lte(40)), 16),
});
export type NumberSearchOptions = z.output<typeof numberSearchOptionsSchema>;

export const numberSearchRules: PuzzleTypeRules<NumberSearchOptions> = {
  id: "number-search",
  name: "Number search",
  difficulties: ["easy", "medium", "hard"],
  unique: true,
  howToPlay: [
    "Find every number of the list in the grid of digits. Numbers run in straight lines and may cross.",
    "Easy puzzles read left to right and top to bottom, medium puzzles add diagonals, hard puzzles read in all eight directions. Each number appears exactly once.",
  ],
  options: numberSearchOptionsSchema,
};
