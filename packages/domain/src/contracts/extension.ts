import { z } from "zod";
import { suggestionsRequestSchema } from "../research/api-contract";
import { amazonDomainSchema, keywordScoreSchema } from "../research/contract";
import { asinSchema } from "../research/trackers";

/*
 * The browser extension's API (issue 32, decision 0123). The site's sign-in page asks for a
 * one-time code with the member's site session; the extension exchanges the code, once, for its
 * own token, which opens only the /api/v1/extension routes and is listed (and revoked) under the
 * account's sessions.
 */

/** How long a sign-in code lives: the page hands it to the extension at once. */
export const EXTENSION_CODE_LIFETIME_SECONDS = 120;
/** An extension session ends after this even when used every day; signing in again is one click. */
export const EXTENSION_SESSION_DAYS = 90;
/** The most ASINs one search page asks ranks for (Amazon shows up to 48 results, plus ads). */
export const EXTENSION_MAX_ASINS = 60;

export const extensionSignInCodeSchema = z.object({
  code: z.string(),
  expiresAt: z.iso.datetime(),
});

export const extensionTokenRequestSchema = z.object({
  code: z
    .string({ error: "code must be the text the sign-in page gave" })
    .trim()
    .min(1, "code must be the text the sign-in page gave")
    .max(200, "code must be the text the sign-in page gave"),
});

export const extensionTokenSchema = z.object({
  token: z.string(),
  sessionId: z.uuid(),
  expiresAt: z.iso.datetime(),
});

/** What the member's plan opens in the extension (rows of the feature matrix). */
export const extensionAccessSchema = z.object({
  name: z.string(),
  quickView: z.boolean(),
  deepView: z.boolean(),
  reverseLookup: z.boolean(),
  asinTracker: z.boolean(),
  /** The search box's suggestions with their scores (the Search Suggestions row). */
  searchSuggestions: z.boolean(),
});

export const extensionProductsRequestSchema = z.object({
  domain: amazonDomainSchema,
  asins: z
    .array(asinSchema)
    .min(1, "must list at least one ASIN")
    .max(EXTENSION_MAX_ASINS, `must list at most ${EXTENSION_MAX_ASINS} ASINs`),
});

export const extensionProductsSchema = z.object({
  source: z.string(),
  asOf: z.iso.datetime(),
  products: z.array(
    z.object({
      asin: z.string(),
      salesRank: z.number().int().nullable(),
      independent: z.boolean().nullable(),
      pages: z.number().int().nullable(),
      reviewCount: z.number().int().nullable(),
      /** ISO date (YYYY-MM-DD). */
      publishedOn: z.string().nullable(),
    }),
  ),
});

export const extensionBookRequestSchema = z.object({
  domain: amazonDomainSchema,
  asin: asinSchema,
});

/** The phrase typed in Amazon's search box; the site's Search Suggestions run answers for it. */
export const extensionSuggestionsRequestSchema = suggestionsRequestSchema
  .pick({
    domain: true,
    department: true,
  })
  .extend({
    phrase: suggestionsRequestSchema.shape.seed,
  });

/** The suggestions the extension shows under the search box, best first, with their scores. */
export const extensionSuggestionsSchema = z.object({
  source: z.string(),
  asOf: z.iso.datetime(),
  suggestions: z.array(z.object({ suggestion: z.string(), score: keywordScoreSchema })),
  /** Searches left today; null when the plan has no daily limit. */
  remaining: z.number().int().nullable(),
});

/** A book's categories from the research source, with the overall ranks of their #1 and #10. */
export const extensionCategoriesSchema = z.object({
  source: z.string(),
  asOf: z.string(),
  categories: z.array(
    z.object({
      name: z.string(),
      path: z.array(z.string()),
      /** Overall Best Seller Rank of the category's #1 and #10; null where the source has none. */
      first: z.number().nullable(),
      tenth: z.number().nullable(),
    }),
  ),
});

export const extensionTrackedSchema = z.object({ added: z.boolean() });

export const extensionKeywordsSchema = z.object({ keywords: z.array(z.string()) });

/** The largest parse report the API reads: counts fill a few hundred bytes. */
export const EXTENSION_PARSE_REPORT_MAX_BYTES = 2048;

/**
 * A parser's counts when it found nothing on a page: numbers only, never page text. The API keeps
 * one count per day, store, page kind and parser version (decision 0132); the counts themselves
 * are checked and logged, not stored.
 */
export const extensionParseReportSchema = z
  .object({
    parser: z
      .string()
      .max(40, "parser must name a page parser")
      .regex(/^amazon\.[a-z.]+\/(search|product)$/, "parser must name a page parser"),
    /** The parsers' data version (the extension's `PARSERS_VERSION`), to tell an old build's failures. */
    version: z
      .string({ error: "version must be the parsers' version, like 2026.11.29" })
      .regex(/^\d{1,4}(\.\d{1,4}){0,3}$/, "version must be the parsers' version, like 2026.11.29"),
    marketplace: amazonDomainSchema,
    pageType: z.enum(["search", "product"]),
    counts: z
      .record(
        z.string().regex(/^[a-zA-Z]{1,40}$/, "count names are words"),
        z.number().int().min(0).max(100_000),
      )
      .refine((counts) => Object.keys(counts).length <= 20, "counts must have at most 20 entries"),
  })
  .refine((report) => report.parser === `${report.marketplace}/${report.pageType}`, {
    path: ["parser"],
    message: "parser must be the marketplace's parser for the page type",
  });

export type ExtensionParseReport = z.infer<typeof extensionParseReportSchema>;

export const extensionSessionsSchema = z.object({
  sessions: z.array(
    z.object({
      id: z.uuid(),
      userAgent: z.string().nullable(),
      createdAt: z.iso.datetime(),
      lastSeenAt: z.iso.datetime(),
      expiresAt: z.iso.datetime(),
    }),
  ),
});
export type ExtensionSessions = z.infer<typeof extensionSessionsSchema>;
