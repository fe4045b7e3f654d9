import {
  backendKeywordsInputSchema,
  packBackendKeywords,
} from "@inkforge/domain/research/backend-keywords";
import { backendKeywordsResultSchema } from "@inkforge/domain/research/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";

/** A free tool: generous, but a loop from one address cannot flood the API. */
const backendKeywordsRateLimit = { max: 120, timeWindow: "1 minute" } as const;

export const backendKeywordsRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /api/tools/backend-keywords: the 7 backend keyword boxes packed from the seed phrases.
  app.post(
    "/api/tools/backend-keywords",
    {
      config: { rateLimit: backendKeywordsRateLimit },
      schema: {
        operationId: "packBackendKeywords",
        summary: "Pack seed phrases into KDP's 7 backend keyword boxes",
        description:
          "Seven boxes of at most 50 characters each. Words already in the title, subtitle or author names, stop words and plural or spelling duplicates are left out with a reason; terms KDP rejects or discourages (program names, sales-rank claims, promotions, quotation marks, HTML, other authors, trademarks) are flagged and never placed. Phrases needing the fewest new words are completed first; the coverage says which seed phrases are fully findable. Each invalid field answers 400 naming it. " +
          `Limited to ${backendKeywordsRateLimit.max} requests per minute per client.`,
        tags: ["tools"],
        body: backendKeywordsInputSchema,
        response: { 200: backendKeywordsResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => packBackendKeywords(request.body),
  );
};
