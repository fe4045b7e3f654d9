import {
  checkGuidelines,
  guidelinesCheckInputSchema,
  guidelinesCheckResultSchema,
} from "@inkforge/domain/tools/guidelines-check/guidelines-check";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";

/** A free checker that runs as the user types on the page: generous, but not unlimited. */
const guidelinesCheckRateLimit = { max: 120, timeWindow: "1 minute" } as const;

export const guidelinesCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /api/tools/guidelines-check: KDP metadata guideline findings for one listing.
  app.post(
    "/api/tools/guidelines-check",
    {
      config: { rateLimit: guidelinesCheckRateLimit },
      schema: {
        operationId: "checkKdpGuidelines",
        summary: "Check a listing against KDP's metadata guidelines",
        description:
          "Title, subtitle, series, author, description and up to 7 keywords are checked against KDP's metadata guidelines (length limits, sales-rank claims, promotions, Amazon program names, HTML outside the allowed tags, contact details, placeholders). Each finding names the field, the rule, its severity, the offending text with its start and end, and the source. Each invalid field answers 400 naming it. " +
          `Limited to ${guidelinesCheckRateLimit.max} requests per minute per client.`,
        tags: ["tools"],
        body: guidelinesCheckInputSchema,
        response: { 200: guidelinesCheckResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => checkGuidelines(request.body),
  );
};
