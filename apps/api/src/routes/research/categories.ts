import {
  categoryFinderQuerySchema,
  categoryFinderResultSchema,
} from "@inkforge/domain/research/category-finder";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { findKindleCategories } from "../../services/research/find-categories";
import { researchFailureToAppError } from "../../services/research/research-failure";
import { recordServedToolRun } from "../../services/usage/record-served-tool-run";

/** A free tool, but each search may cost a paid source a request: tighter than the calculators. */
const categoriesRateLimit = { max: 30, timeWindow: "1 minute" } as const;

/** The catalogue tool a signed-in search is a use of (issue 24: the server records it). */
const CATEGORY_FINDER_TOOL_ID = "category-finder";

export const categoryFinderRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/v1/research/categories: the Kindle category finder (free, no sign-in).
  app.get(
    "/api/v1/research/categories",
    {
      // Free for guests; a signed-in search is the server's own record of a use.
      preHandler: app.identifyIfSignedIn,
      config: { rateLimit: categoriesRateLimit },
      schema: {
        operationId: "findKindleCategories",
        summary: "Find Kindle and Books categories by words or by a book's ASIN",
        description:
          "Categories whose path matches every word (a word matches the start of a path word), or the categories a book (ASIN) is listed in, on one Amazon store (default amazon.com). Each has its full path, whether KDP lets an author choose it directly (up to 3 categories per format, chosen in the KDP dashboard since 31 May 2023), and, when the product source has them, the overall ranks of its #1 and #10 with the copies a day needed to stand there (low–typical–high of the published curves, like the BSR calculator). For words on amazon.com the list adds categories from our curated list that the source did not give (`origin: curated`, own `ikf:` ids, no ranks). `source` and `asOf` say where the data comes from. Free, no sign-in; a signed-in search is recorded as a use of the tool (and earns its points). 502 RESEARCH_SOURCE_FAILED when the source fails. Each invalid field answers 400 naming it. " +
          `Limited to ${categoriesRateLimit.max} requests per minute per client.`,
        tags: ["research"],
        querystring: categoryFinderQuerySchema,
        response: { 200: categoryFinderResultSchema, ...errorResponses(400, 429, 502) },
      },
    },
    async (request) => {
      let result: Awaited<ReturnType<typeof findKindleCategories>>;
      try {
        result = await findKindleCategories(app.research.products, request.query);
      } catch (error) {
        throw researchFailureToAppError(error);
      }
      const user = request.authUser;
      if (user) {
        // A failure to record never costs the author the answer.
        await recordServedToolRun(app.db, {
          userId: user.id,
          toolId: CATEGORY_FINDER_TOOL_ID,
          now: app.now(),
        }).catch((error: unknown) =>
          request.log.error({ err: error }, "recording a category search failed"),
        );
      }
      return result;
    },
  );
};
