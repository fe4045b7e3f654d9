import * as z from "zod/mini";
import type { PuzzleTypeRules } from "../types";

/*
 * Cryptogram without its generator, solver or drawing: the options and description a form checks a
 * section against (puzzles/type-rules.ts).
 */

export const cryptogramOptionsSchema = z.object({
  difficulty: z._default(z.enum(["easy", "medium", "hard"]), "medium"),
  /** An author's own text; one of the shipped proverbs when absent. */
  text: z.optional(z.string().check(z.minLength(10), z.maxLength(200))),
});
export type CryptogramOptions = z.output<typeof cryptogramOptionsSchema>;

export const cryptogramRules: PuzzleTypeRules<CryptogramOptions> = {
  id: "cryptogram",
  name: "Cryptogram",
  difficulties: ["easy", "medium", "hard"],
  unique: false,
  howToPlay: [
    "Each letter of a well-known saying has been swapped for another letter. The same code letter always stands for the same real letter, and no letter stands for itself.",
    "Write the real letters on the lines. Easy puzzles give away four letters, medium puzzles two, hard puzzles none.",
  ],
  options: cryptogramOptionsSchema,
};
