import { hotNichesResultSchema } from "@inkforge/domain/research/hot-niches";
import { featureIds } from "@inkforge/domain/shop/feature-ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import { readHotNichesEnsuringFirstRun } from "../../services/research/hot-niches";
import { researchFailureToAppError } from "../../services/research/research-failure";
import { activeEntries, checkAccess } from "../../services/shop/owned";

/** Reads stored runs; only a fresh install's first request waits for a computation. */
const hotNichesRateLimit = { max: 60, timeWindow: "1 minute" } as const;
/** How long a request waits for the very first run before answering `pending`. */
const FIRST_RUN_WAIT_MS = 20_000;

export const hotNicheRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/v1/research/hot-niches: the newest weekly run of Hot KDP Niches (members only).
  app.get(
    "/api/v1/research/hot-niches",
    {
      onRequest: app.authenticate,
      config: { rateLimit: hotNichesRateLimit },
      schema: {
        operationId: "getHotNiches",
        summary: "The newest Hot KDP Niches run: scored niches with their parts",
        description:
          "The niches of the newest weekly run, best first, each with its score out of 100 and the parts it is made of (demand from the top 10's median rank, openness from their median reviews, rising from their rank trend over 28 days), the copies a day at the median rank as a low–typical–high range, and a link to its Deep View. `run.computedAt` is when the job scored them, `run.source` and `run.asOf` where the data comes from. Before the first run ever, the request starts it and waits a little (`pending: true` if it is still running). " +
          "Needs sign-in (401) and the Hot KDP Niches feature, included in Supreme or sold on its own (403 naming where to get it). 502 RESEARCH_SOURCE_FAILED when the first run's source fails. " +
          `Limited to ${hotNichesRateLimit.max} requests per minute per user.`,
        tags: ["research"],
        response: { 200: hotNichesResultSchema, ...errorResponses(401, 403, 429, 502) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const context = {
        db: app.db,
        now: app.now(),
        excludedFeatureId: app.config.featureAccessExcludedId,
      };
      const entries = await activeEntries(context, user.id);
      if (!checkAccess(context, entries, featureIds.hotNiches).access) {
        throw new AppError(
          "FORBIDDEN",
          "Hot KDP Niches is for members: it is included in Supreme, or get it on its own at /hot-niches-sales",
        );
      }
      reply.header("cache-control", "private, no-store");
      try {
        return await readHotNichesEnsuringFirstRun(
          {
            db: app.db,
            research: app.research,
            now: app.now,
            onError: (error) => request.log.error({ err: error }, "hot niches first run failed"),
          },
          FIRST_RUN_WAIT_MS,
        );
      } catch (error) {
        throw researchFailureToAppError(error);
      }
    },
  );
};
