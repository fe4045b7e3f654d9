import {
  deepViewHref,
  HOT_NICHE_CANDIDATES,
  HOT_NICHE_TOP_N,
  HOT_NICHE_WEIGHTS,
  HOT_NICHES_DOMAIN,
  HOT_NICHES_METHOD,
  type HotNiche,
  type HotNicheCandidate,
  type HotNichesResult,
  RISING_WINDOW_DAYS,
  rankHotNiches,
  summariseHotNiche,
} from "@inkforge/domain/research/hot-niches";
import { DAY_MS } from "@inkforge/domain/time-units";
import type { Database } from "../../db/client";
import {
  findHotNicheRunByWeek,
  findLatestHotNicheRun,
  insertHotNicheRun,
  listHotNiches,
} from "../../db/queries/hot-niches";
import type { HotNicheRunRow } from "../../db/schema";
import type { ProductRecord, ResearchSourceId, ResearchSources } from "./ports";
import { SOURCE_LABELS } from "./source-labels";

/*
 * Hot KDP Niches (issue 12, decision 0068): the weekly job scores every candidate niche on the
 * configured product source and stores the best as one run; the members' page reads the newest
 * run. One run per UTC week (Monday), so a second worker, a retry or the start-up run of an
 * instance that finds the week already done stores nothing.
 */

/** The Monday (UTC) of the week `now` falls in, as YYYY-MM-DD. */
export function weekOf(now: Date): string {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  return new Date(midnight - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

async function scoreCandidate(
  research: ResearchSources,
  candidate: HotNicheCandidate,
): Promise<{ niche: HotNiche | null; asOf: Date }> {
  const products = research.products;
  const search = await products.searchProducts({
    domain: HOT_NICHES_DOMAIN,
    department: candidate.department,
    keyword: candidate.keyword,
    limit: HOT_NICHE_TOP_N,
  });
  const top = search.data.products.slice(0, HOT_NICHE_TOP_N);
  let histories = new Map<string, ProductRecord>();
  let asOf = search.asOf;
  if (top.length > 0) {
    // Search answers carry no history; one batch call fetches the top 10's for "rising".
    const detailed = await products.getProducts({
      domain: HOT_NICHES_DOMAIN,
      asins: top.map((product) => product.asin),
      withHistory: true,
    });
    histories = new Map(detailed.data.map((product) => [product.asin, product]));
    if (detailed.asOf < asOf) asOf = detailed.asOf;
  }
  const niche = summariseHotNiche(
    {
      keyword: candidate.keyword,
      department: candidate.department,
      domain: HOT_NICHES_DOMAIN,
      resultCount: search.data.resultCount,
      products: top.map((product) => ({
        format: product.format,
        salesRank: product.salesRank,
        reviewCount: product.reviewCount,
        price: product.price,
        publishedAt: product.publishedAt,
        rankHistory: histories.get(product.asin)?.history?.salesRank ?? null,
      })),
    },
    // Youth and the 28-day trend are measured at the data's own instant.
    search.asOf,
  );
  return { niche, asOf };
}

export type ComputeHotNichesOutcome = { run: HotNicheRunRow; created: boolean };

/**
 * Scores every candidate and stores the run of `now`'s week; when the week already has a run it is
 * answered unchanged. Candidates are searched one after another, so a rate-limited source sees one
 * request at a time. A failing source throws (ResearchSourceFailure) and nothing is stored: the
 * job is retried, and a half-scored list is never shown as the week's niches.
 */
export async function computeHotNiches(
  db: Database,
  research: ResearchSources,
  now: Date,
): Promise<ComputeHotNichesOutcome> {
  const week = weekOf(now);
  const existing = await findHotNicheRunByWeek(db, week);
  if (existing) return { run: existing, created: false };

  const scored: (HotNiche | null)[] = [];
  let asOf: Date | null = null;
  for (const candidate of HOT_NICHE_CANDIDATES) {
    const outcome = await scoreCandidate(research, candidate);
    scored.push(outcome.niche);
    // The run is as old as the oldest data in it.
    if (asOf === null || outcome.asOf < asOf) asOf = outcome.asOf;
  }
  const ranked = rankHotNiches(scored);
  const stored = await insertHotNicheRun(
    db,
    {
      week,
      computedAt: now,
      source: research.products.id,
      asOf: asOf ?? now,
      domain: HOT_NICHES_DOMAIN,
      candidates: HOT_NICHE_CANDIDATES.length,
      scored: scored.filter((niche) => niche !== null).length,
    },
    ranked.map((niche, index) => ({
      rank: index + 1,
      keyword: niche.keyword,
      department: niche.department,
      score: niche.score,
      parts: niche.parts,
      resultCount: niche.resultCount,
      medianRank: niche.medianRank,
      medianReviews: niche.medianReviews,
      medianPrice: niche.medianPrice,
      dailyAtMedian: niche.dailyAtMedian,
      youngCount: niche.youngInTop10.count,
      youngKnown: niche.youngInTop10.known,
    })),
  );
  if (stored) return { run: stored, created: true };
  // Another worker stored the week between our check and our insert: theirs stands.
  const winner = await findHotNicheRunByWeek(db, week);
  if (!winner) throw new Error(`hot niche run for week ${week} vanished`);
  return { run: winner, created: false };
}

const method: HotNichesResult["method"] = {
  text: HOT_NICHES_METHOD,
  weights: { ...HOT_NICHE_WEIGHTS },
  risingWindowDays: RISING_WINDOW_DAYS,
};

/** The newest run with its niches, as the API answers it (run null before the first run). */
async function readLatestHotNiches(db: Database): Promise<HotNichesResult> {
  const run = await findLatestHotNicheRun(db);
  if (!run) return { run: null, pending: false, niches: [], method };
  const rows = await listHotNiches(db, run.id);
  return {
    pending: false,
    run: {
      id: run.id,
      computedAt: run.computedAt.toISOString(),
      source: run.source,
      sourceLabel: SOURCE_LABELS[run.source as ResearchSourceId] ?? run.source,
      asOf: run.asOf.toISOString(),
      domain: run.domain,
      candidates: run.candidates,
      scored: run.scored,
    },
    niches: rows.map((row) => {
      const department = row.department as HotNicheCandidate["department"];
      return {
        rank: row.rank,
        keyword: row.keyword,
        department,
        domain: run.domain,
        score: row.score,
        parts: row.parts,
        resultCount: row.resultCount,
        medianRank: row.medianRank,
        medianReviews: row.medianReviews,
        medianPrice: row.medianPrice,
        dailyAtMedian: row.dailyAtMedian,
        youngInTop10: { count: row.youngCount, known: row.youngKnown },
        deepViewHref: deepViewHref({ keyword: row.keyword, domain: run.domain, department }),
      };
    }),
    method,
  };
}

// One first run at a time per database, however many members open the page at once.
const firstRuns = new WeakMap<Database, Promise<ComputeHotNichesOutcome>>();

/**
 * Before the weekly job has ever run (a fresh install), the first run starts now, once; the caller
 * waits up to `waitMs` for it and otherwise answers "pending". A failure is logged through
 * `onError` (whoever waits gets it too), and a later request tries again.
 */
export async function readHotNichesEnsuringFirstRun(
  ctx: {
    db: Database;
    research: ResearchSources;
    now: () => Date;
    onError: (error: unknown) => void;
  },
  waitMs: number,
): Promise<HotNichesResult> {
  const latest = await readLatestHotNiches(ctx.db);
  if (latest.run) return latest;
  let running = firstRuns.get(ctx.db);
  if (!running) {
    running = computeHotNiches(ctx.db, ctx.research, ctx.now());
    firstRuns.set(ctx.db, running);
    running.then(
      () => firstRuns.delete(ctx.db),
      (error: unknown) => {
        firstRuns.delete(ctx.db);
        ctx.onError(error);
      },
    );
  }
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    running.then(
      () => ({ done: true as const, error: null }),
      (error: unknown) => ({ done: true as const, error }),
    ),
    new Promise<{ done: false; error: null }>((resolve) => {
      timer = setTimeout(() => resolve({ done: false, error: null }), waitMs);
    }),
  ]);
  clearTimeout(timer);
  if (outcome.error !== null) throw outcome.error;
  return outcome.done ? readLatestHotNiches(ctx.db) : { ...latest, pending: true };
}
