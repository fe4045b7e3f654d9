import * as z from "zod/mini";
import type { PuzzleTypeRules } from "../types";
import { WORD_THEME_IDS } from "../words/theme-names";
import { checkWordList, findProblemIndex } from "../words/word-list";

/*
 * Word fill-in and number fill-in without their generator, solver or drawing: the options and
 * description a form checks a section against (puzzles/type-rules.ts).
 */

const levelSchema = z._default(z.enum(["easy", "medium", "hard"]), "medium");
const sizeSchema = z._default(z.number().check(z.int(), z.gte(9), z.lte(21)), 15);

export const wordFillInOptionsSchema = z
  .object({
    difficulty: levelSchema,
    theme: z._default(z.enum(WORD_THEME_IDS), "animals"),
    /** An author's own words instead of the theme's; all of them are placed if they fit. */
    words: z.optional(
      z.array(z.string().check(z.maxLength(40))).check(z.minLength(4), z.maxLength(40)),
    ),
    /** The grid's largest side in squares. */
    size: sizeSchema,
  })
  .check(
    z.superRefine((options, context) => {
      if (!options.words) return;
      const checked = checkWordList(options.words, { minLength: 3, maxLength: options.size });
      for (const problem of checked.problems) {
        const index = findProblemIndex(options.words, (word) => word, problem);
        context.addIssue({
          code: "custom",
          message: problem.message,
          path: ["words", index],
          input: problem.word,
        });
      }
    }),
  );
export type WordFillInOptions = z.output<typeof wordFillInOptionsSchema>;

export const numberFillInOptionsSchema = z.object({ difficulty: levelSchema, size: sizeSchema });
export type NumberFillInOptions = z.output<typeof numberFillInOptionsSchema>;

const shared = { difficulties: ["easy", "medium", "hard"] as const, unique: true };

export const wordFillInRules: PuzzleTypeRules<WordFillInOptions> = {
  ...shared,
  id: "word-fill-in",
  name: "Word fill-in",
  howToPlay: [
    "Fit every word of the list into the grid, one letter a square, across or down. Each word is used once, and words share letters where they cross.",
    "The words are grouped by length; any word already in the grid is a starter. There is exactly one way to fill the grid.",
  ],
  options: wordFillInOptionsSchema,
};

export const numberFillInRules: PuzzleTypeRules<NumberFillInOptions> = {
  ...shared,
  id: "number-fill-in",
  name: "Number fill-in",
  howToPlay: [
    "Fit every number of the list into the grid, one digit a square, across or down. Each number is used once, and numbers share digits where they cross.",
    "The numbers are grouped by how many digits they have; any number already in the grid is a starter. There is exactly one way to fill the grid.",
  ],
  options: numberFillInOptionsSchema,
};
