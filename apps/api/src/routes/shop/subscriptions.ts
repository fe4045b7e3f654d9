import {
  cancelSubscriptionQuerySchema,
  endSubscriptionsRequestSchema,
  subscriptionDetailSchema,
  subscriptionListSchema,
} from "@inkforge/domain/contracts/shop";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import {
  cancelSubscription,
  endAllSubscriptions,
  getSubscription,
  listPastDueSubscriptions,
  listSubscriptions,
} from "../../services/shop/subscriptions";
import { idParamsSchema, type ShopContextFactory } from "./context";

/** Subscriptions (spec 7.8 subs, 7.12; decision 0020). Another user's: 404. */
export const subscriptionRoutes: FastifyPluginAsyncZod<{ shop: ShopContextFactory }> = async (
  app,
  { shop },
) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/api/subs",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listSubscriptions",
        summary: "List the caller's subscriptions, newest first",
        description: "GET /api/account carries the same list as `subscription`.",
        tags: ["subscriptions"],
        response: { 200: subscriptionListSchema, ...errorResponses(401) },
      },
    },
    async (request) => listSubscriptions(shop(request), requireUser(request)),
  );

  app.get(
    "/api/shop/subscription/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getSubscription",
        summary: "Get one of the caller's subscriptions",
        tags: ["subscriptions"],
        params: idParamsSchema,
        response: { 200: subscriptionDetailSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getSubscription(shop(request), requireUser(request), request.params.id),
  );

  app.post(
    "/api/shop/cancel-subscription/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "cancelSubscription",
        summary: "Cancel a subscription at the end of its period (access lasts until then)",
        description:
          "Sets cancel_at_period_end; the features stay until current_period_end and lapse " +
          "then. product_id, when given, must be the subscription's product. Idempotent.",
        tags: ["subscriptions"],
        params: idParamsSchema,
        querystring: cancelSubscriptionQuerySchema,
        response: { 200: subscriptionDetailSchema, ...errorResponses(400, 401, 404, 502) },
      },
    },
    async (request) =>
      cancelSubscription(
        shop(request),
        requireUser(request),
        request.params.id,
        request.query.product_id,
      ),
  );

  app.get(
    "/api/subscription/past-due",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listPastDueSubscriptions",
        summary: "List the caller's subscriptions whose renewal failed (ask for a new card)",
        tags: ["subscriptions"],
        response: { 200: subscriptionListSchema, ...errorResponses(401) },
      },
    },
    async (request) => listPastDueSubscriptions(shop(request), requireUser(request)),
  );

  app.post(
    "/api/subs/endsubs",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "endSubscriptions",
        summary: "Cancel every live subscription of the caller at its period end",
        description: "The body ({dummy}) is not read. Answers the subscriptions it set to end.",
        tags: ["subscriptions"],
        body: endSubscriptionsRequestSchema.nullish(),
        response: { 200: subscriptionListSchema, ...errorResponses(401, 502) },
      },
    },
    async (request) => endAllSubscriptions(shop(request), requireUser(request)),
  );
};
