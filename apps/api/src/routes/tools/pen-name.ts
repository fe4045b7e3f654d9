import { penNameResultSchema } from "@inkforge/domain/tools/pen-name/contract";
import { generatePenNames, penNameInputSchema } from "@inkforge/domain/tools/pen-name/generate";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";

/** A free generator: generous, but a loop from one address cannot flood the API. */
const penNameRateLimit = { max: 120, timeWindow: "1 minute" } as const;

export const penNameRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/tools/pen-name: pen names from the shipped name lists (deterministic per seed).
  app.get(
    "/api/tools/pen-name",
    {
      config: { rateLimit: penNameRateLimit },
      schema: {
        operationId: "generatePenNames",
        summary: "Generate pen names",
        description:
          "Names from the first- and last-name lists of 13 countries, by gender, with an optional initials style and genre rule. The same options and seed give the same names. A famous author's name is never answered. " +
          `Limited to ${penNameRateLimit.max} requests per minute per client.`,
        tags: ["tools"],
        querystring: penNameInputSchema,
        response: { 200: penNameResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      return generatePenNames(request.query);
    },
  );
};
