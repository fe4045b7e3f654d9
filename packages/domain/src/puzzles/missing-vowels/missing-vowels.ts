import type { Box, Element } from "../../books/interior/elements";
import { textColumns } from "../draw";
import { createRandom, type Seed } from "../random";
import { type Difficulty, type PuzzleBase, type PuzzleType, verification } from "../types";
import { findWordTheme } from "../words/themes";
import { type MissingVowelsOptions, missingVowelsRules } from "./missing-vowels-rules";

/*
 * Theme words with their vowels taken out. Easy keeps a gap for each vowel (T_G_R), medium drops
 * the gaps too (TGR), hard also runs the consonants of two words together (TGRZBR for TIGER and
 * ZEBRA), so the solver must find where one word ends. The level is what is shown, and verify
 * rebuilds every clue from its answer.
 */

const VOWELS = /[AEIOU]/g;

export type MissingVowelsPuzzle = PuzzleBase & {
  type: "missing-vowels";
  theme: string;
  /** Each clue and the word or words it hides. */
  items: { clue: string; answer: string[] }[];
};

function clueFor(answer: readonly string[], difficulty: Difficulty): string {
  if (difficulty === "easy") return answer.map((word) => word.replace(VOWELS, "_")).join(" ");
  if (difficulty === "medium") return answer.map((word) => word.replace(VOWELS, "")).join(" ");
  return answer.map((word) => word.replace(VOWELS, "")).join("");
}

export function generateMissingVowels(
  seed: Seed,
  options: MissingVowelsOptions,
): MissingVowelsPuzzle {
  const theme = findWordTheme(options.theme);
  if (!theme) throw new Error(`Unknown theme ${options.theme}`);
  const random = createRandom(seed);
  // Words keeping at least three consonants: fewer leave too little to recognise.
  const words = random.shuffle(theme.words.filter((word) => word.replace(VOWELS, "").length >= 3));
  const perItem = options.difficulty === "hard" ? 2 : 1;
  const items: { clue: string; answer: string[] }[] = [];
  for (
    let index = 0;
    index + perItem <= words.length && items.length < options.count;
    index += perItem
  ) {
    const answer = words.slice(index, index + perItem);
    items.push({ clue: clueFor(answer, options.difficulty), answer });
  }
  return {
    type: "missing-vowels",
    seed: String(seed),
    difficulty: options.difficulty,
    theme: theme.id,
    items,
  };
}

export function verifyMissingVowels(puzzle: MissingVowelsPuzzle) {
  const problems = puzzle.items
    .filter((item) => clueFor(item.answer, puzzle.difficulty) !== item.clue)
    .map((item) => `${item.clue} is not ${item.answer.join(" ")} without vowels at this level`);
  return verification(problems);
}

const draw = (lines: string[], box: Box): Element[] =>
  textColumns(lines, box, { font: "mono", columns: lines.length > 12 ? 2 : 1 });

export const missingVowels: PuzzleType<MissingVowelsPuzzle, MissingVowelsOptions> = {
  ...missingVowelsRules,
  generate: generateMissingVowels,
  verify: verifyMissingVowels,
  toLayout: (puzzle, box) =>
    draw(
      puzzle.items.map((item, index) => `${index + 1}. ${item.clue}`),
      box,
    ),
  answerToLayout: (puzzle, box) =>
    draw(
      puzzle.items.map((item, index) => `${index + 1}. ${item.answer.join(" + ")}`),
      box,
    ),
};
