import * as z from "zod/mini";
import type { PuzzleTypeRules } from "../types";
import { WORD_THEME_IDS } from "../words/theme-names";
import { ALL_DIRECTIONS, type Direction } from "./directions";

/** The most words of an author's own list the puzzle takes. */
export const WORD_SEARCH_MAX_WORDS = 80;

/*
 * Word search without its generator, solver or drawing: the options and description a form checks
 * a section against (puzzles/type-rules.ts).
 */

export const wordSearchOptionsSchema = z.object({
  size: z._default(z.number().check(z.int(), z.gte(8), z.lte(30)), 15),
  difficulty: z._default(z.enum(["easy", "medium", "hard"]), "medium"),
  theme: z.optional(z.enum(WORD_THEME_IDS)),
  /** An author's own words; takes the place of a theme. */
  words: z.optional(
    z.array(z.string().check(z.maxLength(40))).check(z.maxLength(WORD_SEARCH_MAX_WORDS)),
  ),
  wordCount: z._default(z.number().check(z.int(), z.gte(3), z.lte(60)), 18),
  /** Overrides the difficulty's directions. */
  directions: z.optional(
    z.array(z.enum(ALL_DIRECTIONS as [Direction, ...Direction[]])).check(z.minLength(1)),
  ),
  /** Letters spelled by the leftover cells, read left to right, top to bottom. */
  hiddenMessage: z.optional(z.string().check(z.maxLength(60))),
});
export type WordSearchOptions = z.output<typeof wordSearchOptionsSchema>;

export const wordSearchRules: PuzzleTypeRules<WordSearchOptions> = {
  id: "word-search",
  name: "Word search",
  difficulties: ["easy", "medium", "hard"],
  unique: true,
  howToPlay: [
    "Find every word of the list in the grid. Words run in straight lines and may cross each other.",
    "Easy puzzles read left to right and top to bottom; medium puzzles add diagonals; hard puzzles hide words in all eight directions, backwards too. Each word appears exactly once.",
  ],
  options: wordSearchOptionsSchema,
};
