import {
  newsletterSubscribeRequestSchema,
  newsletterSubscribeResponseSchema,
} from "@inkforge/domain/contracts/newsletter";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { subscribeToNewsletter } from "../../services/newsletter/subscribe-to-newsletter";

/** Enough for a person retrying a typo, too few to fill the list with scripted addresses. */
export const subscribeRateLimit = { max: 10, timeWindow: "1 minute" } as const;

export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /api/newsletter/subscribe: add an address to the newsletter (idempotent per address).
  app.post(
    "/api/newsletter/subscribe",
    {
      config: { rateLimit: subscribeRateLimit },
      schema: {
        operationId: "subscribeToNewsletter",
        summary: "Subscribe an email address to the newsletter",
        description:
          "Answers the same for a new and an already subscribed address. Limited to " +
          `${subscribeRateLimit.max} requests per minute per client.`,
        tags: ["newsletter"],
        body: newsletterSubscribeRequestSchema,
        response: {
          200: newsletterSubscribeResponseSchema,
          ...errorResponses(400, 413, 415, 429),
        },
      },
    },
    async (request) => {
      const { email, source } = request.body;
      return subscribeToNewsletter(app.db, { email, source, now: app.now() });
    },
  );
};
