import {
  descriptionDraftInputSchema,
  descriptionDraftResultSchema,
} from "@inkforge/domain/tools/description-creator/description-draft";
import {
  titleIdeasInputSchema,
  titleIdeasResultSchema,
} from "@inkforge/domain/tools/title-creator/title-ideas";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import { createTitleIdeas } from "../../services/generation/create-title-ideas";
import { draftDescription } from "../../services/generation/draft-description";
import { createLanguageModel } from "../../services/generation/language-model";
import { meteredPort } from "../../services/ops/metered-port";

/** Each request may cost a language-model call: kept low. */
const creatorRateLimit = { max: 20, timeWindow: "1 minute" } as const;

const generationStatusSchema = z.object({
  generator: z
    .enum(["llm", "templates"])
    .describe("llm when LLM_API_URL and LLM_API_KEY are set, else templates"),
});

/**
 * `generator=templates` asks for the template path even when a model is configured: a page that
 * made its ideas offline sends its copy here, so the use is the server's own run (issue 24),
 * without paying for a model call nobody reads.
 */
const creatorQuerySchema = z.object({
  generator: z
    .enum(["templates"])
    .optional()
    .describe("templates: answer from the templates even when a language model is configured"),
});

const QUOTA =
  "Needs sign-in; plans with a limited creator allow 10 runs a day (403 when the plan lacks it, 429 when today's are used). A run is counted when it answers, except when the language model failed and the templates answered instead (`notice` says so).";

export const listingCreatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const configured = createLanguageModel(app.config.generation);
  const model = configured
    ? meteredPort(configured, app.opsMeter, { integration: "language-model" })
    : undefined;

  // GET /api/tools/listing-generation: whether the creators write with a language model.
  app.get(
    "/api/tools/listing-generation",
    {
      schema: {
        operationId: "getListingGenerationStatus",
        summary: "Whether the title and description creators use a language model",
        description:
          "`templates` when no language model is configured (the pages then say how to set one); never names the model's address or key.",
        tags: ["tools"],
        response: { 200: generationStatusSchema },
      },
    },
    async () => ({ generator: model ? ("llm" as const) : ("templates" as const) }),
  );

  // POST /api/tools/title-ideas: title and subtitle ideas for a book brief.
  app.post(
    "/api/tools/title-ideas",
    {
      onRequest: app.authenticate,
      config: { rateLimit: creatorRateLimit },
      schema: {
        operationId: "createTitleIdeas",
        summary: "Title and subtitle ideas from a book's niche, audience, keywords and type",
        description:
          "Ideas come from the configured language model (an OpenAI-compatible chat-completions endpoint) or, without one, from the book type's template family (the same brief gives the same ideas). Every idea carries its combined length and the guidelines checker's findings for title and subtitle (200 characters together, sales-rank claims, promotions, program names, HTML, trim sizes…). " +
          `${QUOTA} Each invalid field answers 400 naming it. Limited to ${creatorRateLimit.max} requests per minute per user.`,
        tags: ["tools"],
        querystring: creatorQuerySchema,
        body: titleIdeasInputSchema,
        response: {
          200: titleIdeasResultSchema,
          ...errorResponses(400, 401, 403, 415, 429),
        },
      },
    },
    async (request) =>
      createTitleIdeas(app.db, {
        userId: requireUser(request).id,
        body: request.body,
        model: request.query.generator === "templates" ? undefined : model,
        now: app.now(),
        log: request.log,
      }),
  );

  // POST /api/tools/description-draft: a first description draft in KDP's HTML.
  app.post(
    "/api/tools/description-draft",
    {
      onRequest: app.authenticate,
      config: { rateLimit: creatorRateLimit },
      schema: {
        operationId: "draftDescription",
        summary: "A first book description in the HTML KDP accepts",
        description:
          "A hook, what is inside as a list, who it is for and a closing line, from the configured language model or the book type's templates. The HTML is sanitised to KDP's allowed tags (br, p, b, em, i, u, h4, h5, h6, ol, ul, li, no attributes), `length` counts it with its tags against 4,000, and `findings` are the guidelines checker's for the description. " +
          `${QUOTA} Each invalid field answers 400 naming it. Limited to ${creatorRateLimit.max} requests per minute per user.`,
        tags: ["tools"],
        querystring: creatorQuerySchema,
        body: descriptionDraftInputSchema,
        response: {
          200: descriptionDraftResultSchema,
          ...errorResponses(400, 401, 403, 415, 429),
        },
      },
    },
    async (request) =>
      draftDescription(app.db, {
        userId: requireUser(request).id,
        body: request.body,
        model: request.query.generator === "templates" ? undefined : model,
        now: app.now(),
        log: request.log,
      }),
  );
};
