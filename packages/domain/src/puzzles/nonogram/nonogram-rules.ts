import * as z from "zod/mini";
import { DIFFICULTIES, type PuzzleTypeRules } from "../types";

/*
 * Nonogram without its generator, solver or drawing: the options and description a form checks a
 * section against (puzzles/type-rules.ts).
 */

export const nonogramOptionsSchema = z.object({
  difficulty: z._default(z.enum(DIFFICULTIES), "medium"),
  /** Columns and rows; the level's size when absent. */
  size: z.optional(z.number().check(z.int(), z.gte(5), z.lte(30))),
});
export type NonogramOptions = z.output<typeof nonogramOptionsSchema>;

export const nonogramRules: PuzzleTypeRules<NonogramOptions> = {
  id: "nonogram",
  name: "Nonogram",
  difficulties: DIFFICULTIES,
  unique: true,
  howToPlay: [
    "Shade cells to reveal a picture. The numbers beside each row and above each column give the lengths of its runs of shaded cells, in order, with at least one empty cell between runs.",
    "Every puzzle can be solved one row or column at a time, without guessing, and has exactly one picture.",
  ],
  options: nonogramOptionsSchema,
};
