import type {
  AmazonDomain,
  SuggestionDepartment,
} from "@inkforge/domain/research/amazon-marketplaces";
import {
  alertMessage,
  evaluateAlerts,
  type TrackerKind,
  utcDay,
} from "@inkforge/domain/research/tracker-rules";
import { createNotification } from "../../db/queries/notifications";
import {
  entriesWithSnapshotOn,
  findSnapshotBefore,
  insertSnapshotOnce,
  listEntriesByIds,
  recordJobFailure,
  recordJobSuccess,
  updateTrackerEntry,
} from "../../db/queries/trackers";
import type { TrackerEntryRow } from "../../db/schema";
import { type ProductRecord, ResearchSourceFailure, type Sourced } from "../research/ports";
import { trackedValue } from "./list-tracker-entries";
import { snapshotJobKind, type TrackerContext } from "./tracker-context";

/** Keepa and the sample answer up to 100 ASINs per call; a batch of ASIN entries shares calls. */
const ASINS_PER_CALL = 100;
/** How deep a keyword's results are searched for the tracked ASIN. */
const SEARCH_DEPTH = 100;

const TRACKER_PAGES = { keyword: "/titans-keyword-tracker", asin: "/titans-asin-tracker" };

type Observation = {
  source: string;
  asOf: Date;
  position: number | null;
  firstResultRank: number | null;
  resultCount: number | null;
  product: ProductRecord | undefined;
};

export type SnapshotRunResult = {
  day: string;
  /** Snapshots written by this run. */
  taken: string[];
  /** Entries that already had the day's snapshot, are paused or no longer exist. */
  skipped: string[];
  failed: { entryId: string; error: string }[];
  notifications: number;
};

function describeFailure(error: unknown): string {
  if (error instanceof ResearchSourceFailure) {
    return `The ${error.source} source failed (${error.kind}); the job retries with backoff`;
  }
  return "The snapshot failed unexpectedly; the job retries with backoff";
}

function entryLabel(entry: TrackerEntryRow): string {
  return entry.kind === "keyword"
    ? `"${entry.keyword}" for ${entry.asin} on ${entry.domain}`
    : `${entry.asin} on ${entry.domain}`;
}

async function observeAsins(
  ctx: TrackerContext,
  entries: TrackerEntryRow[],
): Promise<Map<string, Observation | Error>> {
  const results = new Map<string, Observation | Error>();
  const byDomain = new Map<string, TrackerEntryRow[]>();
  for (const entry of entries)
    byDomain.set(entry.domain, [...(byDomain.get(entry.domain) ?? []), entry]);
  for (const [domain, group] of byDomain) {
    for (let start = 0; start < group.length; start += ASINS_PER_CALL) {
      const chunk = group.slice(start, start + ASINS_PER_CALL);
      let answer: Sourced<ProductRecord[]>;
      try {
        answer = await ctx.research.products.getProducts({
          domain: domain as AmazonDomain,
          asins: [...new Set(chunk.map((entry) => entry.asin))],
        });
      } catch (error) {
        for (const entry of chunk) results.set(entry.id, error as Error);
        continue;
      }
      const byAsin = new Map(answer.data.map((product) => [product.asin, product]));
      for (const entry of chunk) {
        const product = byAsin.get(entry.asin);
        results.set(entry.id, {
          source: answer.source,
          asOf: answer.asOf,
          position: null,
          firstResultRank: null,
          resultCount: null,
          product,
        });
      }
    }
  }
  return results;
}

async function observeKeyword(ctx: TrackerContext, entry: TrackerEntryRow): Promise<Observation> {
  const answer = await ctx.research.products.searchProducts({
    domain: entry.domain as AmazonDomain,
    department: (entry.department ?? "books") as SuggestionDepartment,
    keyword: entry.keyword ?? "",
    limit: SEARCH_DEPTH,
  });
  const index = answer.data.products.findIndex((product) => product.asin === entry.asin);
  return {
    source: answer.source,
    asOf: answer.asOf,
    position: index === -1 ? null : index + 1,
    firstResultRank: answer.data.products[0]?.salesRank ?? null,
    resultCount: answer.data.resultCount,
    product: index === -1 ? undefined : answer.data.products[index],
  };
}

/**
 * Writes one day's snapshot for each entry that has none yet (idempotent: the unique index on
 * entry and day means a second run, or a second worker, writes nothing and sends no alert). The
 * alerts of a snapshot are evaluated against the one before it and notified in the same
 * transaction as the insert, so each crossing makes exactly one notification.
 */
export async function takeTrackerSnapshots(
  ctx: TrackerContext,
  input: { entryIds: string[]; day?: string },
): Promise<SnapshotRunResult> {
  const now = ctx.now();
  const day = input.day ?? utcDay(now);
  const result: SnapshotRunResult = { day, taken: [], skipped: [], failed: [], notifications: 0 };
  const entries = await listEntriesByIds(ctx.db, input.entryIds);
  const known = new Set(entries.map((entry) => entry.id));
  result.skipped.push(...input.entryIds.filter((id) => !known.has(id)));
  // Entries done today are skipped before the source is asked: a retry or a second worker costs
  // the source nothing (the unique index still decides when two runs race past this check).
  const done = await entriesWithSnapshotOn(ctx.db, { entryIds: [...known], day });
  const active = entries.filter((entry) => {
    const skip = entry.paused || done.has(entry.id);
    if (skip) result.skipped.push(entry.id);
    return !skip;
  });

  const observations = await observeAsins(
    ctx,
    active.filter((entry) => entry.kind === "asin"),
  );
  for (const entry of active.filter((candidate) => candidate.kind === "keyword")) {
    observations.set(entry.id, await observeKeyword(ctx, entry).catch((error: Error) => error));
  }

  const kindsRun = new Set<TrackerKind>();
  const kindsFailed = new Map<TrackerKind, string>();
  for (const entry of active) {
    const kind = entry.kind as TrackerKind;
    kindsRun.add(kind);
    const observation = observations.get(entry.id);
    if (!observation || observation instanceof Error) {
      const message = describeFailure(observation);
      result.failed.push({ entryId: entry.id, error: message });
      kindsFailed.set(kind, message);
      await updateTrackerEntry(ctx.db, entry.id, { lastError: message, lastErrorAt: now });
      continue;
    }
    const product = observation.product;
    const notified = await ctx.db.transaction(async (tx) => {
      const inserted = await insertSnapshotOnce(tx, {
        entryId: entry.id,
        day,
        takenAt: now,
        source: observation.source,
        asOf: observation.asOf,
        position: observation.position,
        firstResultRank: observation.firstResultRank,
        resultCount: observation.resultCount,
        salesRank: product?.salesRank ?? null,
        price: product?.price ?? null,
        currency: product ? product.currency : null,
        reviewCount: product?.reviewCount ?? null,
        rating: product?.rating ?? null,
      });
      if (!inserted) return null;
      const previous = await findSnapshotBefore(tx, { entryId: entry.id, day });
      const alerts = evaluateAlerts({
        kind,
        settings: {
          rankThreshold: entry.alertRankThreshold,
          leavesFirstPage: entry.alertLeavesFirstPage,
        },
        previous: previous ? trackedValue(kind, previous) : undefined,
        current: trackedValue(kind, inserted),
      });
      for (const alert of alerts) {
        await createNotification(tx, {
          userId: entry.userId,
          code: "001",
          message: alertMessage(kind, entryLabel(entry), alert),
          data: { title: "Tracker alert", link: TRACKER_PAGES[kind] },
          now,
        });
      }
      if (entry.lastError !== null) {
        await updateTrackerEntry(tx, entry.id, { lastError: null, lastErrorAt: null });
      }
      return alerts.length;
    });
    if (notified === null) {
      result.skipped.push(entry.id);
    } else {
      result.taken.push(entry.id);
      result.notifications += notified;
    }
  }

  for (const kind of kindsRun) {
    const failure = kindsFailed.get(kind);
    if (failure) await recordJobFailure(ctx.db, snapshotJobKind(kind), now, failure);
    else await recordJobSuccess(ctx.db, snapshotJobKind(kind), now);
  }
  return result;
}
