import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import {
  researchCache,
  researchSearches,
  samplePhraseNiches,
  trackerEntries,
  trackerSnapshots,
} from "../schema";

export type ResearchCacheRow = {
  key: string;
  source: string;
  payload: unknown;
  asOf: Date;
  expiresAt: Date;
};

/** The cached answers for the keys that have one, unexpired at `now` (in no particular order). */
export async function readResearchCache(
  db: Database,
  keys: readonly string[],
  now: Date,
): Promise<ResearchCacheRow[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select()
    .from(researchCache)
    .where(inArray(researchCache.key, [...new Set(keys)]));
  return rows.filter((row) => row.expiresAt > now);
}

/** Stores (or replaces) answers in one statement. */
export async function writeResearchCache(
  db: Database,
  rows: readonly ResearchCacheRow[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(researchCache)
    .values([...rows])
    .onConflictDoUpdate({
      target: researchCache.key,
      set: {
        source: sql`excluded.source`,
        payload: sql`excluded.payload`,
        asOf: sql`excluded.as_of`,
        expiresAt: sql`excluded.expires_at`,
      },
    });
}

/** Drops answers that expired before `now`, so the table does not grow without bound. */
export async function deleteExpiredResearchCache(db: Database, now: Date): Promise<void> {
  await db.delete(researchCache).where(lt(researchCache.expiresAt, now));
}

export async function insertResearchSearch(
  db: Database,
  values: { userId: string; tool: string; query: Record<string, string>; now: Date },
): Promise<void> {
  await db.insert(researchSearches).values({
    userId: values.userId,
    tool: values.tool,
    query: values.query,
    createdAt: values.now,
  });
}

/** A user's latest runs of one tool, newest first. */
export async function listResearchSearches(
  db: Database,
  values: { userId: string; tool: string; limit: number },
) {
  return db
    .select()
    .from(researchSearches)
    .where(and(eq(researchSearches.userId, values.userId), eq(researchSearches.tool, values.tool)))
    .orderBy(desc(researchSearches.createdAt), desc(researchSearches.id))
    .limit(values.limit);
}

export type TrackedPosition = {
  keyword: string;
  position: number;
  source: string;
  asOf: Date;
};

/**
 * The latest position of an ASIN in the user's own keyword trackers on a store, one per keyword
 * (the newest snapshot that found it). Only the caller's trackers: which keywords someone tracks
 * for a book is theirs.
 */
export async function listTrackedPositions(
  db: Database,
  values: { userId: string; asin: string; domain: string },
): Promise<TrackedPosition[]> {
  const rows = await db
    .select({
      entryId: trackerEntries.id,
      keyword: trackerEntries.keyword,
      position: trackerSnapshots.position,
      source: trackerSnapshots.source,
      asOf: trackerSnapshots.asOf,
    })
    .from(trackerEntries)
    .innerJoin(trackerSnapshots, eq(trackerSnapshots.entryId, trackerEntries.id))
    .where(
      and(
        eq(trackerEntries.userId, values.userId),
        eq(trackerEntries.kind, "keyword"),
        eq(trackerEntries.asin, values.asin),
        eq(trackerEntries.domain, values.domain),
      ),
    )
    .orderBy(desc(trackerSnapshots.day));
  const latest = new Map<string, TrackedPosition>();
  for (const row of rows) {
    if (row.keyword === null || latest.has(row.entryId)) continue;
    if (row.position === null) {
      latest.set(row.entryId, { keyword: "", position: 0, source: row.source, asOf: row.asOf });
      continue;
    }
    latest.set(row.entryId, {
      keyword: row.keyword,
      position: row.position,
      source: row.source,
      asOf: row.asOf,
    });
  }
  return [...latest.values()].filter((p) => p.keyword !== "");
}

/** Records the sample market's generated niches; a core already recorded is left as it is. */
export async function saveSamplePhraseNiches(
  db: Database,
  rows: readonly { seed: string; core: string; code: string }[],
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(samplePhraseNiches)
    .values(rows.map((row) => ({ ...row, createdAt: now })))
    .onConflictDoNothing();
}

/** The cores of the sample market's generated niches whose ASINs start "B0" + code. */
export async function readSamplePhraseCores(
  db: Database,
  seed: string,
  code: string,
): Promise<string[]> {
  const rows = await db
    .select({ core: samplePhraseNiches.core })
    .from(samplePhraseNiches)
    .where(and(eq(samplePhraseNiches.seed, seed), eq(samplePhraseNiches.code, code)));
  return rows.map((row) => row.core).sort();
}
