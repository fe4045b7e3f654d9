import {
  EXTENSION_PARSE_REPORT_MAX_BYTES,
  extensionAccessSchema,
  extensionBookRequestSchema,
  extensionCategoriesSchema,
  extensionKeywordsSchema,
  extensionParseReportSchema,
  extensionProductsRequestSchema,
  extensionProductsSchema,
  extensionSessionsSchema,
  extensionSignInCodeSchema,
  extensionSuggestionsRequestSchema,
  extensionSuggestionsSchema,
  extensionTokenRequestSchema,
  extensionTokenSchema,
  extensionTrackedSchema,
} from "@inkforge/domain/contracts/extension";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import { errorResponses } from "../../lib/error-responses";
import { readBearerToken, requireUser } from "../../plugins/app/auth";
import {
  extensionAccess,
  extensionBookCategories,
  extensionProductRanks,
  extensionSuggestions,
} from "../../services/extension/extension-research";
import {
  createExtensionSignInCode,
  exchangeExtensionSignInCode,
  listExtensionSessions,
  revokeOwnExtensionSession,
  userOfExtensionToken,
} from "../../services/extension/extension-sessions";
import { recordExtensionParseFailure } from "../../services/extension/parse-failures";
import { runReverseLookup } from "../../services/research/reverse-lookup";
import { createSampleSources } from "../../services/research/sample/sample-sources";
import { addTrackerEntries } from "../../services/trackers/add-tracker-entries";
import { recordServedToolRun } from "../../services/usage/record-served-tool-run";

declare module "fastify" {
  interface FastifyRequest {
    /** The extension session an `ixt_` token names, on the extension's own routes. */
    extensionSessionId: string | null;
  }
}

/** A code exchange is a guess at a 256-bit secret at worst; this keeps guessing pointless. */
const exchangeRateLimit = { max: 10, timeWindow: "1 minute" } as const;
const extensionRateLimit = { max: 120, timeWindow: "1 minute" } as const;
const EXTENSION_TOKEN_TEXT =
  "Needs the extension's own token (from the code exchange); a member's site token, a revoked or an expired extension token answers 401.";

/*
 * The browser extension's routes (issue 32, decision 0123). The site's session makes a sign-in
 * code and lists or revokes the extension's sessions; everything else takes the extension token,
 * which opens nothing outside these routes.
 */
export const extensionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.decorateRequest("extensionSessionId", null);
  // As the research routes: the sample market stands in when no keyword-data source is set.
  const sampleKeywords = createSampleSources(() => app.now()).keywords;

  async function authenticateExtension(request: FastifyRequest) {
    const token = readBearerToken(request.headers.authorization);
    if (token === undefined) {
      throw new AppError("UNAUTHENTICATED", "Sign in from the extension first");
    }
    const found = await userOfExtensionToken(app.db, { token, now: app.now() });
    if (!found) {
      throw new AppError("UNAUTHENTICATED", "The extension's session has ended; sign in again");
    }
    request.authUser = found.user;
    request.extensionSessionId = found.sessionId;
  }

  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post(
    "/api/v1/extension/sign-in-codes",
    {
      onRequest: app.authenticate,
      config: { rateLimit: exchangeRateLimit },
      schema: {
        operationId: "createExtensionSignInCode",
        summary: "A one-time code that signs the browser extension in as the caller",
        description:
          "For the site's extension sign-in page, with the member's site session: a code the page hands to the extension, exchanged once at POST /api/v1/extension/tokens within its lifetime (`expiresAt`, two minutes).",
        tags: ["extension"],
        response: { 201: extensionSignInCodeSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createExtensionSignInCode(app.db, { userId: requireUser(request).id, now: app.now() });
    },
  );

  app.post(
    "/api/v1/extension/tokens",
    {
      config: { rateLimit: exchangeRateLimit },
      schema: {
        operationId: "exchangeExtensionSignInCode",
        summary: "Exchange a sign-in code for the extension's token",
        description:
          "Once per code: a used, expired or unknown code answers 401. The token opens the /api/v1/extension routes only and is listed under the member's extension sessions, where the member revokes it; a password change ends it too.",
        tags: ["extension"],
        body: extensionTokenRequestSchema,
        response: { 201: extensionTokenSchema, ...errorResponses(400, 401, 415, 429) },
      },
    },
    async (request, reply) => {
      const answer = await exchangeExtensionSignInCode(app.db, {
        code: request.body.code,
        now: app.now(),
        userAgent: request.headers["user-agent"] ?? null,
      });
      reply.code(201);
      return answer;
    },
  );

  app.get(
    "/api/v1/extension/access",
    {
      onRequest: authenticateExtension,
      config: { rateLimit: extensionRateLimit },
      schema: {
        operationId: "getExtensionAccess",
        summary: "What the member's plan opens in the extension",
        description: `Quick View ranks, Deep View, reverse lookup and the ASIN tracker, from the feature matrix. ${EXTENSION_TOKEN_TEXT}`,
        tags: ["extension"],
        response: { 200: extensionAccessSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => extensionAccess(app.db, { user: requireUser(request), now: app.now() }),
  );

  app.post(
    "/api/v1/extension/products",
    {
      onRequest: authenticateExtension,
      config: { rateLimit: extensionRateLimit },
      schema: {
        operationId: "getExtensionProductRanks",
        summary: "Best-seller ranks of a search page's books",
        description: `The research source's rank, publisher kind and page count for each ASIN it knows (unknown ASINs are left out). One Quick View use per call (the plan's searches per day: 403 without Quick View, 429 when today's are used). ${EXTENSION_TOKEN_TEXT}`,
        tags: ["extension"],
        body: extensionProductsRequestSchema,
        response: { 200: extensionProductsSchema, ...errorResponses(400, 401, 403, 415, 429, 502) },
      },
    },
    async (request) =>
      extensionProductRanks(
        { db: app.db, now: app.now(), products: app.research.products },
        { userId: requireUser(request).id, domain: request.body.domain, asins: request.body.asins },
      ),
  );

  app.post(
    "/api/v1/extension/suggestions",
    {
      onRequest: authenticateExtension,
      // As the site's suggestions run: each run asks the source dozens of times.
      config: { rateLimit: { max: 20, timeWindow: "1 minute" } },
      schema: {
        operationId: "getExtensionSuggestions",
        summary:
          "Search suggestions for the phrase typed in Amazon's search box, with their scores",
        description: `The site's Search Suggestions run for the phrase (POST /api/v1/research/suggestions): the ten best suggestions with demand, competition and combined scores. One search of the plan's daily Search Suggestions allowance per call (403 without it, 429 when today's are used); a failed run costs nothing. ${EXTENSION_TOKEN_TEXT}`,
        tags: ["extension"],
        body: extensionSuggestionsRequestSchema,
        response: {
          200: extensionSuggestionsSchema,
          ...errorResponses(400, 401, 403, 415, 429, 502),
        },
      },
    },
    async (request) =>
      extensionSuggestions(
        {
          db: app.db,
          now: app.now(),
          suggestions: app.research.suggestions,
          products: app.research.products,
        },
        { userId: requireUser(request).id, ...request.body },
      ),
  );

  app.post(
    "/api/v1/extension/categories",
    {
      onRequest: authenticateExtension,
      config: { rateLimit: extensionRateLimit },
      schema: {
        operationId: "getExtensionBookCategories",
        summary: "The book's categories with the ranks of their #1 and #10",
        description: `The category finder's answer for the ASIN (GET /api/v1/research/categories?asin=): each category's name and path and the overall Best Seller Rank of its #1 and #10 where the research source has them. Free like the category finder; a use of it is recorded. 502 RESEARCH_SOURCE_FAILED when the source fails. ${EXTENSION_TOKEN_TEXT}`,
        tags: ["extension"],
        body: extensionBookRequestSchema,
        response: { 200: extensionCategoriesSchema, ...errorResponses(400, 401, 415, 429, 502) },
      },
    },
    async (request) => {
      const answer = await extensionBookCategories(app.research.products, request.body);
      // As the category finder's page: a failure to record never costs the member the answer.
      await recordServedToolRun(app.db, {
        userId: requireUser(request).id,
        toolId: "category-finder",
        now: app.now(),
      }).catch((error: unknown) =>
        request.log.error({ err: error }, "recording a category search failed"),
      );
      return answer;
    },
  );

  app.post(
    "/api/v1/extension/trackers/asin",
    {
      onRequest: authenticateExtension,
      config: { rateLimit: extensionRateLimit },
      schema: {
        operationId: "trackAsinFromExtension",
        summary: "Track this ASIN",
        description: `Adds the book to the member's ASIN tracker within the plan's limit, as the tracker page does (403 names the limit). \`added\` is false when it was already tracked. ${EXTENSION_TOKEN_TEXT}`,
        tags: ["extension"],
        body: extensionBookRequestSchema,
        response: { 200: extensionTrackedSchema, ...errorResponses(400, 401, 403, 415, 429) },
      },
    },
    async (request) => {
      const result = await addTrackerEntries(app, {
        userId: requireUser(request).id,
        kind: "asin",
        entries: [{ asin: request.body.asin, domain: request.body.domain }],
      });
      return { added: result.added.length > 0 };
    },
  );

  app.post(
    "/api/v1/extension/reverse-lookup",
    {
      onRequest: authenticateExtension,
      config: { rateLimit: extensionRateLimit },
      schema: {
        operationId: "reverseLookupFromExtension",
        summary: "The keywords a book is found for",
        description: `The Reverse Product Lookup of the research pages, with its daily quota; the keywords only, best position first. ${EXTENSION_TOKEN_TEXT}`,
        tags: ["extension"],
        body: extensionBookRequestSchema,
        response: { 200: extensionKeywordsSchema, ...errorResponses(400, 401, 403, 415, 429, 502) },
      },
    },
    async (request) => {
      const result = await runReverseLookup(
        {
          db: app.db,
          now: app.now(),
          keywords: app.research.keywords ?? sampleKeywords,
          suggestions: app.research.suggestions,
        },
        { userId: requireUser(request).id, request: request.body },
      );
      return { keywords: result.keywords.map((keyword) => keyword.keyword) };
    },
  );

  app.delete(
    "/api/v1/extension/session",
    {
      onRequest: authenticateExtension,
      schema: {
        operationId: "signOutExtension",
        summary: "Sign the extension out (revokes its token)",
        tags: ["extension"],
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await revokeOwnExtensionSession(app.db, {
        userId: requireUser(request).id,
        id: request.extensionSessionId ?? "",
        now: app.now(),
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/v1/extension/parse-reports",
    {
      config: { rateLimit: { max: 30, timeWindow: "1 minute" } },
      bodyLimit: EXTENSION_PARSE_REPORT_MAX_BYTES,
      schema: {
        operationId: "reportExtensionParse",
        summary: "An Amazon page the extension could not read, in counts only",
        description:
          "Which parser found nothing and what it counted; no page text, title or ASIN is accepted. Adds one to the day's count for the store, page kind and parser version, which the operator console charts with an alert when a store's failures jump, so a markup change is noticed within a day. Nothing about the member or the page's address is kept.",
        tags: ["extension"],
        body: extensionParseReportSchema,
        response: { 204: z.null(), ...errorResponses(400, 413, 415, 429) },
      },
    },
    async (request, reply) => {
      await recordExtensionParseFailure(app.db, request.body, app.now());
      request.log.warn({ extensionParse: request.body }, "extension parser found nothing");
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/v1/account/extension-sessions",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listExtensionSessions",
        summary: "The member's signed-in browser extensions",
        tags: ["extension"],
        response: { 200: extensionSessionsSchema, ...errorResponses(401) },
      },
    },
    async (request) =>
      listExtensionSessions(app.db, { userId: requireUser(request).id, now: app.now() }),
  );

  app.delete(
    "/api/v1/account/extension-sessions/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "revokeExtensionSession",
        summary: "Sign one browser extension out",
        description: "Its token answers 401 from now on. Another member's session answers 404.",
        tags: ["extension"],
        params: z.object({ id: z.uuid("must be a session id") }),
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await revokeOwnExtensionSession(app.db, {
        userId: requireUser(request).id,
        id: request.params.id,
        now: app.now(),
      });
      return reply.code(204).send(null);
    },
  );
};
