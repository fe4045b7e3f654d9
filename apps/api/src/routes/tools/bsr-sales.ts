import { bsrSalesInputSchema, estimateBsrSales } from "@inkforge/domain/tools/bsr-sales/bsr-sales";
import { bsrSalesResultSchema } from "@inkforge/domain/tools/bsr-sales/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";

/** A free calculator: generous, but a loop from one address cannot flood the API. */
const bsrSalesRateLimit = { max: 120, timeWindow: "1 minute" } as const;

export const bsrSalesRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/tools/bsr-sales: estimated daily and monthly sales for a Best Seller Rank.
  app.get(
    "/api/tools/bsr-sales",
    {
      config: { rateLimit: bsrSalesRateLimit },
      schema: {
        operationId: "estimateBsrSales",
        summary: "Estimate sales from a Best Seller Rank",
        description:
          "Daily and monthly copies as low, typical and high from the published rank-to-sales curves for the format (Kindle or print), scaled for stores outside amazon.com. With `listPrice` (and the book's details the royalty calculator needs) also the monthly royalty. Each invalid field answers 400 naming it. " +
          `Limited to ${bsrSalesRateLimit.max} requests per minute per client.`,
        tags: ["tools"],
        querystring: bsrSalesInputSchema,
        response: { 200: bsrSalesResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return estimateBsrSales(request.query);
    },
  );
};
