import { coverTemplateResultSchema } from "@inkforge/domain/tools/cover-template/contract";
import {
  computeCoverTemplate,
  coverTemplateInputSchema,
} from "@inkforge/domain/tools/cover-template/cover-template";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

/** A free calculator: generous, but a loop from one address cannot flood the API. */
const coverTemplateRateLimit = { max: 120, timeWindow: "1 minute" };

export const coverTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/tools/cover-template: the KDP print cover size, spine and guides for a book.
  app.get(
    "/api/tools/cover-template",
    {
      config: { rateLimit: coverTemplateRateLimit },
      schema: {
        operationId: "getCoverTemplate",
        summary: "Compute a KDP print cover template",
        description:
          "Full cover size (bleed or hardcover wrap included), spine width, safe areas, barcode box and the spine-text rule for a paperback or hardcover, from KDP's published numbers. Pages outside the trim's limits for the binding and paper answer 400 naming `pages`.",
        tags: ["tools"],
        querystring: coverTemplateInputSchema,
        response: { 200: coverTemplateResultSchema },
      },
    },
    async (request, reply) => {
      // The same input always gives the same template.
      reply.header("cache-control", "public, max-age=3600");
      return computeCoverTemplate(request.query);
    },
  );
};
