import * as z from "zod/mini";
import type { PuzzleTypeRules } from "../types";
import { CLUED_THEME_IDS } from "../words/theme-names";
import { checkWordList, findProblemIndex } from "../words/word-list";

/*
 * Crossword without its generator, solver or drawing: the options and description a form checks a
 * section against (puzzles/type-rules.ts).
 */

const entrySchema = z.object({
  answer: z.string().check(z.maxLength(40)),
  clue: z.string().check(z.minLength(1), z.maxLength(160)),
});

export const crosswordOptionsSchema = z
  .object({
    difficulty: z._default(z.enum(["easy", "medium", "hard"]), "medium"),
    theme: z._default(z.enum(CLUED_THEME_IDS), "animals"),
    /** An author's own answers and clues instead of the theme's. */
    entries: z.optional(z.array(entrySchema).check(z.minLength(4), z.maxLength(80))),
    /** The grid's largest side in squares. */
    size: z._default(z.number().check(z.int(), z.gte(9), z.lte(21)), 15),
    /** Entries wanted; fewer may fit. Defaults by level. */
    wordCount: z.optional(z.number().check(z.int(), z.gte(4), z.lte(40))),
  })
  .check(
    z.superRefine((options, context) => {
      if (!options.entries) return;
      const checked = checkWordList(
        options.entries.map((entry) => entry.answer),
        { minLength: 3, maxLength: options.size },
      );
      for (const problem of checked.problems) {
        const index = findProblemIndex(options.entries, (entry) => entry.answer, problem);
        context.addIssue({
          code: "custom",
          message: problem.message,
          path: ["entries", index, "answer"],
          input: problem.word,
        });
      }
    }),
  );
export type CrosswordOptions = z.output<typeof crosswordOptionsSchema>;

export const crosswordRules: PuzzleTypeRules<CrosswordOptions> = {
  id: "crossword",
  name: "Crossword",
  difficulties: ["easy", "medium", "hard"],
  unique: false,
  howToPlay: [
    "Solve each clue and write the answer in the squares starting at its number, across or down. Where two answers cross they share a letter.",
    "The number in brackets after a clue is the length of the answer.",
  ],
  options: crosswordOptionsSchema,
};
