import * as z from "zod/mini";
import { GRAMMAR_IGNORE_MAX, GRAMMAR_IGNORE_WORD_MAX, GRAMMAR_TEXT_MAX } from "./limits";

/*
 * The grammar checker's contract (POST /api/tools/grammar-check and the page's worker): the text,
 * words to leave alone, and findings with the exact span each one covers.
 */

export const grammarCheckInputSchema = z.object({
  text: z
    .string({ error: "Must be text" })
    .check(
      z.maxLength(
        GRAMMAR_TEXT_MAX,
        `Must be at most ${GRAMMAR_TEXT_MAX.toLocaleString("en-US")} characters`,
      ),
    ),
  ignore: z.optional(
    z
      .array(
        z
          .string({ error: "Must be a list of words" })
          .check(
            z.minLength(1, "Must not contain an empty word"),
            z.maxLength(
              GRAMMAR_IGNORE_WORD_MAX,
              `Words must be at most ${GRAMMAR_IGNORE_WORD_MAX} characters`,
            ),
          ),
      )
      .check(z.maxLength(GRAMMAR_IGNORE_MAX, `At most ${GRAMMAR_IGNORE_MAX} words`)),
  ),
});
export type GrammarCheckInput = z.input<typeof grammarCheckInputSchema>;

export const GRAMMAR_RULES = [
  "spelling",
  "repeated-word",
  "indefinite-article",
  "capitalization",
  "sentence-spacing",
  "quotes",
  "passive-voice",
  /** Subject and verb: "This book teach you" (Inkforge's rules, Harper's). */
  "agreement",
  /** A word mistaken for another: its/it's, your/you're, there/their, to/too, could of. */
  "word-choice",
  /** Harper's other grammar rules (the API's checks, decision 0076). */
  "grammar",
  "punctuation",
  "style",
] as const;
export type GrammarRule = (typeof GRAMMAR_RULES)[number];

export const GRAMMAR_CATEGORIES = ["spelling", "grammar", "punctuation", "style"] as const;
export type GrammarCategory = (typeof GRAMMAR_CATEGORIES)[number];

export const grammarFindingSchema = z.object({
  /** Stable within one text: the rule and the span. */
  id: z.string(),
  rule: z.enum(GRAMMAR_RULES),
  category: z.enum(GRAMMAR_CATEGORIES),
  message: z.string(),
  /** The flagged text, exactly `text.slice(start, end)`. */
  actual: z.string(),
  /** UTF-16 offsets into the checked text, end exclusive. */
  start: z.int(),
  end: z.int(),
  /** Replacements for `actual`, best first; empty when there is no automatic fix. */
  suggestions: z.array(z.string()),
  /** The library or rule set that found it. */
  source: z.string(),
});
export type GrammarFinding = z.infer<typeof grammarFindingSchema>;

export const grammarCheckResultSchema = z.object({
  findings: z.array(grammarFindingSchema),
  wordCount: z.int(),
  /** Unknown words left without suggestions because the check ran out of time for them. */
  pendingSuggestions: z.int(),
});
export type GrammarCheckResult = z.infer<typeof grammarCheckResultSchema>;
