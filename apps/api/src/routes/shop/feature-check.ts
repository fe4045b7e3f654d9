import type { OwnedFeature } from "@inkforge/domain/contracts/account";
import {
  type FeatureAccess,
  featureAccessListSchema,
  featureAccessSchema,
  featureCheckAllResponseSchema,
  featureLimitsResponseSchema,
} from "@inkforge/domain/contracts/shop";
import type { FastifyRequest } from "fastify";
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

/** A `GET /api/fc/.../:id` check: its OpenAPI words, its error statuses, the service check. */
type IdCheckRoute = {
  url: string;
  doc: { operationId: string; summary: string; description?: string };
  errorStatuses: (401 | 404)[];
  check: (context: FeatureCheckContext, entries: OwnedFeature[], id: string) => FeatureAccess;
};

const idCheckRoutes: IdCheckRoute[] = [
  {
    url: "/api/fc/byname/:id",
    doc: {
      operationId: "checkFeatureByName",
      summary: "Access to a feature named by its constant (hotNiches) or id (hot-niches)",
    },
    errorStatuses: [401, 404],
    check: checkByName,
  },
  {
    url: "/api/fc/byproduct/:id",
    doc: {
      operationId: "checkFeatureByProduct",
      summary: "Whether the caller holds everything a product (pro-lifetime…) gives",
    },
    errorStatuses: [401, 404],
    check: checkByProduct,
  },
  {
    url: "/api/fc/lifetime/:id",
    doc: {
      operationId: "checkLifetimeFeature",
      summary: "Whether the caller holds a feature or product for good (not by subscription)",
    },
    errorStatuses: [401, 404],
    check: checkLifetime,
  },
  {
    url: "/api/fc/:id",
    doc: {
      operationId: "checkFeature",
      summary: "The spec's feature-access check for one feature id",
      description:
        "`access` is true when an active entry has feature_id._id = id or lists id in " +
        "feature_shop.subscription_shops; always false for FEATURE_ACCESS_EXCLUDED_ID.",
    },
    errorStatuses: [401],
    check: checkAccess,
  },
];

const limitsRoutes = [
  {
    url: "/api/features/limits",
    operationId: "getFeatureLimits",
    summary: "The caller's tier and each capability's availability and limit",
    subscriptionsOnly: false,
  },
  {
    url: "/api/features/limits-subscription",
    operationId: "getSubscriptionFeatureLimits",
    summary: "Limits from the caller's subscriptions alone (what lapses if they end)",
    subscriptionsOnly: true,
  },
];

/** Feature checks of the signed-in user (spec 7.4 check-all, 7.12 `/api/fc*`, limits). */
export const featureCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Every check answers from the caller's active entries: lifetime grants, live subscriptions. */
  const callerEntries = async (request: FastifyRequest) => {
    const context: FeatureCheckContext = {
      db: app.db,
      now: app.now(),
      excludedFeatureId: app.config.featureAccessExcludedId,
    };
    return { context, entries: await activeEntries(context, requireUser(request).id) };
  };
  const common = { onRequest: app.authenticate };
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
    async (request) => ({ simple: (await callerEntries(request)).entries }),
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
      const { context, entries } = await callerEntries(request);
      return checkAll(context, entries);
    },
  );

  for (const { url, doc, errorStatuses, check } of idCheckRoutes) {
    app.get(
      url,
      {
        ...common,
        schema: {
          ...doc,
          tags: ["features"],
          params: idParamsSchema,
          response: { 200: featureAccessSchema, ...errorResponses(...errorStatuses) },
        },
      },
      async (request) => {
        const { context, entries } = await callerEntries(request);
        return check(context, entries, request.params.id);
      },
    );
  }

  for (const { url, operationId, summary, subscriptionsOnly } of limitsRoutes) {
    app.get(
      url,
      {
        ...common,
        schema: {
          operationId,
          summary,
          tags: ["features"],
          response: { 200: featureLimitsResponseSchema, ...errorResponses(401) },
        },
      },
      async (request) => {
        const { context, entries } = await callerEntries(request);
        return limitsFor(context, entries, { subscriptionsOnly });
      },
    );
  }
};
