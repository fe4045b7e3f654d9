/*
 * The eight directions a hidden word can run in, as row and column steps. Apart from the grid
 * engine so word search's options schema (word-search-rules.ts) can name them without it.
 */

export const DIRECTIONS = {
  E: [0, 1],
  S: [1, 0],
  SE: [1, 1],
  NE: [-1, 1],
  W: [0, -1],
  N: [-1, 0],
  NW: [-1, -1],
  SW: [1, -1],
} as const;
export type Direction = keyof typeof DIRECTIONS;
export const ALL_DIRECTIONS = Object.keys(DIRECTIONS) as Direction[];
export const BACKWARD_DIRECTIONS: readonly Direction[] = ["W", "N", "NW", "SW"];
export const DIAGONAL_DIRECTIONS: readonly Direction[] = ["SE", "NE", "NW", "SW"];
