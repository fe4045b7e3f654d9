import type { Box, Element } from "../../books/interior/elements";
import { gridElement, STROKE } from "../draw";
import { childSeed, createRandom, type Seed } from "../random";
import { type Difficulty, type PuzzleBase, type PuzzleType, verification } from "../types";
import { fitGridCapped } from "../word-grids/frame";
import {
  type DictionaryLength,
  dictionary,
  isDictionaryWord,
  ladderDistances,
} from "../words/dictionary";
import { isLadderPair, type WordLadderOptions, wordLadderRules } from "./word-ladder-rules";

/*
 * Word ladder: change one letter at a time to climb from the first word to the last, every rung a
 * common English word from the shipped dictionary (SCOWL size 35, words/ladder-words.ts). The
 * puzzle prints as many empty rungs as the shortest ladder has, so the solver knows the length;
 * the key is one shortest ladder (others of the same length are also right, so unique is false).
 * Difficulty is the measured shortest distance: easy 3–4 changes, medium 5–6, hard 7–9.
 * verify proves the distance by a breadth-first search of the dictionary.
 */

const STEPS: Record<Exclude<Difficulty, "expert">, [number, number]> = {
  easy: [3, 4],
  medium: [5, 6],
  hard: [7, 9],
};
const MAX_ATTEMPTS = 200;

export function ladderLevel(steps: number): Exclude<Difficulty, "expert"> {
  if (steps <= STEPS.easy[1]) return "easy";
  return steps <= STEPS.medium[1] ? "medium" : "hard";
}

export type WordLadderPuzzle = PuzzleBase & {
  type: "word-ladder";
  from: string;
  to: string;
  /** The answer key: one shortest ladder, from first word to last. */
  ladder: string[];
  steps: number;
};

function pathTo(parent: Map<string, string>, to: string): string[] {
  const path = [to];
  for (let word = parent.get(to); word !== undefined; word = parent.get(word)) path.push(word);
  return path.reverse();
}

function build(
  seed: Seed,
  from: string,
  to: string,
  parent: Map<string, string>,
): WordLadderPuzzle {
  const ladder = pathTo(parent, to);
  const steps = ladder.length - 1;
  return {
    type: "word-ladder",
    seed: String(seed),
    difficulty: ladderLevel(steps),
    from,
    to,
    ladder,
    steps,
  };
}

export function generateWordLadder(seed: Seed, options: WordLadderOptions): WordLadderPuzzle {
  if (options.from !== undefined && options.to !== undefined) {
    const from = options.from.toUpperCase();
    const to = options.to.toUpperCase();
    if (!isLadderPair(from, to)) throw new Error(`No ladder joins ${from} and ${to}`);
    return build(seed, from, to, ladderDistances(from).parent);
  }
  const [min, max] = STEPS[options.difficulty];
  const { words } = dictionary(options.length as DictionaryLength);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const random = createRandom(attempt === 0 ? seed : childSeed(seed, attempt));
    const from = random.pick(words);
    const { distance, parent } = ladderDistances(from);
    const targets = [...distance]
      .filter(([, steps]) => steps >= min && steps <= max)
      .map(([word]) => word)
      .sort();
    if (targets.length === 0) continue;
    return build(seed, from, random.pick(targets), parent);
  }
  throw new Error(`No ${options.difficulty} ladder found from seed ${String(seed)}`);
}

const differsByOne = (a: string, b: string) =>
  a.length === b.length && [...a].filter((letter, index) => letter !== b[index]).length === 1;

export function verifyWordLadder(puzzle: WordLadderPuzzle) {
  const problems: string[] = [];
  const { ladder, from, to } = puzzle;
  if (ladder[0] !== from || ladder.at(-1) !== to)
    problems.push(`The key must run from ${from} to ${to}`);
  for (const rung of ladder) {
    if (!isDictionaryWord(rung) || rung.length !== from.length)
      problems.push(`${rung} is not a ${from.length}-letter word of the dictionary`);
  }
  ladder.slice(1).forEach((rung, index) => {
    if (!differsByOne(ladder[index] as string, rung))
      problems.push(`${ladder[index]} to ${rung} is not a one-letter change`);
  });
  if (new Set(ladder).size !== ladder.length) problems.push("A word repeats in the ladder");
  if (puzzle.steps !== ladder.length - 1)
    problems.push(`The puzzle shows ${puzzle.steps} changes, the key has ${ladder.length - 1}`);
  const shortest = isDictionaryWord(from) ? ladderDistances(from).distance.get(to) : undefined;
  if (shortest === undefined) problems.push(`No ladder joins ${from} and ${to}`);
  else if (shortest !== ladder.length - 1)
    problems.push(`The shortest ladder has ${shortest} changes, the key ${ladder.length - 1}`);
  else if (ladderLevel(shortest) !== puzzle.difficulty)
    problems.push(`Measured ${ladderLevel(shortest)}, labelled ${puzzle.difficulty}`);
  return verification(problems);
}

function draw(puzzle: WordLadderPuzzle, box: Box, showAll: boolean): Element[] {
  const rows = puzzle.ladder.length;
  const cols = puzzle.from.length;
  const frame = fitGridCapped(box, rows, cols, 36);
  const cells = puzzle.ladder.flatMap((rung, row) =>
    [...rung].map((letter) => (showAll || row === 0 || row === rows - 1 ? letter : "")),
  );
  // The given words are shaded so the rungs to fill stand out.
  const fills = cells.map((_, cell) => {
    const row = Math.floor(cell / cols);
    return row === 0 || row === rows - 1 ? 0.12 : 0;
  });
  return [gridElement(frame, cells, { font: "mono", sample: "W", fills, strokePt: STROKE.thin })];
}

export const wordLadder: PuzzleType<WordLadderPuzzle, WordLadderOptions> = {
  ...wordLadderRules,
  generate: generateWordLadder,
  verify: verifyWordLadder,
  toLayout: (puzzle, box) => draw(puzzle, box, false),
  answerToLayout: (puzzle, box) => draw(puzzle, box, true),
};
