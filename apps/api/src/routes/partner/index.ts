import { partnerAccessToolsSchema, partnerUsagesSchema } from "@inkforge/domain/contracts/partner";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import { getPartnerAccessTools, getPartnerUsages } from "../../services/partner/partner-access";

/** An outside maker checks once per session or page; this is far above that. */
const partnerRateLimit = { max: 120, timeWindow: "1 minute" } as const;

/**
 * The partner endpoints of spec §7.14 (API-MSC-13/14): an outside book maker configured instead of
 * ours sends the member's bearer token and reads what the member holds and has used.
 */
export const partnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/api/partner/access-tools",
    {
      onRequest: app.authenticate,
      config: { rateLimit: partnerRateLimit },
      schema: {
        operationId: "getPartnerAccessTools",
        summary: "The member's features and the tools they open (for an outside maker)",
        description:
          "For the member the bearer token names, never another: their plan, every feature id they hold now (plans, bundles, tools bought on their own, live subscriptions), and each catalogue tool those open with the feature matrix's availability. An outside maker checks e.g. `features` for puzzle-tools-v1 or `tools` for its tool id. " +
          `Limited to ${partnerRateLimit.max} requests per minute per user.`,
        tags: ["partner"],
        response: { 200: partnerAccessToolsSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) =>
      getPartnerAccessTools(app.db, { userId: requireUser(request).id, now: app.now() }),
  );

  app.get(
    "/api/partner/usages",
    {
      onRequest: app.authenticate,
      config: { rateLimit: partnerRateLimit },
      schema: {
        operationId: "getPartnerUsages",
        summary: "The member's tool usage counts (for an outside maker)",
        description:
          "Every use recorded for the member the bearer token names (spec 7.5's usage records), counted per tool id, most used first, with the total. " +
          `Limited to ${partnerRateLimit.max} requests per minute per user.`,
        tags: ["partner"],
        response: { 200: partnerUsagesSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => getPartnerUsages(app.db, { userId: requireUser(request).id }),
  );
};
