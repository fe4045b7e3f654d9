import { z } from "zod";
import { AMAZON_DOMAINS, type AmazonDomain, SUGGESTION_ALIASES } from "./amazon-marketplaces";
import type { BackendKeywordsResult } from "./backend-keywords";
import type { CompetitionScore } from "./competition-score";
import type { DemandSignal, KeywordScore } from "./demand-signal";
import { KEYWORD_RULES, type KeywordRuleId } from "./keyword-rules";

/* Response shapes of the research rules, for the API's zod type provider and the web client. */

export const amazonDomainSchema = z.enum(AMAZON_DOMAINS as [AmazonDomain, ...AmazonDomain[]]);
export const suggestionDepartmentSchema = z.enum(
  Object.keys(SUGGESTION_ALIASES) as [keyof typeof SUGGESTION_ALIASES],
);

const ruleIds = Object.keys(KEYWORD_RULES) as [KeywordRuleId, ...KeywordRuleId[]];

export const backendKeywordsResultSchema = z.object({
  boxes: z.array(z.string().max(50)).length(7),
  boxLengths: z.array(z.number().int().min(0).max(50)).length(7),
  placedWords: z.array(z.string()),
  removed: z.array(
    z.object({
      word: z.string(),
      reason: z.enum(["in-title", "in-subtitle", "in-author", "stop-word", "duplicate"]),
    }),
  ),
  unplaced: z.array(z.object({ word: z.string(), reason: z.enum(["no-room", "too-long"]) })),
  flags: z.array(
    z.object({
      phrase: z.string(),
      term: z.string(),
      rule: z.enum(ruleIds),
      severity: z.enum(["rejection", "advisory"]),
      message: z.string(),
    }),
  ),
  coverage: z.object({
    phrases: z.array(
      z.object({
        phrase: z.string(),
        words: z.array(z.string()),
        missingWords: z.array(z.string()),
        status: z.enum(["covered", "partial", "uncovered", "nothing-to-place"]),
      }),
    ),
    covered: z.number().int(),
    partial: z.number().int(),
    total: z.number().int(),
    ratio: z.number().min(0).max(1),
  }),
  charactersUsed: z.number().int(),
  charactersAvailable: z.number().int(),
}) satisfies z.ZodType<BackendKeywordsResult>;

const percent = z.number().int().min(0).max(100);

export const demandSignalSchema = z.object({
  suggestion: z.string(),
  score: percent,
  shortestPrefixLength: z.number().int(),
  bestPosition: z.number().int(),
  breadth: z.number().int(),
  parts: z.object({ early: percent, position: percent, breadth: percent }),
}) satisfies z.ZodType<DemandSignal>;

export const keywordScoreSchema = z.object({
  demand: percent,
  competition: percent.nullable(),
  combined: percent.nullable(),
}) satisfies z.ZodType<KeywordScore>;

export const competitionScoreSchema = z.object({
  score: percent.nullable(),
  medianReviews: z.number().nullable(),
  medianSalesRank: z.number().nullable(),
  resultCount: z.number().int().nullable(),
  parts: z.object({
    reviews: percent.nullable(),
    ranks: percent.nullable(),
    results: percent.nullable(),
  }),
}) satisfies z.ZodType<CompetitionScore>;
