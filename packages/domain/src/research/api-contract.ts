import { z } from "zod";
import { AMAZON_DOMAINS, type AmazonDomain } from "./amazon-marketplaces";
import { competitionScoreSchema, demandSignalSchema, keywordScoreSchema } from "./contract";
import { normalizeText } from "./keyword-text";

/*
 * The research API's requests and answers (issue 10, decision 0063): Search Suggestions, Reverse
 * Product Lookup, the daily quota and recent searches. Every answer names its source and the
 * instant its data describes (`asOf`, ISO 8601), so the page can label sample data and stale
 * caches; every run answers the quota left after it.
 */

export const researchSourceIdSchema = z.enum([
  "sample",
  "amazon",
  "keepa",
  "dataforseo",
  "snapshots",
]);

/** The tools the quota and recent searches are kept for, by catalogue tool id. */
export const RESEARCH_TOOLS = {
  "search-suggestions": { capabilityId: "keyword-research", uses: "searches" },
  "reverse-product-lookup": { capabilityId: "retro-view", uses: "lookups" },
} as const;
export type ResearchToolId = keyof typeof RESEARCH_TOOLS;
export const researchToolIdSchema = z.enum(
  Object.keys(RESEARCH_TOOLS) as [ResearchToolId, ...ResearchToolId[]],
);

/** Only the Books and Kindle stores: the tools research books. */
export const researchDepartmentSchema = z.enum(["books", "kindle"]);
export type ResearchDepartment = z.infer<typeof researchDepartmentSchema>;

// Not ./contract's `amazonDomainSchema`: this one's message lists the stores.
const domainSchema = z.enum(AMAZON_DOMAINS as [AmazonDomain, ...AmazonDomain[]], {
  error: `domain must be one of ${AMAZON_DOMAINS.join(", ")}`,
});

export const researchQuotaSchema = z.object({
  tool: researchToolIdSchema,
  /** Uses a UTC day on the user's plan; null = no daily limit. */
  limit: z.number().int().nullable(),
  used: z.number().int().min(0),
  /** null when unlimited. */
  remaining: z.number().int().min(0).nullable(),
  /** When the count starts again (next midnight UTC); null when unlimited or not on the plan. */
  resetsAt: z.iso.datetime().nullable(),
  /** The feature matrix's unit, e.g. "searches per day". */
  unit: z.string(),
});
export type ResearchQuota = z.infer<typeof researchQuotaSchema>;

export const researchToolQuerySchema = z.object({ tool: researchToolIdSchema });

// --- Search Suggestions ---------------------------------------------------------------------------

export const suggestionsRequestSchema = z.object({
  seed: z
    .string({ error: "seed must be text" })
    .max(100, "The seed keyword must be at most 100 characters.")
    .refine((seed) => normalizeText(seed) !== "", "Enter a seed keyword."),
  domain: domainSchema,
  department: researchDepartmentSchema,
});
export type SuggestionsRequest = z.infer<typeof suggestionsRequestSchema>;

export const suggestionItemSchema = z.object({
  suggestion: z.string(),
  /** The prefixes whose completions listed it (normalised). */
  prefixes: z.array(z.string()),
  demand: demandSignalSchema,
  /** Null when no product search was made for it (only the top suggestions are measured). */
  competition: competitionScoreSchema.nullable(),
  score: keywordScoreSchema,
});
export type SuggestionItem = z.infer<typeof suggestionItemSchema>;

export const suggestionTreeNodeSchema = z.object({
  prefix: z.string(),
  kind: z.enum(["seed", "seed-then-letter", "letter-then-seed", "question"]),
  /** The completions the prefix produced, in the source's order. */
  suggestions: z.array(z.string()),
});

export const suggestionsResponseSchema = z.object({
  source: researchSourceIdSchema,
  asOf: z.iso.datetime(),
  seed: z.string(),
  domain: domainSchema,
  department: researchDepartmentSchema,
  prefixCount: z.number().int(),
  suggestions: z.array(suggestionItemSchema),
  /** Suggestions grouped under the prefix that produced them, in query order. */
  tree: z.array(suggestionTreeNodeSchema),
  /** Where competition came from; null when no product source could measure it. */
  competition: z
    .object({
      source: researchSourceIdSchema,
      asOf: z.iso.datetime(),
      /** How many of the top suggestions were measured. */
      measured: z.number().int(),
    })
    .nullable(),
  /** What could not be measured and why, e.g. competition while the product source failed. */
  notes: z.array(z.string()),
  /** The formulas as the page shows them (decision 0037 and competition-score.ts). */
  formula: z.object({ demand: z.string(), competition: z.string(), combined: z.string() }),
  quota: researchQuotaSchema,
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

// --- Reverse Product Lookup -----------------------------------------------------------------------

export const ASIN_PATTERN = /^[A-Z0-9]{10}$/u;

export const reverseLookupRequestSchema = z.object({
  asin: z
    .string({ error: "asin must be text" })
    .trim()
    .transform((asin) => asin.toUpperCase())
    .refine(
      (asin) => ASIN_PATTERN.test(asin),
      "An ASIN is 10 letters and digits, e.g. B0ABCDEFGH.",
    ),
  domain: domainSchema,
});
export type ReverseLookupRequest = z.infer<typeof reverseLookupRequestSchema>;

export const reverseLookupKeywordSchema = z.object({
  keyword: z.string(),
  /** 1-based place of the ASIN in the keyword's search results. */
  position: z.number().int().min(1),
  /** Monthly searches where the source measures them (DataForSEO); null otherwise. */
  searchVolume: z.number().int().nullable(),
  /** The keyword's autocomplete demand signal; null when its suggestions did not list it. */
  demand: demandSignalSchema.nullable(),
});

export const reverseLookupResponseSchema = z.object({
  source: researchSourceIdSchema,
  asOf: z.iso.datetime(),
  asin: z.string(),
  domain: domainSchema,
  keywords: z.array(reverseLookupKeywordSchema),
  /** What could not be measured and why, e.g. demand while the suggestion source failed. */
  notes: z.array(z.string()),
  quota: researchQuotaSchema,
});
export type ReverseLookupResponse = z.infer<typeof reverseLookupResponseSchema>;

// --- Recent searches ------------------------------------------------------------------------------

export const recentSearchSchema = z.object({
  id: z.string(),
  tool: researchToolIdSchema,
  /** The request as sent, e.g. { seed, domain, department }. */
  query: z.record(z.string(), z.string()),
  at: z.iso.datetime(),
});
export const recentSearchesResponseSchema = z.object({ searches: z.array(recentSearchSchema) });
export type RecentSearch = z.infer<typeof recentSearchSchema>;
