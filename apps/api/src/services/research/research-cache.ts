import { DAY_MS } from "@inkforge/domain/time-units";
import type { Database } from "../../db/client";
import {
  deleteExpiredResearchCache,
  readResearchCache,
  writeResearchCache,
} from "../../db/queries/research";
import type { ResearchSourceId, Sourced } from "./ports";

/*
 * The PostgreSQL cache in front of the research sources (decision 0063). A cached answer keeps
 * the `asOf` its source gave it, so the page says when the data was true, not when it was read
 * back. The sample market is computed, not fetched, and never cached. TTLs: completions change
 * slowly (a day), search results and ranks move within hours (six hours).
 */

export const RESEARCH_CACHE_TTL_MS = {
  suggestions: DAY_MS,
  search: 6 * 60 * 60 * 1000,
} as const;

type Kind = keyof typeof RESEARCH_CACHE_TTL_MS;

export type CacheContext = { db: Database; now: Date };

/** Our own key: source, question kind and the question's fields (no user data in keys). */
export function researchCacheKey(
  source: ResearchSourceId,
  kind: Kind,
  parts: readonly string[],
): string {
  return [source, kind, ...parts].join("|");
}

/**
 * Answers many questions of one kind from the cache, asking the source only for the misses and
 * storing them. `fetch` throws ResearchSourceFailure as adapters do; nothing failed is cached.
 * `revive` rebuilds what JSON flattened (dates).
 */
export async function cachedMany<Q, T>(
  ctx: CacheContext,
  input: {
    source: ResearchSourceId;
    kind: Kind;
    questions: readonly Q[];
    keyOf: (question: Q) => string;
    fetch: (question: Q) => Promise<Sourced<T>>;
    revive?: (payload: unknown) => T;
    /** How many source calls run at once. */
    concurrency: number;
  },
): Promise<Sourced<T>[]> {
  const { source, kind, questions, keyOf, concurrency } = input;
  const revive = input.revive ?? ((payload: unknown) => payload as T);
  if (source === "sample") return mapConcurrently(questions, concurrency, input.fetch);

  const keys = questions.map(keyOf);
  const rows = await readResearchCache(ctx.db, keys, ctx.now);
  const hits = new Map(
    rows
      .filter((row) => row.source === source)
      .map((row) => [row.key, { source, asOf: row.asOf, data: revive(row.payload) } as Sourced<T>]),
  );
  const misses = [
    ...new Map(questions.map((q, i) => [keys[i] ?? "", q] as const)).entries(),
  ].filter(([key]) => !hits.has(key));
  const fetched = await mapConcurrently(misses, concurrency, ([, question]) =>
    input.fetch(question),
  );
  const expiresAt = new Date(ctx.now.getTime() + RESEARCH_CACHE_TTL_MS[kind]);
  const fresh = new Map(misses.map(([key], i) => [key, fetched[i]] as const));
  const toStore = [...fresh.entries()].flatMap(([key, answer]) =>
    answer
      ? [{ key, source: answer.source, payload: answer.data, asOf: answer.asOf, expiresAt }]
      : [],
  );
  if (toStore.length > 0) {
    await writeResearchCache(ctx.db, toStore);
    // Expired rows go when new ones come, so the table holds about a day of distinct questions.
    await deleteExpiredResearchCache(ctx.db, ctx.now);
  }
  return keys.map((key) => {
    const answer = hits.get(key) ?? fresh.get(key);
    if (!answer) throw new Error(`research cache lost the answer for ${key}`);
    return answer;
  });
}

/**
 * Runs `task` over the items with at most `limit` at once, answers in item order. The first
 * failure rejects the whole map (the others still finish, their results dropped).
 */
export async function mapConcurrently<Q, R>(
  items: readonly Q[],
  limit: number,
  task: (item: Q) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (next < items.length && failure === null) {
      const index = next++;
      try {
        results[index] = await task(items[index] as Q);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
  return results;
}
