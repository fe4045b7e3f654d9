import {
  featureAccessListSchema,
  featureAccessSchema,
  featureCheckAllResponseSchema,
  featureLimitsResponseSchema,
} from "@inkforge/domain/contracts/shop";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import {
  activeEntries,
  checkAccess,
  checkAll,
  checkByName,
  checkByProduct,
  checkLifetime,
  type FeatureCheckContext,
  limitsFor,
} from "../../services/shop/owned";
import { idParamsSchema } from "./context";

/** Feature checks of the signed-in user (spec 7.4 check-all, 7.12 `/api/fc*`, limits). */
export const featureCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (): FeatureCheckContext => ({
    db: app.db,
    now: app.now(),
    excludedFeatureId: app.config.featureAccessExcludedId,
  });
  const common = { preHandler: app.authenticate };
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/api/fc",
    {
      ...common,
      schema: {
        operationId: "checkAllFeatures",
        summary:
          "List the caller's owned features (check-all: `simple`, entries with feature_shop)",
        description:
          "The same active entries as `features.simple` in GET /api/account: lifetime grants " +
          "and subscriptions whose `until` has not passed.",
        tags: ["features"],
        response: { 200: featureCheckAllResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ simple: await activeEntries(ctx(), requireUser(request).id) }),
  );

  app.get(
    "/api/fc/all",
    {
      ...common,
      schema: {
        operationId: "checkEveryFeature",
        summary: "Every feature id with the caller's access flag and ownership",
        description:
          "`access` is the spec's check (feature_id or subscription_shops match; the configured " +
          "excluded id never); `owned` also counts plans and products that include the feature.",
        tags: ["features"],
        response: { 200: featureAccessListSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const context = ctx();
      return checkAll(context, await activeEntries(context, requireUser(request).id));
    },
  );

  app.get(
    "/api/fc/byname/:id",
    {
      ...common,
      schema: {
        operationId: "checkFeatureByName",
        summary: "Access to a feature named by its constant (hotNiches) or id (hot-niches)",
        tags: ["features"],
        params: idParamsSchema,
        response: { 200: featureAccessSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const context = ctx();
      const entries = await activeEntries(context, requireUser(request).id);
      return checkByName(context, entries, request.params.id);
    },
  );

  app.get(
    "/api/fc/byproduct/:id",
    {
      ...common,
      schema: {
        operationId: "checkFeatureByProduct",
        summary: "Whether the caller holds everything a product (pro-lifetime…) gives",
        tags: ["features"],
        params: idParamsSchema,
        response: { 200: featureAccessSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const context = ctx();
      const entries = await activeEntries(context, requireUser(request).id);
      return checkByProduct(context, entries, request.params.id);
    },
  );

  app.get(
    "/api/fc/lifetime/:id",
    {
      ...common,
      schema: {
        operationId: "checkLifetimeFeature",
        summary: "Whether the caller holds a feature or product for good (not by subscription)",
        tags: ["features"],
        params: idParamsSchema,
        response: { 200: featureAccessSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const context = ctx();
      const entries = await activeEntries(context, requireUser(request).id);
      return checkLifetime(context, entries, request.params.id);
    },
  );

  app.get(
    "/api/fc/:id",
    {
      ...common,
      schema: {
        operationId: "checkFeature",
        summary: "The spec's feature-access check for one feature id",
        description:
          "`access` is true when an active entry has feature_id._id = id or lists id in " +
          "feature_shop.subscription_shops; always false for FEATURE_ACCESS_EXCLUDED_ID.",
        tags: ["features"],
        params: idParamsSchema,
        response: { 200: featureAccessSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const context = ctx();
      const entries = await activeEntries(context, requireUser(request).id);
      return checkAccess(context, entries, request.params.id);
    },
  );

  app.get(
    "/api/features/limits",
    {
      ...common,
      schema: {
        operationId: "getFeatureLimits",
        summary: "The caller's tier and each capability's availability and limit",
        tags: ["features"],
        response: { 200: featureLimitsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const context = ctx();
      const entries = await activeEntries(context, requireUser(request).id);
      return limitsFor(context, entries, { subscriptionsOnly: false });
    },
  );

  app.get(
    "/api/features/limits-subscription",
    {
      ...common,
      schema: {
        operationId: "getSubscriptionFeatureLimits",
        summary: "Limits from the caller's subscriptions alone (what lapses if they end)",
        tags: ["features"],
        response: { 200: featureLimitsResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const context = ctx();
      const entries = await activeEntries(context, requireUser(request).id);
      return limitsFor(context, entries, { subscriptionsOnly: true });
    },
  );
};
