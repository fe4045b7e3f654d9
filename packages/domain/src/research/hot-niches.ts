import { z } from "zod";
import { listBsrCurves, MARKETPLACE_SALES_FACTORS } from "../kdp/bsr-curves";
import { DAY_MS } from "../time-units";
import { estimateDailySales, type SalesRange } from "../tools/bsr-sales/bsr-sales";
import type { SuggestionDepartment } from "./amazon-marketplaces";
import { demandOf, opennessOf, type ScorePart, spreadOf } from "./niche-summary";

/*
 * Hot KDP Niches (issue 12, decision 0068): a weekly job searches the product source for each
 * candidate niche and scores it from its first page: demand high, competition low, rising. Demand
 * and openness are Deep View's own parts (decision 0067), so a niche scores the same on both pages;
 * rising is what Hot Niches adds:
 *
 *   demand   40 × demandOf(median BSR of the top 10)        rank 10 → 1, 1,000,000 → 0 (log scale)
 *   openness 35 × opennessOf(median reviews of the top 10)  0 reviews → 1, 1,000 → 0 (log scale)
 *   rising   25 × clamp(0.5 + log2(factor) / 4)             factor = median over the top 10 of
 *            (rank 28 days ago ÷ rank now): 1 = flat → 0.5, ranks 4× better → 1, 4× worse → 0
 *
 * A part without data (no history → no rising) is left out and the others are scaled up to 100;
 * without demand or openness there is no score and the niche is not listed.
 */

export const HOT_NICHE_WEIGHTS = { demand: 40, openness: 35, rising: 25 } as const;
export const HOT_NICHE_TOP_N = 10;
/** How far back "rising" looks. */
export const RISING_WINDOW_DAYS = 28;
/** At least this many of the top 10 need a history for a rising part. */
export const RISING_MIN_PRODUCTS = 3;
/** The list keeps the best this many. */
export const HOT_NICHES_MAX = 20;
/** The store the weekly job scores. */
export const HOT_NICHES_DOMAIN = "amazon.com" as const;
const YEAR_MS = 365 * DAY_MS;

export type HotNicheCandidate = { keyword: string; department: SuggestionDepartment };

/**
 * The niches the job scores each week: phrases KDP authors publish under, low-content and
 * activity books first (the audience of /hot-niches-sales), then genres and nonfiction.
 */
export const HOT_NICHE_CANDIDATES: readonly HotNicheCandidate[] = [
  ...[
    "gratitude journal for women",
    "prayer journal for women",
    "shadow work journal",
    "reading journal",
    "dot grid notebook",
    "composition notebook",
    "password log book",
    "blood pressure log book",
    "fishing log book",
    "budget planner",
    "weekly planner 2027",
    "recipe book to write in",
    "wedding guest book",
    "sudoku large print",
    "word search large print",
    "crossword puzzles for adults",
    "activity book for seniors with dementia",
    "mandala coloring book",
    "coloring book for adults animals",
    "cozy coloring book",
    "coloring book for kids",
    "activity book for kids",
    "letter tracing book",
    "sketchbook",
    "bedtime stories for kids",
    "picture book about feelings",
    "anxiety workbook",
    "self care book",
    "keto cookbook",
    "air fryer cookbook",
    "mediterranean diet cookbook",
    "dog training book",
    "side hustle book",
  ].map((keyword) => ({ keyword, department: "books" as const })),
  ...["cozy mystery", "romantasy", "small town romance", "litrpg"].map((keyword) => ({
    keyword,
    department: "kindle" as const,
  })),
];

/** One product of a niche's first page, as the job reads it from the source. */
export type HotNicheProduct = {
  format: "kindle" | "paperback" | "hardcover" | "audiobook" | "other";
  salesRank: number | null;
  reviewCount: number | null;
  price: number | null;
  publishedAt: Date | null;
  /** The product's sales-rank history, oldest first, when the source has one. */
  rankHistory: readonly { at: Date; value: number | null }[] | null;
};

export type HotNicheParts = { demand: ScorePart; openness: ScorePart; rising: ScorePart };

export type HotNiche = {
  keyword: string;
  department: SuggestionDepartment;
  score: number;
  parts: HotNicheParts;
  /** Results the marketplace reports for the phrase; null when the source does not say. */
  resultCount: number | null;
  medianRank: number;
  medianReviews: number;
  medianPrice: number | null;
  /** Copies a day at the median rank of the top 10 (the BSR calculator's range). */
  dailyAtMedian: SalesRange | null;
  /** Of the top 10 with a publication date, how many are younger than a year. */
  youngInTop10: { count: number; known: number };
};

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

function part(input: number | null, value: number | null, weight: number): ScorePart {
  return { input, value, weight, points: value === null ? null : round1(value * weight) };
}

/** The last known value at or before `at` (histories are oldest first). */
function valueAt(
  history: readonly { at: Date; value: number | null }[],
  at: number,
): number | null {
  let found: number | null = null;
  for (const point of history) {
    if (point.at.getTime() > at) break;
    if (point.value !== null && point.value > 0) found = point.value;
  }
  return found;
}

/**
 * Median over the products of (rank RISING_WINDOW_DAYS ago ÷ rank now): above 1 the niche's best
 * sellers are climbing. Null when fewer than RISING_MIN_PRODUCTS have a rank at both instants.
 */
export function risingFactorOf(products: readonly HotNicheProduct[], now: Date): number | null {
  const nowMs = now.getTime();
  const thenMs = nowMs - RISING_WINDOW_DAYS * DAY_MS;
  const ratios = products.flatMap((product) => {
    if (!product.rankHistory) return [];
    const before = valueAt(product.rankHistory, thenMs);
    const latest = valueAt(product.rankHistory, nowMs);
    return before !== null && latest !== null ? [before / latest] : [];
  });
  if (ratios.length < RISING_MIN_PRODUCTS) return null;
  return spreadOf(ratios)?.median ?? null;
}

export function risingOf(factor: number): number {
  return clamp01(0.5 + Math.log2(Math.max(factor, 1e-9)) / 4);
}

export function scoreHotNiche(measures: {
  medianTopRank: number | null;
  medianTopReviews: number | null;
  risingFactor: number | null;
}): { score: number | null; parts: HotNicheParts } {
  const w = HOT_NICHE_WEIGHTS;
  const parts: HotNicheParts = {
    demand: part(
      measures.medianTopRank,
      measures.medianTopRank === null ? null : demandOf(measures.medianTopRank),
      w.demand,
    ),
    openness: part(
      measures.medianTopReviews,
      measures.medianTopReviews === null ? null : opennessOf(measures.medianTopReviews),
      w.openness,
    ),
    rising: part(
      measures.risingFactor === null ? null : round2(measures.risingFactor),
      measures.risingFactor === null ? null : risingOf(measures.risingFactor),
      w.rising,
    ),
  };
  if (parts.demand.value === null || parts.openness.value === null) return { score: null, parts };
  const all = [parts.demand, parts.openness, parts.rising];
  const knownWeight = all.reduce((sum, p) => sum + (p.value === null ? 0 : p.weight), 0);
  const earned = all.reduce((sum, p) => sum + (p.value ?? 0) * p.weight, 0);
  return { score: Math.round((earned * 100) / knownWeight), parts };
}

/** The format whose curves speak for the niche: Kindle when most of the top 10 are eBooks. */
function curveFormatOf(products: readonly HotNicheProduct[]): "ebook" | "print" {
  const kindle = products.filter((product) => product.format === "kindle").length;
  return kindle * 2 > products.length ? "ebook" : "print";
}

/** Scores one niche from its first page in search order; null when it cannot be scored. */
export function summariseHotNiche(
  input: {
    keyword: string;
    department: SuggestionDepartment;
    domain: string;
    resultCount: number | null;
    products: readonly HotNicheProduct[];
  },
  now: Date,
): HotNiche | null {
  const top = input.products.slice(0, HOT_NICHE_TOP_N);
  const medianTopRank = spreadOf(top.map((p) => p.salesRank))?.median ?? null;
  const medianTopReviews = spreadOf(top.map((p) => p.reviewCount))?.median ?? null;
  const { score, parts } = scoreHotNiche({
    medianTopRank,
    medianTopReviews,
    risingFactor: risingFactorOf(top, now),
  });
  if (score === null || medianTopRank === null || medianTopReviews === null) return null;
  const factor = MARKETPLACE_SALES_FACTORS[input.domain];
  const daily =
    factor === undefined
      ? null
      : estimateDailySales(listBsrCurves(curveFormatOf(top)), Math.round(medianTopRank), factor);
  const dated = top.filter((p) => p.publishedAt !== null);
  return {
    keyword: input.keyword,
    department: input.department,
    score,
    parts,
    resultCount: input.resultCount,
    medianRank: Math.round(medianTopRank),
    medianReviews: Math.round(medianTopReviews),
    medianPrice: spreadOf(top.map((p) => p.price))?.median ?? null,
    dailyAtMedian: daily
      ? { low: round2(daily.low), typical: round2(daily.typical), high: round2(daily.high) }
      : null,
    youngInTop10: {
      count: dated.filter((p) => now.getTime() - (p.publishedAt?.getTime() ?? 0) < YEAR_MS).length,
      known: dated.length,
    },
  };
}

/** Best first (ties: fewer reviews to beat, then A–Z), at most HOT_NICHES_MAX. */
export function rankHotNiches(niches: readonly (HotNiche | null)[]): HotNiche[] {
  return niches
    .filter((niche): niche is HotNiche => niche !== null)
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.medianReviews - b.medianReviews ||
        a.keyword.localeCompare(b.keyword, "en"),
    )
    .slice(0, HOT_NICHES_MAX);
}

/** The niche's Deep View: its first 100 products in one table. */
export function deepViewHref(niche: {
  keyword: string;
  domain: string;
  department: SuggestionDepartment;
}): string {
  const query = new URLSearchParams({
    keyword: niche.keyword,
    domain: niche.domain,
    department: niche.department,
  });
  return `/titans-deep-view?${query.toString()}`;
}

export const HOT_NICHES_METHOD =
  "Each week we search the product source for every candidate niche and score its first page out of 100: demand (40) from the median best-seller rank of the top 10, openness (35) from their median review count, and rising (25) from how their ranks moved over the last 28 days. Without a rank history, rising is left out and the other two count for 100. Sales are the BSR calculator's low–typical–high range at the median rank.";

const partSchema = z.object({
  input: z.number().nullable(),
  value: z.number().nullable(),
  weight: z.number(),
  points: z.number().nullable(),
});
const rangeSchema = z.object({ low: z.number(), typical: z.number(), high: z.number() });

export const hotNicheSchema = z.object({
  rank: z.number().int().describe("1 = the best score of the run"),
  keyword: z.string(),
  department: z.enum(["books", "kindle", "all"]),
  domain: z.string(),
  score: z.number().int(),
  parts: z.object({ demand: partSchema, openness: partSchema, rising: partSchema }),
  resultCount: z.number().int().nullable(),
  medianRank: z.number().int(),
  medianReviews: z.number().int(),
  medianPrice: z.number().nullable(),
  dailyAtMedian: rangeSchema.nullable(),
  youngInTop10: z.object({ count: z.number().int(), known: z.number().int() }),
  deepViewHref: z.string(),
});

export const hotNichesResultSchema = z.object({
  run: z
    .object({
      id: z.string(),
      computedAt: z.string().describe("When the job scored the niches"),
      source: z.string(),
      sourceLabel: z.string(),
      asOf: z.string().describe("The instant the source's data describes"),
      domain: z.string(),
      candidates: z.number().int(),
      scored: z.number().int(),
    })
    .nullable()
    .describe("Null until the first run has finished"),
  pending: z.boolean().describe("True while the very first run is still being computed"),
  niches: z.array(hotNicheSchema),
  method: z.object({
    text: z.string(),
    weights: z.object({ demand: z.number(), openness: z.number(), rising: z.number() }),
    risingWindowDays: z.number().int(),
  }),
});
export type HotNichesResult = z.infer<typeof hotNichesResultSchema>;
export type HotNicheView = z.infer<typeof hotNicheSchema>;
