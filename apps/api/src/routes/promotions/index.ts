import { activePromotionsSchema } from "@inkforge/domain/contracts/promotions";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { activePromotions } from "../../services/promotions/active-promotions";

export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/promotions/active: the banner and popup inputs for the caller at server time.
  app.get(
    "/api/promotions/active",
    {
      schema: {
        operationId: "getActivePromotions",
        summary: "Get the promotions active for the caller",
        description:
          "The live campaigns, the header banner, the caller's user info and popup set by ownership, and the server time that decided them (issue 13). Guests may call it without a token; a token that is sent must be valid (401 otherwise).",
        tags: ["promotions"],
        response: { 200: activePromotionsSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      // Optional sign-in: a guest gets the guest answer, a bad token is refused rather than
      // silently treated as a guest (the browser would then show a guest's popups to a member).
      if (request.headers.authorization !== undefined) await app.authenticate(request);
      reply.header("cache-control", "no-store");
      return activePromotions(app.db, { user: request.authUser, now: app.now() });
    },
  );
};
