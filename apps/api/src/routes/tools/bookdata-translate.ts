import {
  bookDataTranslateInputSchema,
  bookDataTranslateResultSchema,
  translationStatusSchema,
} from "@inkforge/domain/tools/bookdata-translate/bookdata-translate";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import { meteredPort } from "../../services/ops/metered-port";
import { createTranslator } from "../../services/translation/create-translator";
import { translateBookData } from "../../services/translation/translate-book-data";

/** Each request costs the configured service up to 20 calls: kept low. */
const translateRateLimit = { max: 20, timeWindow: "1 minute" } as const;

export const bookDataTranslateRoutes: FastifyPluginAsyncZod = async (app) => {
  const configured = createTranslator(app.config.translation, () => app.now());
  const translator = configured
    ? meteredPort(configured, app.opsMeter, { integration: "translation" })
    : undefined;

  // GET /api/tools/bookdata-translate: whether a translation service is configured.
  app.get(
    "/api/tools/bookdata-translate",
    {
      schema: {
        operationId: "getTranslationStatus",
        summary: "Whether the book data translator has a translation service",
        description:
          "`configured` is false when no translation service is set up (the README lists the settings); the site then neither sells nor lists the translator, and its page says it is not available yet. Never names a key or a URL.",
        tags: ["tools"],
        response: { 200: translationStatusSchema },
      },
    },
    async () => ({ configured: translator !== undefined, provider: translator?.provider ?? null }),
  );

  // POST /api/tools/bookdata-translate: a listing translated into the chosen store languages.
  app.post(
    "/api/tools/bookdata-translate",
    {
      onRequest: app.authenticate,
      config: { rateLimit: translateRateLimit },
      schema: {
        operationId: "translateBookData",
        summary: "Translate a listing's title, subtitle, description and keywords",
        description:
          "Each target language is translated by the configured service (a LibreTranslate-compatible server or DeepL); the description keeps its HTML tags. Every translated field is checked again against KDP's limits (title and subtitle 200 together, description 4,000 with tags, 50 per keyword box), and a description whose tags changed is flagged. 503 when no service is configured, 502 when the service fails, times out or answers something unreadable (nothing is counted). Needs sign-in and a plan with the translator (403 otherwise; 429 when today's translations are used). Each invalid field answers 400 naming it. " +
          `Limited to ${translateRateLimit.max} requests per minute per user.`,
        tags: ["tools"],
        body: bookDataTranslateInputSchema,
        response: {
          200: bookDataTranslateResultSchema,
          ...errorResponses(400, 401, 403, 415, 429, 502, 503),
        },
      },
    },
    async (request) =>
      translateBookData(app.db, {
        userId: requireUser(request).id,
        body: request.body,
        translator,
        now: app.now(),
        log: request.log,
      }),
  );
};
