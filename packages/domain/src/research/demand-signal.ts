import { z } from "zod";
import { countCharacters, normalizeText } from "./keyword-text";

/*
 * The demand signal: how strongly Amazon's autocomplete pushes a suggestion. Amazon does not publish
 * search volumes, but its completion list is ordered by what shoppers search, so a phrase that
 * surfaces early (after few typed characters), high in the list and under many prefixes is one that
 * many shoppers type. The formula is decision 0037; the page shows it and the three parts.
 *
 *   early    = 1 − shortestPrefixLength / suggestionLength   (share of the phrase Amazon predicts)
 *   position = (10 − bestPosition) / 10                       (Amazon lists up to 10 suggestions)
 *   breadth  = min(1, ln(1 + prefixesShowingIt) / ln(1 + 10)) (10 prefixes or more is full breadth)
 *   demand   = round(100 × (0.40 × position + 0.35 × early + 0.25 × breadth))
 *
 * With competition known (0 = open, 100 = crowded) the combined score is the geometric mean of
 * demand and openness, round(√(demand × (100 − competition))): a phrase needs both to score well,
 * and neither part can hide a zero in the other.
 */

export const SUGGESTION_SLOTS = 10;
export const FULL_BREADTH_PREFIXES = 10;
export const DEMAND_WEIGHTS = { position: 0.4, early: 0.35, breadth: 0.25 } as const;

export const suggestionSightingSchema = z.object({
  prefix: z.string().min(1, "prefix is required"),
  /** 0-based place in Amazon's list for that prefix. */
  position: z
    .number()
    .int()
    .min(0)
    .max(SUGGESTION_SLOTS - 1),
  /** Characters typed; defaults to the prefix's own length. */
  prefixLength: z.number().int().min(1).optional(),
});

export const demandSignalInputSchema = z.object({
  suggestion: z.string().refine((s) => normalizeText(s) !== "", "suggestion is required"),
  sightings: z.array(suggestionSightingSchema).min(1, "sightings needs at least one prefix"),
});
export type DemandSignalInput = z.input<typeof demandSignalInputSchema>;

export type DemandSignal = {
  suggestion: string;
  score: number;
  shortestPrefixLength: number;
  bestPosition: number;
  /** How many distinct prefixes showed it. */
  breadth: number;
  /** Each part on 0–100 before weighting, so the page can show where the score comes from. */
  parts: { early: number; position: number; breadth: number };
};

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const toPercent = (value: number) => Math.round(clamp01(value) * 100);

export function scoreDemandSignal(rawInput: DemandSignalInput): DemandSignal {
  const input = demandSignalInputSchema.parse(rawInput);
  const suggestion = normalizeText(input.suggestion);
  const prefixes = new Map<string, { length: number; position: number }>();
  for (const sighting of input.sightings) {
    const prefix = normalizeText(sighting.prefix);
    const length = sighting.prefixLength ?? countCharacters(prefix);
    const known = prefixes.get(prefix);
    prefixes.set(prefix, {
      length: Math.min(length, known?.length ?? length),
      position: Math.min(sighting.position, known?.position ?? sighting.position),
    });
  }
  const seen = [...prefixes.values()];
  const shortestPrefixLength = Math.min(...seen.map((s) => s.length));
  const bestPosition = Math.min(...seen.map((s) => s.position));
  const breadth = seen.length;

  const early = clamp01(1 - shortestPrefixLength / Math.max(1, countCharacters(suggestion)));
  const position = (SUGGESTION_SLOTS - bestPosition) / SUGGESTION_SLOTS;
  const breadthShare = clamp01(Math.log(1 + breadth) / Math.log(1 + FULL_BREADTH_PREFIXES));
  const score = Math.round(
    100 *
      (DEMAND_WEIGHTS.position * position +
        DEMAND_WEIGHTS.early * early +
        DEMAND_WEIGHTS.breadth * breadthShare),
  );
  return {
    suggestion,
    score,
    shortestPrefixLength,
    bestPosition,
    breadth,
    parts: {
      early: toPercent(early),
      position: toPercent(position),
      breadth: toPercent(breadthShare),
    },
  };
}

export type KeywordScore = {
  demand: number;
  /** 0 = open, 100 = crowded; null when no product source could measure it. */
  competition: number | null;
  /** null when competition is unknown: demand alone is shown, never a made-up combination. */
  combined: number | null;
};

export function combineKeywordScore(demand: number, competition: number | null): KeywordScore {
  const d = Math.round(Math.min(100, Math.max(0, demand)));
  if (competition === null || !Number.isFinite(competition)) {
    return { demand: d, competition: null, combined: null };
  }
  const c = Math.round(Math.min(100, Math.max(0, competition)));
  return { demand: d, competition: c, combined: Math.round(Math.sqrt(d * (100 - c))) };
}

export const suggestionResponsesSchema = z.array(
  z.object({
    prefix: z.string().min(1, "prefix is required"),
    /** Amazon's `suggestions[].value`, in the order it answered. */
    suggestions: z.array(z.string()),
  }),
);
export type SuggestionResponses = z.input<typeof suggestionResponsesSchema>;

export type RankedSuggestion = DemandSignal & { prefixes: string[] };

/**
 * Turns the answers of one expansion into scored suggestions, best first (ties: alphabetical).
 * A suggestion repeated under one prefix keeps its first place; places past Amazon's 10 are
 * ignored, so a stand-in or a changed endpoint answering more cannot inflate breadth.
 */
export function rankSuggestions(rawResponses: SuggestionResponses): RankedSuggestion[] {
  const responses = suggestionResponsesSchema.parse(rawResponses);
  const sightings = new Map<string, { prefix: string; position: number }[]>();
  for (const { prefix, suggestions } of responses) {
    const seenHere = new Set<string>();
    suggestions.slice(0, SUGGESTION_SLOTS).forEach((value, position) => {
      const suggestion = normalizeText(value);
      if (suggestion === "" || seenHere.has(suggestion)) return;
      seenHere.add(suggestion);
      const list = sightings.get(suggestion) ?? [];
      list.push({ prefix, position });
      sightings.set(suggestion, list);
    });
  }
  return [...sightings.entries()]
    .map(([suggestion, list]) => ({
      ...scoreDemandSignal({ suggestion, sightings: list }),
      prefixes: [...new Set(list.map((s) => normalizeText(s.prefix)))],
    }))
    .sort((a, b) => b.score - a.score || a.suggestion.localeCompare(b.suggestion, "en"));
}
