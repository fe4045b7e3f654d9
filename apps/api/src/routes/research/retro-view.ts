import {
  retroViewInputSchema,
  retroViewResultSchema,
} from "@inkforge/domain/research/deep-view-contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import { runRetroView } from "../../services/research/retro-view";

const retroViewRateLimit = { max: 30, timeWindow: "1 minute" } as const;

export const retroViewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/v1/research/retro-view",
    {
      onRequest: app.authenticate,
      config: { rateLimit: retroViewRateLimit },
      schema: {
        operationId: "runRetroView",
        summary: "An ASIN's rank, price and review history with estimated sales and events",
        description:
          "The product's history over the last 30, 90 or 365 days before the data's `asOf`: best-seller rank, price and review count as dated points (null where the source had no data), the estimated copies per day for each day's last rank as a low–typical–high range, and the detected events: a rank at least 50% better within 3 days (a likely promotion when no reviews arrived meanwhile) and each price change with before and after. " +
          `Needs sign-in (401) and a plan with Retro View (403 naming the plan; 429 when today's lookups are used). 404 when the source does not know the ASIN, 502 RESEARCH_SOURCE_FAILED when it fails. Each invalid field answers 400 naming it. Limited to ${retroViewRateLimit.max} requests per minute per user.`,
        tags: ["research"],
        body: retroViewInputSchema,
        response: {
          200: retroViewResultSchema,
          ...errorResponses(400, 401, 403, 404, 415, 429, 502),
        },
      },
    },
    async (request) =>
      runRetroView(
        { db: app.db, products: app.research.products, now: app.now() },
        { userId: requireUser(request).id, query: request.body },
      ),
  );
};
