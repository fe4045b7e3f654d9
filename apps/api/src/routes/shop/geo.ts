import { geoResponseSchema } from "@inkforge/domain/contracts/shop";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import type { CountryLookup } from "../../services/geo/country-lookup";
import { resolveCountry } from "../../services/geo/resolve-country";

/** The contract's answer plus the address the API sees (decision 0025: the affiliate report). */
const geoAnswerSchema = geoResponseSchema.extend({
  ip: z
    .string()
    .nullable()
    .describe("The visitor's address as the API sees it (honours TRUST_PROXY); null if unknown"),
});

/** `GET /api/geo` (decision 0021). */
export const geoRoutes: FastifyPluginAsyncZod<{ lookup: CountryLookup | undefined }> = async (
  app,
  { lookup },
) => {
  app.get(
    "/api/geo",
    {
      config: { rateLimit: { max: 120, timeWindow: "1 minute" } },
      schema: {
        operationId: "getGeo",
        summary: "The visitor's country and whether the payment button shows",
        description:
          "From a trusted proxy's cf-ipcountry / x-country-code header (only with TRUST_PROXY), " +
          "then the configured lookup service, then DEFAULT_COUNTRY. paymentButton follows the " +
          "spec's country list (US, CA, GB/UK, DE, AU, IT, BD, EG/EGY). ip is the address the API " +
          "sees, for the affiliate sale report (GET /api/idev).",
        tags: ["payments"],
        response: { 200: geoAnswerSchema, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      const answer = await resolveCountry({
        headers: request.headers,
        trustProxy: app.config.trustProxy !== false,
        ip: request.ip,
        lookup,
        defaultCountry: app.config.geo.defaultCountry,
      });
      return { ...answer, ip: request.ip || null };
    },
  );
};
