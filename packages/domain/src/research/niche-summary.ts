import { DAY_MS } from "../time-units";
import type { SalesRange } from "../tools/bsr-sales/bsr-sales";

/*
 * The niche summary above Deep View's table (issue 12, decision 0067): spreads of rank, reviews
 * and price, the independent share, how young the first page is, the sales needed to reach the
 * #1 and #10 ranks, how much of the estimated sales the top 3 take, and one score whose parts stay
 * visible. Pure: the products arrive in search order with their sales estimates already made.
 *
 * Score (0–100), each part 0–1 times its weight, then minus the dominance penalty:
 *   demand   40 × (6 − log10(median BSR of the top 10)) / 5, clamped: rank 10 → 1, 1,000,000 → 0
 *   openness 30 × (1 − log10(1 + median reviews of the top 10) / log10(1,001)), clamped
 *   indie    15 × share of independent publishers among products whose publisher is known
 *   recency  15 × share of the top 10 (with a date) published less than a year ago
 *   dominance −25 × (top-3 share of typical sales − 0.4) / 0.5, clamped: ≤ 40% → 0, ≥ 90% → −25
 * A part without data is left out and the other weights are scaled up to 100.
 */

export const NICHE_TOP_N = 10;
export const NICHE_SCORE_WEIGHTS = { demand: 40, openness: 30, indie: 15, recency: 15 } as const;
export const DOMINANCE_MAX_PENALTY = 25;
/** Top-3 shares of the estimated sales up to this are normal for a page of results: no penalty. */
export const DOMINANCE_FREE_SHARE = 0.4;
/** From this top-3 share the full penalty applies. */
export const DOMINANCE_FULL_SHARE = 0.9;
const YEAR_MS = 365 * DAY_MS;

export type NicheProduct = {
  salesRank: number | null;
  reviewCount: number | null;
  price: number | null;
  independent: boolean | null;
  publishedAt: Date | null;
  /** Estimated copies per day; null when the product has no estimate. */
  daily: SalesRange | null;
};

export type Spread = { p25: number; median: number; p75: number; count: number };

export type ScorePart = {
  /** The measure the part is made from, in its own unit (a rank, a review count, a share). */
  input: number | null;
  /** 0–1, or null when there was no data. */
  value: number | null;
  weight: number;
  /** The points it adds (or takes away, for dominance), rounded to one decimal. */
  points: number | null;
};

export type NicheScore = {
  score: number | null;
  parts: {
    demand: ScorePart;
    openness: ScorePart;
    indie: ScorePart;
    recency: ScorePart;
    dominance: ScorePart;
  };
};

export type NicheSummary = {
  productCount: number;
  rank: Spread | null;
  reviews: Spread | null;
  price: Spread | null;
  /** Median price of the independent and of the large publishers' books. */
  priceByPublisher: { independent: number | null; large: number | null };
  independent: { count: number; known: number; share: number | null };
  /** Of the top 10 in search order with a publication date: how many are younger than a year. */
  youngInTop10: { count: number; known: number };
  /** Copies per day at the best rank in the results and at the tenth best. */
  toReach: {
    first: { rank: number; daily: SalesRange } | null;
    tenth: { rank: number; daily: SalesRange } | null;
  };
  /** The three best sellers' share of the typical estimated sales of all products. */
  top3Share: number | null;
  score: NicheScore;
};

/** Quantile with linear interpolation between the closest ranks (the common "type 7"). */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error("quantile of nothing");
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const low = sorted[lower] ?? 0;
  const high = sorted[Math.min(lower + 1, sorted.length - 1)] ?? low;
  return low + (high - low) * (position - lower);
}

export function spreadOf(values: readonly (number | null)[]): Spread | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  return {
    p25: quantile(known, 0.25),
    median: quantile(known, 0.5),
    p75: quantile(known, 0.75),
    count: known.length,
  };
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const round1 = (value: number) => Math.round(value * 10) / 10;

function medianOf(values: readonly (number | null)[]): number | null {
  return spreadOf(values)?.median ?? null;
}

function part(input: number | null, value: number | null, weight: number): ScorePart {
  return { input, value, weight, points: value === null ? null : round1(value * weight) };
}

export function demandOf(medianRank: number): number {
  return clamp01((6 - Math.log10(Math.max(1, medianRank))) / 5);
}

export function opennessOf(medianReviews: number): number {
  return clamp01(1 - Math.log10(1 + Math.max(0, medianReviews)) / Math.log10(1001));
}

export function dominanceOf(top3Share: number): number {
  return clamp01(
    (top3Share - DOMINANCE_FREE_SHARE) / (DOMINANCE_FULL_SHARE - DOMINANCE_FREE_SHARE),
  );
}

export function summariseNiche(products: readonly NicheProduct[], now: Date): NicheSummary {
  const top = products.slice(0, NICHE_TOP_N);

  const knownPublisher = products.filter((product) => product.independent !== null);
  const indieCount = knownPublisher.filter((product) => product.independent).length;
  const indieShare = knownPublisher.length > 0 ? indieCount / knownPublisher.length : null;

  const dated = top.filter((product) => product.publishedAt !== null);
  const young = dated.filter(
    (product) => now.getTime() - (product.publishedAt?.getTime() ?? 0) < YEAR_MS,
  ).length;
  const recency = dated.length > 0 ? young / dated.length : null;

  const ranked = products
    .filter((product) => product.salesRank !== null && product.daily !== null)
    .sort((a, b) => (a.salesRank ?? 0) - (b.salesRank ?? 0));
  const reach = (index: number) => {
    const product = ranked[index];
    return product?.salesRank != null && product.daily
      ? { rank: product.salesRank, daily: product.daily }
      : null;
  };

  const typicals = products.flatMap((product) => (product.daily ? [product.daily.typical] : []));
  const total = typicals.reduce((sum, value) => sum + value, 0);
  const top3 = [...typicals]
    .sort((a, b) => b - a)
    .slice(0, 3)
    .reduce((sum, value) => sum + value, 0);
  const top3Share = total > 0 ? top3 / total : null;

  const medianTopRank = medianOf(top.map((product) => product.salesRank));
  const medianTopReviews = medianOf(top.map((product) => product.reviewCount));

  return {
    productCount: products.length,
    rank: spreadOf(products.map((product) => product.salesRank)),
    reviews: spreadOf(products.map((product) => product.reviewCount)),
    price: spreadOf(products.map((product) => product.price)),
    priceByPublisher: {
      independent: medianOf(
        products.filter((product) => product.independent === true).map((p) => p.price),
      ),
      large: medianOf(
        products.filter((product) => product.independent === false).map((p) => p.price),
      ),
    },
    independent: { count: indieCount, known: knownPublisher.length, share: indieShare },
    youngInTop10: { count: young, known: dated.length },
    toReach: { first: reach(0), tenth: reach(NICHE_TOP_N - 1) },
    top3Share,
    score: scoreNiche({
      medianTopRank,
      medianTopReviews,
      indieShare,
      recency,
      top3Share,
    }),
  };
}

export function scoreNiche(measures: {
  medianTopRank: number | null;
  medianTopReviews: number | null;
  indieShare: number | null;
  recency: number | null;
  top3Share: number | null;
}): NicheScore {
  const w = NICHE_SCORE_WEIGHTS;
  const parts = {
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
    indie: part(measures.indieShare, measures.indieShare, w.indie),
    recency: part(measures.recency, measures.recency, w.recency),
    dominance: part(
      measures.top3Share,
      measures.top3Share === null ? null : dominanceOf(measures.top3Share),
      -DOMINANCE_MAX_PENALTY,
    ),
  };
  const positive = [parts.demand, parts.openness, parts.indie, parts.recency];
  const knownWeight = positive.reduce((sum, p) => sum + (p.value === null ? 0 : p.weight), 0);
  // Without demand or openness the score would rest on side measures alone: no score.
  if (parts.demand.value === null || parts.openness.value === null || knownWeight === 0) {
    return { score: null, parts };
  }
  const earned = positive.reduce((sum, p) => sum + (p.value ?? 0) * p.weight, 0);
  const scaled = (earned * 100) / knownWeight;
  const penalty = (parts.dominance.value ?? 0) * DOMINANCE_MAX_PENALTY;
  return { score: Math.round(Math.min(100, Math.max(0, scaled - penalty))), parts };
}
