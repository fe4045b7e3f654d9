import * as z from "zod/mini";
import type { PuzzleTypeRules } from "../types";

/*
 * Binary without its generator, solver or drawing: the options and description a form checks a
 * section against (puzzles/type-rules.ts).
 */

export const binaryOptionsSchema = z.object({
  difficulty: z._default(z.enum(["easy", "medium"]), "medium"),
});
export type BinaryOptions = z.output<typeof binaryOptionsSchema>;

export const binaryRules: PuzzleTypeRules<BinaryOptions> = {
  id: "binary",
  name: "Binary puzzle",
  difficulties: ["easy", "medium"],
  unique: true,
  howToPlay: [
    "Fill every cell with 0 or 1. No more than two equal digits may sit next to each other in a row or column.",
    "Each row and each column holds as many 0s as 1s, and no two rows, and no two columns, are the same. Every puzzle has exactly one solution.",
  ],
  options: binaryOptionsSchema,
};
