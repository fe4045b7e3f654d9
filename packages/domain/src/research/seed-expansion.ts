import { z } from "zod";
import { normalizeText } from "./keyword-text";

/*
 * Which prefixes to ask Amazon's search suggestions for, one seed at a time. KDP research tools
 * mine autocomplete the same way (research-sources §1): the seed alone, the seed followed by each
 * letter (what people type next), each letter followed by the seed (words people type before it),
 * and question or intent words in front ("how to draw", "best drawing"). Prefixes are compared
 * after lower-casing, trimming and squeezing spaces, so no prefix is ever queried twice.
 */

export const EXPANSION_LETTERS = "abcdefghijklmnopqrstuvwxyz".split("");
export const EXPANSION_QUESTION_WORDS = ["how to", "what", "why", "which", "best", "for"] as const;

export const seedExpansionInputSchema = z.object({
  seed: z
    .string()
    .max(100, "The seed keyword must be at most 100 characters.")
    .refine((seed) => normalizeText(seed) !== "", "Enter a seed keyword."),
  letters: z.array(z.string().max(3)).max(60).default(EXPANSION_LETTERS),
  questionWords: z
    .array(z.string().max(40))
    .max(30)
    .default([...EXPANSION_QUESTION_WORDS]),
});
export type SeedExpansionInput = z.input<typeof seedExpansionInputSchema>;

export type ExpansionKind = "seed" | "seed-then-letter" | "letter-then-seed" | "question";

export type ExpansionPrefix = { prefix: string; kind: ExpansionKind; seed: string };

/** Every prefix for one seed, in query order: seed, seed + a…z, a…z + seed, question words. */
export function expandSeed(rawInput: SeedExpansionInput): ExpansionPrefix[] {
  const input = seedExpansionInputSchema.parse(rawInput);
  const seed = normalizeText(input.seed);
  const letters = input.letters.map(normalizeText).filter((l) => l !== "");
  const questions = input.questionWords.map(normalizeText).filter((q) => q !== "");
  const candidates: ExpansionPrefix[] = [
    { prefix: seed, kind: "seed", seed },
    ...letters.map((l) => ({ prefix: `${seed} ${l}`, kind: "seed-then-letter" as const, seed })),
    ...letters.map((l) => ({ prefix: `${l} ${seed}`, kind: "letter-then-seed" as const, seed })),
    ...questions.map((q) => ({ prefix: `${q} ${seed}`, kind: "question" as const, seed })),
  ];
  return dedupePrefixes(candidates);
}

/** Prefixes for several seeds, deduplicated across seeds (the first seed to produce one keeps it). */
export function expandSeeds(
  seeds: readonly string[],
  options: Omit<SeedExpansionInput, "seed"> = {},
): ExpansionPrefix[] {
  const unique = [...new Set(seeds.map(normalizeText).filter((s) => s !== ""))];
  return dedupePrefixes(unique.flatMap((seed) => expandSeed({ ...options, seed })));
}

function dedupePrefixes(prefixes: readonly ExpansionPrefix[]): ExpansionPrefix[] {
  const seen = new Set<string>();
  return prefixes.filter(({ prefix }) => {
    if (seen.has(prefix)) return false;
    seen.add(prefix);
    return true;
  });
}
