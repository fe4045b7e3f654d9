import { z } from "zod";

/*
 * Competition for a keyword, from what a product source returns for it: how many results Amazon
 * lists, and the reviews and sales ranks of the top results. 0 = open, 100 = crowded. Published
 * niche scores weigh the top 10's reviews as the main barrier (research-sources §2), so reviews
 * count most; each part is on a log scale because reviews, ranks and result counts are heavy-tailed.
 *
 *   reviews = min(1, log10(1 + median reviews of the top 10) / log10(1 + 1,000))
 *   ranks   = 1 − min(1, log10(median BSR of the top 10) / 6)   (rank 1 → 1, rank 1,000,000 → 0)
 *   results = min(1, log10(1 + result count) / log10(1 + 100,000))
 *   competition = round(100 × (0.5 × reviews + 0.2 × ranks + 0.3 × results) / (weights known))
 *
 * A part the source did not give is left out and the weights of the others are rescaled; with no
 * part at all there is no competition figure (null), never a guess.
 */

export const COMPETITION_WEIGHTS = { reviews: 0.5, ranks: 0.2, results: 0.3 } as const;
export const COMPETITION_TOP_N = 10;

export const competitionInputSchema = z.object({
  resultCount: z.number().int().min(0).nullable().default(null),
  topResults: z
    .array(
      z.object({
        reviewCount: z.number().int().min(0).nullable().default(null),
        salesRank: z.number().int().min(1).nullable().default(null),
      }),
    )
    .default([]),
});
export type CompetitionInput = z.input<typeof competitionInputSchema>;

export type CompetitionScore = {
  score: number | null;
  medianReviews: number | null;
  medianSalesRank: number | null;
  resultCount: number | null;
  /** Each known part on 0–100 (null when the source did not give it). */
  parts: { reviews: number | null; ranks: number | null; results: number | null };
};

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] ?? 0) + upper) / 2;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

export function scoreCompetition(rawInput: CompetitionInput): CompetitionScore {
  const input = competitionInputSchema.parse(rawInput);
  const top = input.topResults.slice(0, COMPETITION_TOP_N);
  const medianReviews = median(top.flatMap((r) => (r.reviewCount === null ? [] : [r.reviewCount])));
  const medianSalesRank = median(top.flatMap((r) => (r.salesRank === null ? [] : [r.salesRank])));

  const reviews =
    medianReviews === null ? null : clamp01(Math.log10(1 + medianReviews) / Math.log10(1001));
  const ranks = medianSalesRank === null ? null : 1 - clamp01(Math.log10(medianSalesRank) / 6);
  const results =
    input.resultCount === null
      ? null
      : clamp01(Math.log10(1 + input.resultCount) / Math.log10(100_001));

  const known = [
    [reviews, COMPETITION_WEIGHTS.reviews],
    [ranks, COMPETITION_WEIGHTS.ranks],
    [results, COMPETITION_WEIGHTS.results],
  ].filter((entry): entry is [number, number] => entry[0] !== null);
  const weight = known.reduce((sum, [, w]) => sum + w, 0);
  const score =
    known.length === 0
      ? null
      : Math.round((100 * known.reduce((sum, [part, w]) => sum + part * w, 0)) / weight);
  const percent = (value: number | null) => (value === null ? null : Math.round(value * 100));
  return {
    score,
    medianReviews,
    medianSalesRank,
    resultCount: input.resultCount,
    parts: { reviews: percent(reviews), ranks: percent(ranks), results: percent(results) },
  };
}
