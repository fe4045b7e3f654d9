import { checkPrices, priceCheckInputSchema } from "@inkforge/domain/tools/price-check/price-check";
import { priceCheckResultSchema } from "@inkforge/domain/tools/royalty/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";

/** A free calculator: generous, but a loop from one address cannot flood the API. */
const priceCheckRateLimit = { max: 120, timeWindow: "1 minute" } as const;

export const priceCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /api/tools/price-check: minimum prices and bands per marketplace, and a planned price checked.
  app.post(
    "/api/tools/price-check",
    {
      config: { rateLimit: priceCheckRateLimit },
      schema: {
        operationId: "checkKdpPrices",
        summary: "Check a KDP list price",
        description:
          "Print book: printing cost, minimum list price, the 50%/60% threshold and the maximum per marketplace. eBook: the allowed range for the file size and the 70% band per marketplace. A `plannedPrice` in `marketplace` is flagged when below the minimum, above the maximum or outside a band, with the fix. Each invalid field answers 400 naming it. " +
          `Limited to ${priceCheckRateLimit.max} requests per minute per client.`,
        tags: ["tools"],
        body: priceCheckInputSchema,
        response: { 200: priceCheckResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => checkPrices(request.body),
  );
};
