import { royaltyResponseSchema } from "@inkforge/domain/tools/royalty/contract";
import {
  compareRoyaltyAcrossMarketplaces,
  computeRoyalty,
  royaltyInputSchema,
} from "@inkforge/domain/tools/royalty/royalty";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";

/** A free calculator: generous, but a loop from one address cannot flood the API. */
const royaltyRateLimit = { max: 120, timeWindow: "1 minute" } as const;

export const royaltyRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /api/tools/royalty: KDP royalty per sale, and the same book in every marketplace.
  app.post(
    "/api/tools/royalty",
    {
      config: { rateLimit: royaltyRateLimit },
      schema: {
        operationId: "computeRoyalty",
        summary: "Compute the KDP royalty per sale",
        description:
          "eBook 35% or 70% (delivery cost per MB, 70% band, KDP Select in BR/JP/MX/IN, VAT where the store shows it); paperback and hardcover 50% below and 60% at or above the marketplace's threshold minus the printing cost; Expanded Distribution 40%. Money is rounded to the cent. Each invalid field answers 400 naming it. " +
          `Limited to ${royaltyRateLimit.max} requests per minute per client.`,
        tags: ["tools"],
        body: royaltyInputSchema,
        response: { 200: royaltyResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ({
      ...computeRoyalty(request.body),
      marketplaces: compareRoyaltyAcrossMarketplaces(request.body),
    }),
  );
};
