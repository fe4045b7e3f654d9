import {
  aPlusTemplateFormSchema,
  planAPlusTemplates,
} from "@inkforge/domain/tools/a-plus-template/a-plus-template";
import { kdpSourceSchema } from "@inkforge/domain/tools/royalty/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

/** A free calculator: generous, but a loop from one address cannot flood the API. */
const aPlusTemplateRateLimit = { max: 120, timeWindow: "1 minute" };

const aPlusTemplatePlanSchema = z.object({
  pageWidthPx: z
    .number()
    .int()
    .describe("970 for a standard page, 1464 when a premium module is in it"),
  modules: z.array(
    z.object({
      position: z.number().int(),
      id: z.string(),
      name: z.string(),
      tier: z.string(),
      contentWidthPx: z.number().int(),
    }),
  ),
  files: z
    .array(
      z.object({
        fileName: z.string(),
        position: z.number().int(),
        moduleId: z.string(),
        moduleName: z.string(),
        slotLabel: z.string(),
        slotNumber: z.number().int(),
        slotCount: z.number().int(),
        widthPx: z.number().int(),
        heightPx: z.number().int(),
      }),
    )
    .describe("One PNG template per image slot, in page order"),
  sources: z.array(kdpSourceSchema),
});

export const aPlusTemplateRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/tools/a-plus-template?modules=a,b: the image templates an A+ page of these modules needs.
  app.get(
    "/api/tools/a-plus-template",
    {
      config: { rateLimit: aPlusTemplateRateLimit },
      schema: {
        operationId: "getAPlusTemplatePlan",
        summary: "Plan the image templates of an A+ content page",
        description:
          "For A+ module ids in page order (comma-separated), every image slot with its pixel size and file name, the page width and the sources of the sizes. Unknown ids, none or more than 20 answer 400 naming `modules`. The page builds the PNG files and the ZIP in the browser from the same plan.",
        tags: ["tools"],
        querystring: aPlusTemplateFormSchema,
        response: { 200: aPlusTemplatePlanSchema },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=3600");
      const plan = planAPlusTemplates(request.query);
      return {
        pageWidthPx: plan.preview.widthPx,
        modules: plan.modules.map(({ position, module }) => ({
          position,
          id: module.id,
          name: module.name,
          tier: module.tier,
          contentWidthPx: module.contentWidthPx,
        })),
        files: plan.files,
        sources: plan.sources,
      };
    },
  );
};
