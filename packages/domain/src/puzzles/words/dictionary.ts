import { isBlockedWord } from "./blocklist";
import { LADDER_WORD_TEXT } from "./ladder-words";

/*
 * The shipped dictionary of short words (SCOWL size 35, see ladder-words.ts) as sets and a
 * one-letter-change graph, built on first use and cached: the word ladder walks it, and any word
 * puzzle can ask whether a short word is a common English word.
 */

export const DICTIONARY_LENGTHS = [3, 4, 5] as const;
export type DictionaryLength = (typeof DICTIONARY_LENGTHS)[number];

type Dictionary = {
  words: readonly string[];
  set: ReadonlySet<string>;
  neighbours: Map<string, string[]>;
};

const cache = new Map<DictionaryLength, Dictionary>();

export function dictionary(length: DictionaryLength): Dictionary {
  const cached = cache.get(length);
  if (cached) return cached;
  // The blocklist is applied again here so a regenerated list cannot bring a blocked word back.
  const words = LADDER_WORD_TEXT[length]
    .trim()
    .split(/\s+/)
    .filter((word) => !isBlockedWord(word));
  // Words sharing a pattern with one letter hidden (C_T for CAT and COT) are neighbours.
  const buckets = new Map<string, string[]>();
  for (const word of words) {
    for (let index = 0; index < length; index += 1) {
      const key = `${word.slice(0, index)}_${word.slice(index + 1)}`;
      const bucket = buckets.get(key);
      if (bucket) bucket.push(word);
      else buckets.set(key, [word]);
    }
  }
  const neighbours = new Map<string, string[]>();
  for (const word of words) {
    const list: string[] = [];
    for (let index = 0; index < length; index += 1) {
      const key = `${word.slice(0, index)}_${word.slice(index + 1)}`;
      for (const other of buckets.get(key) ?? []) if (other !== word) list.push(other);
    }
    neighbours.set(word, list.sort());
  }
  const built = { words, set: new Set(words), neighbours };
  cache.set(length, built);
  return built;
}

export function isDictionaryWord(word: string): boolean {
  const length = word.length;
  if (length < 3 || length > 5) return false;
  return dictionary(length as DictionaryLength).set.has(word.toUpperCase());
}

/**
 * Breadth-first distances from `start` over one-letter changes, with each word's parent on the
 * first (alphabetical) shortest path found: the answer key is that path.
 */
export function ladderDistances(start: string): {
  distance: Map<string, number>;
  parent: Map<string, string>;
} {
  const { neighbours } = dictionary(start.length as DictionaryLength);
  const distance = new Map([[start, 0]]);
  const parent = new Map<string, string>();
  const queue = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const word = queue[head] as string;
    const next = (distance.get(word) as number) + 1;
    for (const other of neighbours.get(word) ?? []) {
      if (distance.has(other)) continue;
      distance.set(other, next);
      parent.set(other, word);
      queue.push(other);
    }
  }
  return { distance, parent };
}
