import { createRandom } from "../../puzzles/random";
import { findPuzzleType, type RegisteredPuzzleType } from "../../puzzles/registry";
import type { PuzzleBase } from "../../puzzles/types";
import type { ActivityBase, ActivityType, AgeBand } from "./types";
import { byLevel } from "./types";

/*
 * Children's mazes, word searches and sudoku are the puzzle maker's own types (decision 0091) at
 * children's sizes: the same generators, verifiers and drawings, so their answers come from the
 * same solvers. Only the options differ by age band.
 */

export type KidPuzzlePage = ActivityBase & { puzzle: PuzzleBase };

function requirePuzzleType(id: string): RegisteredPuzzleType {
  const type = findPuzzleType(id);
  if (!type) throw new Error(`The puzzle registry has no ${id}`);
  return type;
}

function kidPuzzle(
  id: string,
  name: string,
  puzzleType: string,
  instruction: string,
  options: (band: AgeBand, seed: string) => Record<string, unknown>,
): ActivityType<KidPuzzlePage> {
  const type = requirePuzzleType(puzzleType);
  return {
    id,
    name,
    instruction: () => instruction,
    generate: (seed, { ageBand }) => ({
      type: id,
      seed: String(seed),
      ageBand,
      puzzle: type.generate(seed, options(ageBand, String(seed))),
    }),
    draw: (page, box) => type.toLayout(page.puzzle, box),
    drawAnswer: (page, box) => type.answerToLayout(page.puzzle, box),
  };
}

export const kidMaze = kidPuzzle(
  "maze",
  "Mazes",
  "maze",
  "Find the way from the start to the finish.",
  (band) => ({
    shape: "rectangular",
    difficulty: "easy",
    size: byLevel(band, [5, 7, 10]),
    deadEnds: "few",
  }),
);

/** Short words a young reader knows, none inside another so each is found once. */
const KID_WORDS: Record<AgeBand, readonly string[]> = {
  "3-5": ["CAT", "DOG", "SUN", "BUS", "PIG", "HEN", "COW", "BEE", "OWL", "ANT", "FOX", "EGG"],
  "4-6": [
    "FISH",
    "BIRD",
    "FROG",
    "MOON",
    "CAKE",
    "BOAT",
    "STAR",
    "DUCK",
    "KITE",
    "LION",
    "BEAR",
    "SHIP",
  ],
  "6-8": [
    "APPLE",
    "HOUSE",
    "TIGER",
    "RIVER",
    "CLOUD",
    "PLANT",
    "TRAIN",
    "SMILE",
    "ROBOT",
    "BEACH",
    "ZEBRA",
    "PIZZA",
  ],
};

export const kidWordSearch = kidPuzzle(
  "word-search",
  "Word search",
  "word-search",
  "Find the words in the grid and circle them.",
  (band, seed) => ({
    size: 8,
    difficulty: "easy",
    words: createRandom(seed)
      .shuffle(KID_WORDS[band])
      .slice(0, byLevel(band, [4, 6, 8])),
    directions: byLevel(band, [["E"], ["E", "S"], ["E", "S", "SE"]]),
  }),
);

export const kidSudoku = kidPuzzle(
  "sudoku",
  "Kids' sudoku",
  "sudoku",
  "Fill each row, column and box so every number appears once.",
  (band) => ({ size: byLevel(band, [4, 4, 6]), difficulty: "easy" }),
);
