import * as z from "zod/mini";
import type { PuzzleTypeRules } from "../types";
import { DICTIONARY_LENGTHS, isDictionaryWord, ladderDistances } from "../words/dictionary";

/*
 * Word ladder without its generator or drawing: the options and description a form checks a
 * section against (puzzles/type-rules.ts). Unlike the other types' rules this one loads word data:
 * the schema checks an author's own pair of words against the ladder's dictionary and for a ladder
 * joining them, so the dictionary (words/ladder-words.ts) comes with it.
 */

/** Author pairs may be further apart than hard's 9 changes, but not beyond a drawable ladder. */
const MAX_STEPS = 14;

export function isLadderPair(from: string, to: string): boolean {
  if (from === to || from.length !== to.length) return false;
  const distance = ladderDistances(from).distance.get(to);
  return distance !== undefined && distance <= MAX_STEPS;
}

const word = z.string().check(z.minLength(3), z.maxLength(5));

export const wordLadderOptionsSchema = z
  .object({
    difficulty: z._default(z.enum(["easy", "medium", "hard"]), "medium"),
    length: z._default(z.union(DICTIONARY_LENGTHS.map((length) => z.literal(length))), 4),
    /** An author's own pair of words; the level is then measured from them. */
    from: z.optional(word),
    to: z.optional(word),
  })
  .check(
    z.refine((options) => options.from === undefined || isDictionaryWord(options.from), {
      message: "Not a word of the ladder's dictionary",
      path: ["from"],
    }),
    z.refine((options) => options.to === undefined || isDictionaryWord(options.to), {
      message: "Not a word of the ladder's dictionary",
      path: ["to"],
    }),
    z.refine((options) => (options.from === undefined) === (options.to === undefined), {
      message: "Give both words of the ladder, or neither",
      path: ["to"],
    }),
    z.refine(
      (options) =>
        options.from === undefined ||
        options.to === undefined ||
        !isDictionaryWord(options.from) ||
        !isDictionaryWord(options.to) ||
        isLadderPair(options.from.toUpperCase(), options.to.toUpperCase()),
      {
        message: `The two words must differ, have the same length and be joined by a ladder of at most ${MAX_STEPS} changes`,
        path: ["to"],
      },
    ),
  );
export type WordLadderOptions = z.output<typeof wordLadderOptionsSchema>;

export const wordLadderRules: PuzzleTypeRules<WordLadderOptions> = {
  id: "word-ladder",
  name: "Word ladder",
  difficulties: ["easy", "medium", "hard"],
  unique: false,
  howToPlay: [
    "Climb from the top word to the bottom word by changing one letter at a time. Every rung must be a common English word.",
    "The ladder has exactly as many rungs as the shortest way needs; any ladder of that length is right.",
  ],
  options: wordLadderOptionsSchema,
};
