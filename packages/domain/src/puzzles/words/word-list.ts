import { quoteShort } from "../../text/quote-short";
import { isBlockedWord } from "./blocklist";

/*
 * An author's own word list, checked before it goes into a grid: each word normalised to upper
 * case letters (spaces and hyphens dropped, as word searches print them), then refused for the
 * reasons an author can fix. The codes are a closed list; the API will name the word.
 */

export const WORD_PROBLEM_CODES = [
  "empty",
  "bad-characters",
  "too-short",
  "too-long",
  "duplicate",
  "blocked",
  "inside-another",
  "too-many",
] as const;
export type WordProblemCode = (typeof WORD_PROBLEM_CODES)[number];

export type WordProblem = { word: string; code: WordProblemCode; message: string };

export type CheckedWordList = { words: string[]; problems: WordProblem[] };

/** A word as a message quotes it: whole up to 30 characters, else its first 24 and "…". */
export function quoteWord(word: string): string {
  return quoteShort(word, 30, 24);
}

/** Upper case letters only: "ice-cream" and "ice cream" both become ICECREAM. */
export function normalizeWord(word: string): string {
  return word
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\s\-']/g, "")
    .toUpperCase();
}

export function checkWordList(
  words: readonly string[],
  limits: {
    minLength: number;
    maxLength: number;
    /** The most entries the grid takes; a longer list is refused whole, before any other check. */
    maxWords?: number;
    alphabet?: RegExp;
    /** Refuse a word that reads inside another (CAT in CATS, or TAC backwards): it would occur twice. */
    refuseInsideAnother?: boolean;
  },
): CheckedWordList {
  const alphabet = limits.alphabet ?? /^[A-Z]+$/;
  const accepted: string[] = [];
  const problems: WordProblem[] = [];
  const seen = new Set<string>();
  if (limits.maxWords !== undefined && words.length > limits.maxWords) {
    // Refused before the word-by-word checks, whose "inside another" pass compares every pair.
    const message = `${words.length} words is too many: give up to ${limits.maxWords}`;
    return {
      words: [],
      problems: [{ word: words[limits.maxWords] ?? "", code: "too-many", message }],
    };
  }
  for (const raw of words) {
    const word = normalizeWord(raw);
    const add = (code: WordProblemCode, message: string) =>
      problems.push({ word: raw, code, message });
    if (!word) add("empty", "An empty entry");
    else if (!alphabet.test(word))
      add("bad-characters", `${quoteWord(raw)} has characters that cannot go in the grid`);
    else if (word.length < limits.minLength)
      add("too-short", `${quoteWord(raw)} is shorter than ${limits.minLength} letters`);
    else if (word.length > limits.maxLength) {
      add(
        "too-long",
        `${quoteWord(raw)} has ${word.length} letters; the grid fits ${limits.maxLength}`,
      );
    } else if (seen.has(word)) add("duplicate", `${quoteWord(raw)} is in the list twice`);
    else if (isBlockedWord(word)) add("blocked", `${quoteWord(raw)} is not allowed in a puzzle`);
    else {
      seen.add(word);
      accepted.push(word);
    }
  }
  if (limits.refuseInsideAnother) {
    const reversed = new Map(accepted.map((word) => [word, [...word].reverse().join("")]));
    const inside = accepted.filter((word) =>
      accepted.some(
        (other) =>
          other !== word && (other.includes(word) || other.includes(reversed.get(word) ?? word)),
      ),
    );
    const rawOf = new Map<string, string>();
    for (const entry of words) {
      const word = normalizeWord(entry);
      if (!rawOf.has(word)) rawOf.set(word, entry);
    }
    for (const word of inside) {
      const raw = rawOf.get(word) ?? word;
      problems.push({
        word: raw,
        code: "inside-another",
        message: `${quoteWord(raw)} reads inside another word of the list, so it would be found twice`,
      });
    }
    return { words: accepted.filter((word) => !inside.includes(word)), problems };
  }
  return { words: accepted, problems };
}

/**
 * Where in the author's list a problem belongs: a duplicate where it repeats, any other problem
 * where the word stands, so a form marks the entry the author must change.
 */
export function findProblemIndex<T>(
  items: readonly T[],
  wordOf: (item: T) => string,
  problem: WordProblem,
): number {
  const same = (item: T) => wordOf(item) === problem.word;
  return problem.code === "duplicate" ? items.findLastIndex(same) : items.findIndex(same);
}
