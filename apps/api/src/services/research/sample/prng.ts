/*
 * Deterministic randomness for the sample market. Every value is a pure function of integers (the
 * market seed, a product's key, a day number, a salt), so any day's state or any history point can
 * be computed on its own, in any order, without replaying a stream: yesterday's history and
 * today's agree point for point. No Math.random anywhere.
 */

/** 32-bit FNV-1a of a string: turns seeds and ids into integers. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mixes up to four integers into one well-spread 32-bit integer (murmur3's steps, unrolled). */
export function mix(a: number, b = 0, c = 0, d = 0): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13) ^ b, 0xc2b2ae35);
  h = Math.imul((h << 15) | (h >>> 17), 0x27d4eb2d);
  h = Math.imul(h ^ (h >>> 13) ^ c, 0xc2b2ae35);
  h = Math.imul((h << 15) | (h >>> 17), 0x27d4eb2d);
  h = Math.imul(h ^ (h >>> 13) ^ d, 0xc2b2ae35);
  h = Math.imul((h << 15) | (h >>> 17), 0x27d4eb2d);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A uniform number in [0, 1) from the mixed integers. */
export function unit(a: number, b = 0, c = 0, d = 0): number {
  return mix(a, b, c, d) / 4294967296;
}

/**
 * An approximately standard normal: the Irwin–Hall sum of three units, rescaled to variance 1.
 * Bounded at ±3, which is what a market wants (no 10-sigma ranks), and cheap on the hot paths.
 */
export function normal(a: number, b = 0, c = 0, d = 0): number {
  const sum = mix(a, b, c, d) + mix(a, b, c, d + 0x3c6ef372) + mix(a, b ^ 0x2545f491, c, d);
  return (sum / 4294967296 - 1.5) * 2;
}

/**
 * Smooth noise in [-1, 1] over a continuous position: hashed uniform values at integer knots,
 * joined by cosine interpolation. Its slope never exceeds π per knot spacing, which the
 * review-count warp relies on to stay monotone.
 */
export function smoothNoise(key: number, salt: number, position: number): number {
  const knot = Math.floor(position);
  const t = position - knot;
  const w = (1 - Math.cos(Math.PI * t)) / 2;
  const left = (mix(key, salt, knot) / 4294967296) * 2 - 1;
  const right = (mix(key, salt, knot + 1) / 4294967296) * 2 - 1;
  return left * (1 - w) + right * w;
}

/**
 * mulberry32: a small seeded stream, used where the catalogue is built once in order (titles,
 * authors, formats). Same seed, same sequence.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks one element with a stream. */
export function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

/** A standard normal from a stream. */
export function streamNormal(random: () => number): number {
  const u1 = Math.max(random(), 1e-12);
  const u2 = random();
  return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
}
