import type { Box, Element } from "../../books/interior/elements";
import { measureText } from "../../books/interior/font-metrics";
import { line, MIN_FONT_PT, STROKE } from "../draw";
import { createRandom, type Seed } from "../random";
import { type Difficulty, type PuzzleBase, type PuzzleType, verification } from "../types";
import { type CryptogramOptions, cryptogramRules } from "./cryptogram-rules";
import { CRYPTOGRAM_QUOTES } from "./quotes";

/*
 * A substitution cipher over a saying: every letter replaced by another (never by itself), the
 * same letter always by the same one. Difficulty is how many distinct letters are given away as
 * hints: easy reveals four, medium two, hard none. A cryptogram is solved by knowing the
 * language, so the type does not promise a single solution; verify proves the cipher is a
 * consistent one-to-one substitution and the key decodes the text.
 */

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const HINTS: Record<Exclude<Difficulty, "expert">, number> = { easy: 4, medium: 2, hard: 0 };

export type CryptogramPuzzle = PuzzleBase & {
  type: "cryptogram";
  plaintext: string;
  ciphertext: string;
  /** Plain letter → cipher letter. */
  key: Record<string, string>;
  /** Plain letters shown in the puzzle. */
  hints: string[];
};

/** A random derangement of the alphabet: no letter stands for itself. */
function derangement(seed: Seed): Record<string, string> {
  const random = createRandom(seed);
  for (;;) {
    const shuffled = random.shuffle([...ALPHABET]);
    if (shuffled.every((letter, index) => letter !== ALPHABET[index])) {
      return Object.fromEntries(
        [...ALPHABET].map((letter, index) => [letter, shuffled[index] as string]),
      );
    }
  }
}

const encode = (text: string, key: Record<string, string>) =>
  [...text].map((char) => key[char] ?? char).join("");

export function generateCryptogram(seed: Seed, options: CryptogramOptions): CryptogramPuzzle {
  const random = createRandom(`${String(seed)}/text`);
  const plaintext = (options.text ?? random.pick(CRYPTOGRAM_QUOTES)).toUpperCase();
  if (!/^[A-Z .,;:!?'-]+$/.test(plaintext)) {
    throw new Error("The text can only use letters, spaces and simple punctuation");
  }
  const key = derangement(`${String(seed)}/key`);
  const letters = [...new Set(plaintext.replace(/[^A-Z]/g, ""))];
  // The most frequent letters make the most useful hints; ties by alphabet for determinism.
  const frequency = (letter: string) => [...plaintext].filter((char) => char === letter).length;
  const ranked = [...letters].sort((a, b) => frequency(b) - frequency(a) || (a < b ? -1 : 1));
  const hints = ranked.slice(
    0,
    Math.min(HINTS[options.difficulty], Math.max(0, letters.length - 3)),
  );
  return {
    type: "cryptogram",
    seed: String(seed),
    difficulty: levelOf(hints.length),
    plaintext,
    ciphertext: encode(plaintext, key),
    key,
    hints,
  };
}

function levelOf(hints: number): Difficulty {
  if (hints >= HINTS.easy) return "easy";
  return hints >= HINTS.medium ? "medium" : "hard";
}

export function verifyCryptogram(puzzle: CryptogramPuzzle) {
  const problems: string[] = [];
  const values = Object.values(puzzle.key);
  if (Object.keys(puzzle.key).length !== 26 || new Set(values).size !== 26) {
    problems.push("The cipher is not one-to-one over A to Z");
  }
  if (Object.entries(puzzle.key).some(([plain, cipher]) => plain === cipher)) {
    problems.push("A letter stands for itself");
  }
  if (encode(puzzle.plaintext, puzzle.key) !== puzzle.ciphertext)
    problems.push("The cipher text does not encode the answer");
  if (puzzle.hints.some((hint) => !puzzle.plaintext.includes(hint)))
    problems.push("A hint is not in the text");
  if (levelOf(puzzle.hints.length) !== puzzle.difficulty)
    problems.push("The difficulty label does not match the hints");
  return verification(problems);
}

/** Each word as slots: a writing line with the cipher letter under it, words wrapped to the box. */
function draw(puzzle: CryptogramPuzzle, box: Box, answer: boolean): Element[] {
  const words = puzzle.ciphertext.split(" ");
  const plainWords = puzzle.plaintext.split(" ");
  const longest = Math.max(...words.map((word) => word.length));
  // Slots as wide as the box allows for the longest word, at most 26 pt, at least 9.
  let slot = Math.min(26, box.width / Math.max(longest + 1, 14));
  const layoutRows = (slotWidth: number) => {
    const rows: number[][] = [[]];
    let used = 0;
    words.forEach((word, index) => {
      const width = (word.length + 1) * slotWidth;
      if (used + word.length * slotWidth > box.width && used > 0) {
        rows.push([]);
        used = 0;
      }
      rows.at(-1)?.push(index);
      used += width;
    });
    return rows;
  };
  let rows = layoutRows(slot);
  while (rows.length * slot * 2.4 > box.height && slot > 9) {
    slot -= 0.5;
    rows = layoutRows(slot);
  }
  const size = Math.max(MIN_FONT_PT, slot * 0.55);
  const elements: Element[] = [];
  rows.forEach((row, rowIndex) => {
    let x = box.x;
    const top = box.y + rowIndex * slot * 2.4;
    for (const wordIndex of row) {
      const cipher = words[wordIndex] as string;
      const plain = plainWords[wordIndex] as string;
      [...cipher].forEach((char, index) => {
        const left = x + index * slot;
        const plainChar = plain[index] as string;
        const isLetter = /[A-Z]/.test(plainChar);
        const center = (text: string, sizePt: number, baseline: number) => {
          const width = measureText(text, "mono", sizePt);
          elements.push({
            kind: "text",
            text,
            font: "mono",
            sizePt,
            x: left + (slot - width) / 2,
            baseline,
            width,
          });
        };
        if (isLetter) {
          elements.push(
            line(
              left + slot * 0.12,
              top + slot * 1.05,
              left + slot * 0.88,
              top + slot * 1.05,
              STROKE.thin,
            ),
          );
          center(char, Math.max(MIN_FONT_PT, size * 0.8), top + slot * 1.05 + size);
          if (answer || puzzle.hints.includes(plainChar))
            center(plainChar, size, top + slot * 0.95);
        } else {
          center(plainChar, size, top + slot * 0.95);
        }
      });
      x += (cipher.length + 1) * slot;
    }
  });
  return elements;
}

export const cryptogram: PuzzleType<CryptogramPuzzle, CryptogramOptions> = {
  ...cryptogramRules,
  generate: generateCryptogram,
  verify: verifyCryptogram,
  toLayout: (puzzle, box) => draw(puzzle, box, false),
  answerToLayout: (puzzle, box) => draw(puzzle, box, true),
};
