import {
  categoryFinderQuerySchema,
  categoryFinderResultSchema,
} from "@inkforge/domain/research/category-finder";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { findKindleCategories } from "../../services/research/find-categories";
import { researchFailureToAppError } from "../../services/research/research-failure";

/** A free tool, but each search may cost a paid source a request: tighter than the calculators. */
const categoriesRateLimit = { max: 30, timeWindow: "1 minute" } as const;

export const categoryFinderRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/v1/research/categories: the Kindle category finder (free, no sign-in).
  app.get(
    "/api/v1/research/categories",
    {
      config: { rateLimit: categoriesRateLimit },
      schema: {
        operationId: "findKindleCategories",
        summary: "Find Kindle and Books categories by words or by a book's ASIN",
        description:
          "Categories whose path matches every word (a word matches the start of a path word), or the categories a book (ASIN) is listed in, on one Amazon store (default amazon.com). Each has its full path, whether KDP lets an author choose it directly (up to 3 categories per format, chosen in the KDP dashboard since 31 May 2023), and, when the product source has them, the overall ranks of its #1 and #10 with the copies a day needed to stand there (low–typical–high of the published curves, like the BSR calculator). For words on amazon.com the list adds categories from our curated list that the source did not give (`origin: curated`, own `ikf:` ids, no ranks). `source` and `asOf` say where the data comes from. Free, no sign-in. 502 RESEARCH_SOURCE_FAILED when the source fails. Each invalid field answers 400 naming it. " +
          `Limited to ${categoriesRateLimit.max} requests per minute per client.`,
        tags: ["research"],
        querystring: categoryFinderQuerySchema,
        response: { 200: categoryFinderResultSchema, ...errorResponses(400, 429, 502) },
      },
    },
    async (request) => {
      try {
        return await findKindleCategories(app.research.products, request.query);
      } catch (error) {
        throw researchFailureToAppError(error);
      }
    },
  );
};
