import type * as z from "zod/mini";
import type { Box, Element } from "../books/interior/elements";
import type { Seed } from "./random";

/*
 * What every shipped puzzle type provides (decision 0091). The registry lists only types that have
 * all of it: a seeded generator, a solver-backed verification, and both drawings. Difficulty is
 * measured by the type's solver on the generated puzzle and returned with it, not assumed from
 * the options.
 */

export const DIFFICULTIES = ["easy", "medium", "hard", "expert"] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export type Verification = {
  ok: boolean;
  /** What is wrong, in words an author can act on; empty when ok. */
  problems: string[];
};

export type PuzzleBase = {
  type: string;
  seed: string;
  difficulty: Difficulty;
};

/**
 * A type's description and options without its generator: each type keeps these in a light
 * module of its own (`<type>-rules.ts`), so a form can check options without loading a solver.
 */
export type PuzzleTypeRules<O> = {
  id: string;
  name: string;
  /** The difficulty levels the generator can hit for this type. */
  difficulties: readonly Difficulty[];
  /** Whether every puzzle of this type has exactly one solution (proved by verify). */
  unique: boolean;
  howToPlay: readonly string[];
  /** Options as the API will accept them; generate takes the parsed output. */
  options: z.ZodMiniType<O>;
};

export type PuzzleType<P extends PuzzleBase, O> = PuzzleTypeRules<O> & {
  generate: (seed: Seed, options: O) => P;
  /** Re-solves the puzzle: exactly one solution where the type promises it, and the key matches. */
  verify: (puzzle: P) => Verification;
  toLayout: (puzzle: P, box: Box) => Element[];
  answerToLayout: (puzzle: P, box: Box) => Element[];
};

export function verification(problems: string[]): Verification {
  return { ok: problems.length === 0, problems };
}
