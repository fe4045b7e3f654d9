/*
 * The one seeded generator for every puzzle (decision 0091): mulberry32 seeded by an FNV-1a hash
 * of the seed text, so a seed typed by an author, a number from a bench or a derived child seed
 * all give the same puzzle in every runtime. Fast and small; never for anything secret. The pen
 * name and title generators keep their private copies of the same two functions.
 */

export type Seed = string | number;

export type Random = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [0, n). */
  int: (n: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** A shuffled copy (Fisher–Yates). */
  shuffle: <T>(items: readonly T[]) => T[];
  /** true with probability p. */
  chance: (p: number) => boolean;
};

/** FNV-1a over the seed's text: a stable 32-bit state from any seed. */
export function hashSeed(seed: Seed): number {
  const text = String(seed);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function createRandom(seed: Seed): Random {
  let state = hashSeed(seed);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(items.length)] as T,
    shuffle: <T>(items: readonly T[]) => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = int(index + 1);
        [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
      }
      return copy;
    },
    chance: (p: number) => next() < p,
  };
}

/** A seed for the n-th attempt or part of a puzzle: independent of the parent's stream. */
export function childSeed(seed: Seed, label: string | number): string {
  return `${String(seed)}/${label}`;
}
