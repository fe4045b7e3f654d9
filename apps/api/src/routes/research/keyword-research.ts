import {
  RESEARCH_TOOLS,
  recentSearchesResponseSchema,
  researchQuotaSchema,
  researchToolQuerySchema,
  reverseLookupRequestSchema,
  reverseLookupResponseSchema,
  suggestionsRequestSchema,
  suggestionsResponseSchema,
} from "@inkforge/domain/research/api-contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import { listRecentSearches } from "../../services/research/recent-searches";
import { researchQuotaStatus } from "../../services/research/research-quota";
import { runReverseLookup } from "../../services/research/reverse-lookup";
import { createSampleSources } from "../../services/research/sample/sample-sources";
import { runSearchSuggestions } from "../../services/research/search-suggestions";

/** A run asks the source dozens of times: a person never needs more than a few a minute. */
const runRateLimit = { max: 20, timeWindow: "1 minute" } as const;
const readRateLimit = { max: 120, timeWindow: "1 minute" } as const;

const QUOTA_TEXT =
  "Needs sign-in (401). The feature matrix's daily allowance applies (`keyword-research`: searches per day, `retro-view`: lookups per day): 403 naming the plan when the plan lacks the tool, 429 with Retry-After until midnight UTC when today's are used. A failed run costs nothing.";

/** Search Suggestions, Reverse Product Lookup, quotas and recent searches (issue 10, decision 0063). */
export const keywordResearchRoutes: FastifyPluginAsyncZod = async (app) => {
  // Without a keyword-data source the sample market answers, labelled `source: "sample"`.
  const sampleKeywords = createSampleSources(() => app.now()).keywords;

  app.post(
    "/api/v1/research/suggestions",
    {
      onRequest: app.authenticate,
      config: { rateLimit: runRateLimit },
      schema: {
        operationId: "researchSearchSuggestions",
        summary: "Expand a seed keyword through search suggestions, with demand and competition",
        description:
          "The seed alone, seed + a–z, a–z + seed and question words are each asked of the suggestion source (cached in PostgreSQL for a day); the completions are scored by where and how early they surface (the demand signal), the top 10 are measured against a product search (competition), and both combine into one score with its parts. `tree` groups the completions under the prefix that produced them. `source` and `asOf` say where the data comes from and when it was observed (`sample` is the offline sample market). " +
          `${QUOTA_TEXT} 502 RESEARCH_SOURCE_FAILED when the suggestion source fails; a failing product source only leaves competition out, with a note. Each invalid field answers 400 naming it. Limited to ${runRateLimit.max} runs per minute per user.`,
        tags: ["research"],
        body: suggestionsRequestSchema,
        response: {
          200: suggestionsResponseSchema,
          ...errorResponses(400, 401, 403, 415, 429, 502),
        },
      },
    },
    async (request) =>
      runSearchSuggestions(
        {
          db: app.db,
          now: app.now(),
          suggestions: app.research.suggestions,
          products: app.research.products,
        },
        { userId: requireUser(request).id, request: request.body },
      ),
  );

  app.post(
    "/api/v1/research/reverse-lookup",
    {
      onRequest: app.authenticate,
      config: { rateLimit: runRateLimit },
      schema: {
        operationId: "researchReverseLookup",
        summary: "The keywords an ASIN is found for, with its position and the demand signal",
        description:
          "Up to 100 keywords the ASIN ranks for on the marketplace, best position first, from DataForSEO's ranked keywords when configured, otherwise from the caller's own keyword trackers' latest snapshots (`source: \"snapshots\"`) and the sample market; the 25 best-placed carry the demand signal of their autocomplete. Volumes appear only where the source measures them. " +
          `${QUOTA_TEXT} 502 RESEARCH_SOURCE_FAILED when the keyword source fails. Each invalid field answers 400 naming it. Limited to ${runRateLimit.max} runs per minute per user.`,
        tags: ["research"],
        body: reverseLookupRequestSchema,
        response: {
          200: reverseLookupResponseSchema,
          ...errorResponses(400, 401, 403, 415, 429, 502),
        },
      },
    },
    async (request) =>
      runReverseLookup(
        {
          db: app.db,
          now: app.now(),
          keywords: app.research.keywords ?? sampleKeywords,
          suggestions: app.research.suggestions,
        },
        { userId: requireUser(request).id, request: request.body },
      ),
  );

  app.get(
    "/api/v1/research/quota",
    {
      onRequest: app.authenticate,
      config: { rateLimit: readRateLimit },
      schema: {
        operationId: "researchQuota",
        summary: "Today's research allowance, uses and what is left",
        description: `For one tool (${Object.keys(RESEARCH_TOOLS).join(", ")}): the daily limit on the user's plan (null = unlimited, 0 = not on the plan), today's uses, what is left and when the count starts again (midnight UTC). Needs sign-in.`,
        tags: ["research"],
        querystring: researchToolQuerySchema,
        response: { 200: researchQuotaSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) =>
      researchQuotaStatus(app.db, {
        userId: requireUser(request).id,
        tool: request.query.tool,
        now: app.now(),
      }),
  );

  app.get(
    "/api/v1/research/recent",
    {
      onRequest: app.authenticate,
      config: { rateLimit: readRateLimit },
      schema: {
        operationId: "researchRecentSearches",
        summary: "The user's own recent runs of a research tool",
        description:
          "The latest distinct queries of the signed-in user for one tool, newest first (at most 10). Never another user's. Needs sign-in.",
        tags: ["research"],
        querystring: researchToolQuerySchema,
        response: { 200: recentSearchesResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => ({
      searches: await listRecentSearches(app.db, {
        userId: requireUser(request).id,
        tool: request.query.tool,
      }),
    }),
  );
};
