import type { Box, Element } from "../../books/interior/elements";
import { textColumns } from "../draw";
import { childSeed, createRandom, type Seed } from "../random";
import { type Difficulty, type PuzzleBase, type PuzzleType, verification } from "../types";
import { findWordTheme } from "../words/themes";
import { checkWordList } from "../words/word-list";
import { type WordScrambleOptions, wordScrambleRules } from "./word-scramble-rules";

/*
 * Unscramble the words of a theme. Difficulty is word length (more letters, more orders to try):
 * easy words have 4–5 letters, medium 6–7, hard 8 or more. A scramble never spells the word
 * itself, and a word is left out when another word of the theme uses the same letters, so the
 * theme's list never offers two answers.
 */

const LENGTHS: Record<Exclude<Difficulty, "expert">, [number, number]> = {
  easy: [4, 5],
  medium: [6, 7],
  hard: [8, 12],
};

export type WordScramblePuzzle = PuzzleBase & {
  type: "word-scramble";
  theme: string | null;
  items: { scrambled: string; answer: string }[];
};

const sorted = (word: string) => [...word].sort().join("");

function levelOf(items: readonly { answer: string }[]): Difficulty {
  const average =
    items.reduce((sum, item) => sum + item.answer.length, 0) / Math.max(1, items.length);
  if (average < LENGTHS.medium[0]) return "easy";
  return average < LENGTHS.hard[0] ? "medium" : "hard";
}

export function generateWordScramble(seed: Seed, options: WordScrambleOptions): WordScramblePuzzle {
  const random = createRandom(seed);
  let pool: string[];
  if (options.words) {
    const checked = checkWordList(options.words, { minLength: 3, maxLength: 15 });
    const first = checked.problems[0];
    if (first) throw new Error(first.message);
    pool = checked.words;
  } else {
    const [min, max] = LENGTHS[options.difficulty];
    const theme = findWordTheme(options.theme);
    if (!theme) throw new Error(`Unknown theme ${options.theme}`);
    pool = theme.words.filter((word) => word.length >= min && word.length <= max);
  }
  const anagrams = new Map<string, number>();
  for (const word of pool) anagrams.set(sorted(word), (anagrams.get(sorted(word)) ?? 0) + 1);
  const usable = pool.filter((word) => anagrams.get(sorted(word)) === 1 && new Set(word).size > 1);
  const chosen = random.shuffle(usable).slice(0, options.count);
  if (chosen.length < Math.min(3, options.count))
    throw new Error("Too few words of this length in the theme");
  const items = chosen.map((answer, index) => {
    const letters = createRandom(childSeed(seed, index));
    let scrambled = answer;
    while (scrambled === answer) scrambled = letters.shuffle([...answer]).join("");
    return { scrambled, answer };
  });
  return {
    type: "word-scramble",
    seed: String(seed),
    difficulty: levelOf(items),
    theme: options.words ? null : options.theme,
    items,
  };
}

export function verifyWordScramble(puzzle: WordScramblePuzzle) {
  const problems: string[] = [];
  for (const item of puzzle.items) {
    if (sorted(item.scrambled) !== sorted(item.answer))
      problems.push(`${item.scrambled} is not made of ${item.answer}'s letters`);
    if (item.scrambled === item.answer) problems.push(`${item.answer} is not scrambled`);
    const twins = puzzle.items.filter((other) => sorted(other.answer) === sorted(item.answer));
    if (twins.length > 1) problems.push(`${item.scrambled} has two answers in the list`);
  }
  if (levelOf(puzzle.items) !== puzzle.difficulty)
    problems.push("The difficulty label does not match the word lengths");
  return verification(problems);
}

const draw = (lines: string[], box: Box): Element[] =>
  textColumns(lines, box, { font: "mono", columns: lines.length > 12 ? 2 : 1 });

export const wordScramble: PuzzleType<WordScramblePuzzle, WordScrambleOptions> = {
  ...wordScrambleRules,
  generate: generateWordScramble,
  verify: verifyWordScramble,
  toLayout: (puzzle, box) =>
    draw(
      puzzle.items.map(
        (item, index) => `${index + 1}. ${item.scrambled}  ${"_".repeat(item.answer.length)}`,
      ),
      box,
    ),
  answerToLayout: (puzzle, box) =>
    draw(
      puzzle.items.map((item, index) => `${index + 1}. ${item.answer}`),
      box,
    ),
};
