import type {
  ReverseLookupRequest,
  ReverseLookupResponse,
} from "@inkforge/domain/research/api-contract";
import { type DemandSignal, scoreDemandSignal } from "@inkforge/domain/research/demand-signal";
import { normalizeText } from "@inkforge/domain/research/keyword-text";
import type { Database } from "../../db/client";
import { listTrackedPositions } from "../../db/queries/research";
import type { KeywordDataSource, RankedKeyword, Sourced, SuggestionSource } from "./ports";
import { ResearchSourceFailure } from "./ports";
import { cachedMany, researchCacheKey } from "./research-cache";
import { researchFailureToAppError } from "./research-failure";
import { recordResearchRun, requireResearchQuota, researchQuotaStatus } from "./research-quota";
import { SOURCE_LABELS } from "./source-labels";

/*
 * `POST /api/v1/research/reverse-lookup` (issue 10, decision 0063): the keywords an ASIN is found
 * for, from the keyword-data source (DataForSEO's ranked keywords when configured, otherwise the
 * user's own keyword trackers' snapshots and the sample market's own searches), each with the demand signal of its autocomplete: the keyword's
 * word-boundary prefixes ("gratitude", "gratitude journal", …) are asked of the suggestion
 * source, and where the keyword surfaces is scored as in Search Suggestions. A failing keyword
 * source fails the lookup (502, nothing counted); a failing suggestion source only leaves demand
 * unmeasured, with a note.
 */

const TOOL = "reverse-product-lookup" as const;
const LOOKUP_LIMIT = 100;
/** Keywords whose demand is measured (best positions first), to bound autocomplete calls. */
const DEMAND_MEASURED = 25;
const CONCURRENCY = 6;

export type LookupContext = {
  db: Database;
  now: Date;
  keywords: KeywordDataSource;
  suggestions: SuggestionSource;
};

/** "gratitude journal for women" → "gratitude", "gratitude journal", "gratitude journal for". */
function keywordPrefixes(keyword: string): string[] {
  const words = normalizeText(keyword).split(" ");
  return words.slice(0, -1).map((_, i) => words.slice(0, i + 1).join(" "));
}

async function demandSignals(
  ctx: LookupContext,
  request: ReverseLookupRequest,
  keywords: readonly string[],
): Promise<Map<string, DemandSignal | null> | ResearchSourceFailure> {
  const { suggestions } = ctx;
  const prefixes = [...new Set(keywords.flatMap((k) => [...keywordPrefixes(k), normalizeText(k)]))];
  let answers: Sourced<string[]>[];
  try {
    answers = await cachedMany(ctx, {
      source: suggestions.id,
      kind: "suggestions",
      // Both departments' shoppers search for books; the store's Books list is the broader one.
      questions: prefixes.map((prefix) => ({
        domain: request.domain,
        department: "books" as const,
        prefix,
      })),
      keyOf: (q) =>
        researchCacheKey(suggestions.id, "suggestions", [q.domain, q.department, q.prefix]),
      fetch: (q) => suggestions.suggest(q),
      concurrency: CONCURRENCY,
    });
  } catch (error) {
    if (error instanceof ResearchSourceFailure) return error;
    throw error;
  }
  const completions = new Map(
    prefixes.map((p, i) => [p, (answers[i]?.data ?? []).map(normalizeText)]),
  );
  return new Map(
    keywords.map((keyword) => {
      const target = normalizeText(keyword);
      const sightings = [...keywordPrefixes(target), target].flatMap((prefix) => {
        const position = (completions.get(prefix) ?? []).slice(0, 10).indexOf(target);
        return position >= 0 ? [{ prefix, position }] : [];
      });
      return [
        keyword,
        sightings.length > 0 ? scoreDemandSignal({ suggestion: target, sightings }) : null,
      ];
    }),
  );
}

/**
 * Without a keyword-data source (the sample answers), the user's own keyword trackers say where
 * the book was found: real snapshots (Keepa) replace the sample's answer entirely, since a sample
 * row among real ones would pass for real; sample snapshots only add keywords the sample's own
 * searches did not list.
 */
async function withTrackedPositions(
  db: Database,
  input: { userId: string; request: ReverseLookupRequest; answer: Sourced<RankedKeyword[]> },
): Promise<{ answer: Sourced<RankedKeyword[]>; note: string | null }> {
  const { answer, request } = input;
  if (answer.source !== "sample") return { answer, note: null };
  const tracked = await listTrackedPositions(db, {
    userId: input.userId,
    asin: request.asin,
    domain: request.domain,
  });
  const real = tracked.filter((t) => t.source !== "sample");
  if (real.length > 0) {
    return {
      answer: {
        source: "snapshots",
        asOf: new Date(Math.min(...real.map((t) => t.asOf.getTime()))),
        data: real.map((t) => ({ keyword: t.keyword, position: t.position, searchVolume: null })),
      },
      note: "These are the keywords your trackers follow for this book, from their latest snapshots; connect DataForSEO to see every keyword it is found for.",
    };
  }
  const listed = new Set(answer.data.map((k) => normalizeText(k.keyword)));
  const extra = tracked
    .filter((t) => !listed.has(normalizeText(t.keyword)))
    .map((t) => ({ keyword: t.keyword, position: t.position, searchVolume: null }));
  return { answer: { ...answer, data: [...answer.data, ...extra] }, note: null };
}

export async function runReverseLookup(
  ctx: LookupContext,
  input: { userId: string; request: ReverseLookupRequest },
): Promise<ReverseLookupResponse> {
  const { db, now, keywords: source } = ctx;
  const { userId, request } = input;
  await requireResearchQuota(db, { userId, tool: TOOL, now });

  let answer: Sourced<RankedKeyword[]>;
  try {
    answer = await source.rankedKeywords({
      domain: request.domain,
      asin: request.asin,
      limit: LOOKUP_LIMIT,
    });
  } catch (error) {
    throw researchFailureToAppError(error);
  }
  const notes: string[] = [];
  const found = await withTrackedPositions(db, { userId, request, answer });
  if (found.note) notes.push(found.note);
  const ranked = [...found.answer.data]
    .sort((a, b) => a.position - b.position || a.keyword.localeCompare(b.keyword, "en"))
    .slice(0, LOOKUP_LIMIT);
  const measured = ranked.slice(0, DEMAND_MEASURED).map((k) => k.keyword);
  const demand = measured.length > 0 ? await demandSignals(ctx, request, measured) : new Map();
  if (demand instanceof ResearchSourceFailure) {
    notes.push(
      `Demand is not shown: ${SOURCE_LABELS[demand.source]} failed (${demand.kind}); the keywords and positions are complete.`,
    );
  } else if (ranked.length > DEMAND_MEASURED) {
    notes.push(`Demand is measured for the ${DEMAND_MEASURED} best-placed keywords.`);
  }

  await recordResearchRun(db, {
    userId,
    tool: TOOL,
    query: { asin: request.asin, domain: request.domain },
    now,
  });
  const quota = await researchQuotaStatus(db, { userId, tool: TOOL, now });
  return {
    source: found.answer.source,
    asOf: found.answer.asOf.toISOString(),
    asin: request.asin,
    domain: request.domain,
    keywords: ranked.map((k) => ({
      keyword: normalizeText(k.keyword),
      position: k.position,
      searchVolume: k.searchVolume,
      demand: demand instanceof ResearchSourceFailure ? null : (demand.get(k.keyword) ?? null),
    })),
    notes,
    quota,
  };
}
