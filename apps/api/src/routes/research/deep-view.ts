import {
  DEEP_VIEW_LIMIT,
  deepViewInputSchema,
  deepViewResultSchema,
} from "@inkforge/domain/research/deep-view-contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import { runDeepView } from "../../services/research/deep-view";

/** One Deep View reads up to 100 products from the source: kept low. */
const deepViewRateLimit = { max: 20, timeWindow: "1 minute" } as const;

export const deepViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/v1/research/deep-view",
    {
      onRequest: app.authenticate,
      config: { rateLimit: deepViewRateLimit },
      schema: {
        operationId: "runDeepView",
        summary:
          "Up to 100 products of a search or a category with estimated sales and a niche summary",
        description:
          `Exactly one of \`keyword\` or \`categoryId\` (both or neither answers 400 naming the field). For a keyword: the first ${DEEP_VIEW_LIMIT} products the research source finds for it on the marketplace, in search order; for a category id (a source category from the category finder, not a curated \`ikf:\` one): its best sellers, best rank first. \`subject\` says which it was, \`category\` gives the category's name and path when the source knows them. Each product comes with its sales per day and month and its monthly royalty as low–typical–high ranges (the BSR and royalty calculators' functions; \`method\` says how), and the niche summary: spreads of rank, reviews and price, the independent share, young books in the top 10, sales needed for #1 and #10, the top 3's share and the niche score with its parts. \`source\` and \`asOf\` say where the data comes from and when it was observed. ` +
          `Needs sign-in (401) and a plan with Deep View (403 naming the plan). 502 RESEARCH_SOURCE_FAILED when the source fails. Each invalid field answers 400 naming it. Limited to ${deepViewRateLimit.max} requests per minute per user.`,
        tags: ["research"],
        body: deepViewInputSchema,
        response: {
          200: deepViewResultSchema,
          ...errorResponses(400, 401, 403, 415, 429, 502),
        },
      },
    },
    async (request) =>
      runDeepView(
        { db: app.db, products: app.research.products, now: app.now() },
        { userId: requireUser(request).id, query: request.body },
      ),
  );
};
