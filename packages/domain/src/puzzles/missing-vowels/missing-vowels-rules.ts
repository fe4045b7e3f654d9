import * as z from "zod/mini";
import type { PuzzleTypeRules } from "../types";
import { WORD_THEME_IDS } from "../words/theme-names";

/*
 * Missing vowels without its generator, solver or drawing: the options and description a form
 * checks a section against (puzzles/type-rules.ts).
 */

export const missingVowelsOptionsSchema = z.object({
  difficulty: z._default(z.enum(["easy", "medium", "hard"]), "medium"),
  theme: z._default(z.enum(WORD_THEME_IDS), "animals"),
  count: z._default(z.number().check(z.int(), z.gte(3), z.lte(30)), 12),
});
export type MissingVowelsOptions = z.output<typeof missingVowelsOptionsSchema>;

export const missingVowelsRules: PuzzleTypeRules<MissingVowelsOptions> = {
  id: "missing-vowels",
  name: "Missing vowels",
  difficulties: ["easy", "medium", "hard"],
  unique: false,
  howToPlay: [
    "Every vowel (A, E, I, O, U) has been taken out of the words of a theme. Put them back to find each word.",
    "Easy puzzles leave a gap where each vowel was; medium puzzles close the gaps; hard puzzles hide two words in each line, run together.",
  ],
  options: missingVowelsOptionsSchema,
};
