import type {
  ResearchQuota,
  SuggestionItem,
  SuggestionsRequest,
  SuggestionsResponse,
} from "@inkforge/domain/research/api-contract";
import { scoreCompetition } from "@inkforge/domain/research/competition-score";
import { combineKeywordScore, rankSuggestions } from "@inkforge/domain/research/demand-signal";
import { normalizeText } from "@inkforge/domain/research/keyword-text";
import { expandSeed } from "@inkforge/domain/research/seed-expansion";
import type { Database } from "../../db/client";
import type {
  ProductRecord,
  ProductSearchResult,
  ProductSource,
  ResearchSourceId,
  Sourced,
  SuggestionSource,
} from "./ports";
import { ResearchSourceFailure } from "./ports";
import { cachedMany, researchCacheKey } from "./research-cache";
import { researchFailureToAppError } from "./research-failure";
import { recordResearchRun, requireResearchQuota, researchQuotaStatus } from "./research-quota";
import { SOURCE_LABELS } from "./source-labels";

/*
 * `POST /api/v1/research/suggestions` (issue 10, decision 0063): one seed expanded into its
 * prefixes (seed-expansion.ts), each prefix's completions from the suggestion source (cached,
 * six at a time), folded into the demand signal (demand-signal.ts); the top suggestions'
 * competition from a product search (competition-score.ts) and the combined score. A failing
 * suggestion source fails the run (502, nothing counted); a failing product source only leaves
 * competition unmeasured, with a note saying why.
 */

const TOOL = "search-suggestions" as const;
/** Prefixes asked at once; adapters pace each host on their own, this caps open requests. */
const SUGGESTION_CONCURRENCY = 6;
/** Suggestions whose competition is measured (one product search each). */
const COMPETITION_MEASURED = 10;

const FORMULA_TEXT = {
  demand:
    "demand = round(100 × (0.40 × position + 0.35 × early + 0.25 × breadth)); position = (10 − best place) / 10, early = 1 − shortest prefix / phrase length, breadth = min(1, ln(1 + prefixes) / ln 11)",
  competition:
    "competition = round(100 × (0.5 × reviews + 0.2 × ranks + 0.3 × results) / weights known); reviews = min(1, log10(1 + median reviews of the top 10) / log10 1001), ranks = 1 − min(1, log10(median BSR of the top 10) / 6), results = min(1, log10(1 + results) / log10 100001)",
  combined: "combined = round(√(demand × (100 − competition))); none when competition is unknown",
} as const;

export type ResearchContext = {
  db: Database;
  now: Date;
  suggestions: SuggestionSource;
  products: ProductSource;
};

function reviveSearch(payload: unknown): ProductSearchResult {
  const result = payload as ProductSearchResult;
  return {
    resultCount: result.resultCount,
    products: result.products.map((product) => ({
      ...product,
      publishedAt: product.publishedAt ? new Date(product.publishedAt) : null,
    })),
  };
}

/** The oldest instant among answers: the data is at least that fresh. */
function oldest(answers: readonly Sourced<unknown>[], fallback: Date): Date {
  if (answers.length === 0) return fallback;
  return new Date(Math.min(...answers.map((a) => a.asOf.getTime())));
}

async function measureCompetition(
  ctx: ResearchContext,
  request: SuggestionsRequest,
  keywords: readonly string[],
): Promise<{ answers: Sourced<ProductSearchResult>[] } | { failure: ResearchSourceFailure }> {
  const { products } = ctx;
  try {
    const answers = await cachedMany(ctx, {
      source: products.id,
      kind: "search",
      questions: keywords.map((keyword) => ({
        domain: request.domain,
        department: request.department,
        keyword,
        limit: 10,
      })),
      keyOf: (q) =>
        researchCacheKey(products.id, "search", [q.domain, q.department, `${q.limit}`, q.keyword]),
      fetch: (q) => products.searchProducts(q),
      revive: reviveSearch,
      concurrency: SUGGESTION_CONCURRENCY,
    });
    return { answers };
  } catch (error) {
    if (error instanceof ResearchSourceFailure) return { failure: error };
    throw error;
  }
}

export async function runSearchSuggestions(
  ctx: ResearchContext,
  input: { userId: string; request: SuggestionsRequest },
): Promise<SuggestionsResponse> {
  const { db, now, suggestions: source } = ctx;
  const { userId, request } = input;
  await requireResearchQuota(db, { userId, tool: TOOL, now });

  const prefixes = expandSeed({ seed: request.seed });
  let answers: Sourced<string[]>[];
  try {
    answers = await cachedMany(ctx, {
      source: source.id,
      kind: "suggestions",
      questions: prefixes.map(({ prefix }) => ({
        domain: request.domain,
        department: request.department,
        prefix,
      })),
      keyOf: (q) => researchCacheKey(source.id, "suggestions", [q.domain, q.department, q.prefix]),
      fetch: (q) => source.suggest(q),
      concurrency: SUGGESTION_CONCURRENCY,
    });
  } catch (error) {
    throw researchFailureToAppError(error);
  }

  const ranked = rankSuggestions(
    prefixes.map(({ prefix }, i) => ({ prefix, suggestions: answers[i]?.data ?? [] })),
  );
  const notes: string[] = [];
  const measured = ranked.slice(0, COMPETITION_MEASURED).map((s) => s.suggestion);
  const competition = measured.length > 0 ? await measureCompetition(ctx, request, measured) : null;
  const byKeyword = new Map<string, ProductSearchResult>();
  if (competition && "answers" in competition) {
    for (const [i, answer] of competition.answers.entries()) {
      byKeyword.set(measured[i] ?? "", answer.data);
    }
  } else if (competition) {
    notes.push(
      `Competition is not shown: ${SOURCE_LABELS[competition.failure.source]} failed (${competition.failure.kind}); the demand signal is complete.`,
    );
  }

  const items: SuggestionItem[] = ranked.map(({ prefixes: seenUnder, ...demand }) => {
    const search = byKeyword.get(demand.suggestion);
    const measuredCompetition = search
      ? scoreCompetition({
          resultCount: search.resultCount,
          topResults: search.products.map((p: ProductRecord) => ({
            reviewCount: p.reviewCount,
            salesRank: p.salesRank,
          })),
        })
      : null;
    return {
      suggestion: demand.suggestion,
      prefixes: seenUnder,
      demand,
      competition: measuredCompetition,
      score: combineKeywordScore(demand.score, measuredCompetition?.score ?? null),
    };
  });

  await recordResearchRun(db, {
    userId,
    tool: TOOL,
    query: {
      seed: normalizeText(request.seed),
      domain: request.domain,
      department: request.department,
    },
    now,
  });
  const quota: ResearchQuota = await researchQuotaStatus(db, { userId, tool: TOOL, now });
  const competitionAnswers = competition && "answers" in competition ? competition.answers : [];
  return {
    source: source.id,
    asOf: oldest(answers, now).toISOString(),
    seed: normalizeText(request.seed),
    domain: request.domain,
    department: request.department,
    prefixCount: prefixes.length,
    suggestions: items,
    tree: prefixes.map(({ prefix, kind }, i) => ({
      prefix,
      kind,
      suggestions: (answers[i]?.data ?? []).map(normalizeText).filter((s) => s !== ""),
    })),
    competition:
      competitionAnswers.length > 0
        ? {
            source: (competitionAnswers[0]?.source ?? ctx.products.id) as ResearchSourceId,
            asOf: oldest(competitionAnswers, now).toISOString(),
            measured: competitionAnswers.length,
          }
        : null,
    notes,
    formula: FORMULA_TEXT,
    quota,
  };
}
