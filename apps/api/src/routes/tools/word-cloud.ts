import { wordFrequenciesResultSchema } from "@inkforge/domain/tools/word-cloud/contract";
import { wordFrequencyInputSchema } from "@inkforge/domain/tools/word-cloud/frequencies";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";

const wordCloudRateLimit = { max: 60, timeWindow: "1 minute" } as const;

export const wordCloudRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /api/tools/word-frequencies: the word counts a word cloud is drawn from.
  app.post(
    "/api/tools/word-frequencies",
    {
      config: { rateLimit: wordCloudRateLimit },
      schema: {
        operationId: "countWordFrequencies",
        summary: "Count word frequencies for a word cloud",
        description:
          "Counts the words of a text (or the phrases of a keyword list), leaving out English stop words unless asked not to; most frequent first. Counted in a worker with a time limit: 422 TOOL_TIME_LIMIT_EXCEEDED past it, 503 TOOL_WORKERS_BUSY when every worker is taken. " +
          `Limited to ${wordCloudRateLimit.max} requests per minute per client.`,
        tags: ["tools"],
        body: wordFrequencyInputSchema,
        response: {
          200: wordFrequenciesResultSchema,
          ...errorResponses(400, 413, 415, 422, 429, 503),
        },
      },
    },
    async (request) =>
      app.toolPool.run("word-frequencies", request.body, { activity: "Counting these words" }),
  );
};
