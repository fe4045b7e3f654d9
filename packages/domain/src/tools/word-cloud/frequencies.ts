import * as z from "zod/mini";
import { fontSizeForCount, WORD_CLOUD_MAX_TEXT, WORD_CLOUD_MAX_WORDS } from "./sizes";
import { englishStopWords } from "./stop-words";

export { fontSizeForCount, WORD_CLOUD_MAX_TEXT, WORD_CLOUD_MAX_WORDS };

export const wordFrequencyInputSchema = z.object({
  text: z.string().check(
    z.maxLength(
      WORD_CLOUD_MAX_TEXT,
      `must be at most ${WORD_CLOUD_MAX_TEXT.toLocaleString("en-US")} characters`,
    ),
    z.refine((text: string) => /[\p{L}\p{N}]/u.test(text), "must contain at least one word"),
    z.describe("Pasted text, or keywords one per line or separated by commas"),
  ),
  mode: z
    ._default(z.enum(["text", "keywords"]), "text")
    .check(
      z.describe("text: count single words; keywords: count each line or comma-separated phrase"),
    ),
  removeStopWords: z
    ._default(
      z.pipe(
        z.transform((value) => (value === "false" ? false : value === "true" ? true : value)),
        z.boolean(),
      ),
      true,
    )
    .check(z.describe("Leave out common English function words (the, and, of…)")),
  maxWords: z
    ._default(z.coerce.number().check(z.int(), z.gte(5), z.lte(WORD_CLOUD_MAX_WORDS)), 100)
    .check(z.describe(`How many of the most frequent words to keep, 5 to ${WORD_CLOUD_MAX_WORDS}`)),
});
export type WordFrequencyInput = z.input<typeof wordFrequencyInputSchema>;

export type WordCount = { word: string; count: number };

export type WordFrequencies = {
  /** Most frequent first; ties in alphabetical order. At most `maxWords`. */
  words: WordCount[];
  /** Words (or phrases) read, before stop words were removed. */
  totalTokens: number;
  /** Different words counted after stop words were removed. */
  distinctWords: number;
  /** Tokens left out as stop words. */
  stopWordsRemoved: number;
};

// Letters and digits, joined by inner apostrophes or hyphens: "don't", "well-known", "2nd".
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
const HAS_LETTER = /\p{L}/u;

function normaliseWord(token: string): string {
  return token.toLowerCase().replace(/’/g, "'").replace(/'s$/, "");
}

function readTokens(text: string, mode: "text" | "keywords"): string[] {
  if (mode === "keywords") {
    return text
      .split(/[\n,;]+/)
      .map((phrase) => phrase.trim().toLowerCase().replace(/\s+/g, " "))
      .filter((phrase) => HAS_LETTER.test(phrase));
  }
  return (text.match(WORD) ?? []).filter((token) => HAS_LETTER.test(token)).map(normaliseWord);
}

/**
 * Counts words for a word cloud. Text mode splits into words (lower case, a trailing possessive
 * 's dropped, tokens without a letter ignored); keywords mode counts each line or comma-separated
 * phrase whole. Stop words (and keyword phrases that are only a stop word) are removed unless
 * asked not to.
 */
export function countWordFrequencies(input: WordFrequencyInput): WordFrequencies {
  const options = wordFrequencyInputSchema.parse(input);
  const tokens = readTokens(options.text, options.mode);
  const counts = new Map<string, number>();
  let stopWordsRemoved = 0;
  for (const token of tokens) {
    if (options.removeStopWords && englishStopWords.has(token)) {
      stopWordsRemoved += 1;
      continue;
    }
    counts.set(token, (counts.get(token) ?? 0) + 1);
  }
  const words = [...counts]
    .map(([word, count]) => ({ word, count }))
    .sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0))
    .slice(0, options.maxWords);
  return { words, totalTokens: tokens.length, distinctWords: counts.size, stopWordsRemoved };
}

type WordFrequencyOptions = z.output<typeof wordFrequencyInputSchema>;
export type WordFrequencyFormValues = Record<keyof WordFrequencyOptions, string>;

/** The form's values as the URL holds them (strings), read by the API's own schema. */
export const wordFrequencyFormSchema = wordFrequencyInputSchema as unknown as z.ZodMiniType<
  WordFrequencyOptions,
  WordFrequencyFormValues
>;
