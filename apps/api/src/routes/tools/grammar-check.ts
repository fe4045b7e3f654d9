import {
  grammarCheckInputSchema,
  grammarCheckResultSchema,
} from "@inkforge/domain/tools/grammar-check/grammar-check";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import { checkGrammarForUser } from "../../services/spelling/check-grammar";

/** The page checks in the browser as the author types and sends the text here when it is copied. */
const grammarCheckRateLimit = { max: 60, timeWindow: "1 minute" } as const;

export const grammarCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /api/tools/grammar-check: spelling and prose findings for one text.
  app.post(
    "/api/tools/grammar-check",
    {
      onRequest: app.authenticate,
      config: { rateLimit: grammarCheckRateLimit },
      schema: {
        operationId: "checkGrammar",
        summary: "Check a text's spelling and grammar",
        description:
          "Grammar and spelling from Harper with an American English Hunspell dictionary (nspell) for spelling, plus our own checks for agreement with book nouns, its/it's, your/you're, there/their, to/too, passive voice, mixed quotation marks and sentence capitals. HTML tags and entities are skipped; each finding gives its exact span in the text as sent, the flagged text and replacements best first. Words in `ignore` are never flagged. Needs sign-in; plans with a limited grammar checker allow 10 checks a day (403 when the plan lacks it, 429 when today's are used); a check counts when it starts. The check runs in a worker with a time and a memory limit: 422 TOOL_TIME_LIMIT_EXCEEDED or TOOL_MEMORY_LIMIT_EXCEEDED when a text passes one, 503 TOOL_WORKERS_BUSY (with Retry-After) when every worker is taken. Each invalid field answers 400 naming it. " +
          `Limited to ${grammarCheckRateLimit.max} requests per minute per user.`,
        tags: ["tools"],
        body: grammarCheckInputSchema,
        response: {
          200: grammarCheckResultSchema,
          ...errorResponses(400, 401, 403, 415, 422, 429, 503),
        },
      },
    },
    async (request) =>
      checkGrammarForUser(app.db, {
        userId: requireUser(request).id,
        body: request.body,
        now: app.now(),
        pool: app.toolPool,
      }),
  );
};
