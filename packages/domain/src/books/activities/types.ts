import type { Seed } from "../../puzzles/random";
import type { Box, Element } from "../interior/elements";

/*
 * What every shipped activity type provides (decision 0102): a seeded generator for an age band,
 * a drawing into any box it is given (ink inside it, strokes included), and its answer drawing
 * where the activity has one (a maze's path, a dot-to-dot's picture) or null where it has none
 * (tracing, tic-tac-toe). The registry lists only types that have all of it.
 */

export const AGE_BANDS = ["3-5", "4-6", "6-8"] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export type AgeStyle = {
  /** The line children draw over or along: thicker for younger hands. */
  strokePt: number;
  /** Instruction and label type size. */
  fontPt: number;
  /** Cap height of tracing letters. */
  capHeightPt: number;
  /** 0 (youngest) to 2: the difficulty step each type reads its sizes from. */
  level: 0 | 1 | 2;
};

export const AGE_STYLES: Record<AgeBand, AgeStyle> = {
  "3-5": { strokePt: 3, fontPt: 22, capHeightPt: 72, level: 0 },
  "4-6": { strokePt: 2.25, fontPt: 18, capHeightPt: 54, level: 1 },
  "6-8": { strokePt: 1.5, fontPt: 14, capHeightPt: 36, level: 2 },
};

export type ActivityOptions = {
  ageBand: AgeBand /** The page's place in its section. */;
  index: number;
};

export type ActivityBase = { type: string; seed: string; ageBand: AgeBand };

export type ActivityType<P extends ActivityBase> = {
  id: string;
  name: string;
  /** The line printed above the activity, in words a child can be read. */
  instruction: (page: P) => string;
  generate: (seed: Seed, options: ActivityOptions) => P;
  draw: (page: P, box: Box) => Element[];
  drawAnswer: ((page: P, box: Box) => Element[]) | null;
};

/** Pick the value for an age band's level. */
export function byLevel<T>(band: AgeBand, values: readonly [T, T, T]): T {
  return values[AGE_STYLES[band].level];
}
