import * as z from "zod/mini";
import type { PuzzleTypeRules } from "../types";
import { WORD_THEME_IDS } from "../words/theme-names";

/** The most words of an author's own list the puzzle takes. */
export const WORD_SCRAMBLE_MAX_WORDS = 60;

/*
 * Word scramble without its generator, solver or drawing: the options and description a form
 * checks a section against (puzzles/type-rules.ts).
 */

export const wordScrambleOptionsSchema = z.object({
  difficulty: z._default(z.enum(["easy", "medium", "hard"]), "medium"),
  theme: z._default(z.enum(WORD_THEME_IDS), "animals"),
  /** An author's own words instead of the theme's. */
  words: z.optional(
    z.array(z.string().check(z.maxLength(40))).check(z.maxLength(WORD_SCRAMBLE_MAX_WORDS)),
  ),
  count: z._default(z.number().check(z.int(), z.gte(3), z.lte(30)), 12),
});
export type WordScrambleOptions = z.output<typeof wordScrambleOptionsSchema>;

export const wordScrambleRules: PuzzleTypeRules<WordScrambleOptions> = {
  id: "word-scramble",
  name: "Word scramble",
  difficulties: ["easy", "medium", "hard"],
  unique: false,
  howToPlay: [
    "The letters of each word have been mixed up. Put them back in order; every word belongs to the puzzle's theme.",
    "Easy words have four or five letters, medium words six or seven, hard words eight or more.",
  ],
  options: wordScrambleOptionsSchema,
};
