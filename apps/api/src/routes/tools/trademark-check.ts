import {
  trademarkCheckInputSchema,
  trademarkCheckResponseSchema,
} from "@inkforge/domain/tools/trademark-check/trademark-check";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import { checkTrademarksForUser } from "../../services/trademarks/check-trademarks";
import { createTrademarkSearch } from "../../services/trademarks/trademark-search";

/** The page checks the list in the browser; each request may cost the office search 10 calls. */
const trademarkCheckRateLimit = { max: 60, timeWindow: "1 minute" } as const;

export const trademarkCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.config.trademarkSearch;
  const search = settings ? createTrademarkSearch(settings) : undefined;

  // GET /api/tools/trademark-check: whether a trademark office search is configured.
  app.get(
    "/api/tools/trademark-check",
    {
      schema: {
        operationId: "getTrademarkSearchStatus",
        summary: "Whether the trademark checker also searches a trademark office",
        description:
          "`searchConfigured` is false when TRADEMARK_SEARCH_URL is not set: only the shipped list is checked. Never names the address or the key.",
        tags: ["tools"],
        response: { 200: z.object({ searchConfigured: z.boolean() }) },
      },
    },
    async () => ({ searchConfigured: search !== undefined }),
  );

  // POST /api/tools/trademark-check: marks found in one listing's title, subtitle, series and keywords.
  app.post(
    "/api/tools/trademark-check",
    {
      onRequest: app.authenticate,
      config: { rateLimit: trademarkCheckRateLimit },
      schema: {
        operationId: "checkTrademarks",
        summary: "Check a listing's words against frequently enforced trademarks",
        description:
          "Title, subtitle, series and up to 7 keywords are matched, whole word and ignoring case, accents, possessives and plurals, against a shipped list of frequently enforced marks (brands, characters, franchises, leagues). Each finding names the field, the words and their UTF-16 start and end, the mark, its owner, Nice classes, where to verify it, and a severity (warning for marks that are also everyday words). When a trademark office search is configured it is asked too; if it fails or times out the list's findings still come back and `search.status` is `failed`. A first filter, not legal advice. Needs sign-in; plans with a limited trademark checker allow 10 checks a day (429 when today's are used). Each invalid field answers 400 naming it. " +
          `Limited to ${trademarkCheckRateLimit.max} requests per minute per user.`,
        tags: ["tools"],
        body: trademarkCheckInputSchema,
        response: { 200: trademarkCheckResponseSchema, ...errorResponses(400, 401, 403, 415, 429) },
      },
    },
    async (request) =>
      checkTrademarksForUser(app.db, {
        userId: requireUser(request).id,
        body: request.body,
        now: app.now(),
        search,
        log: request.log,
      }),
  );
};
