import {
  priceEditsSchema,
  pricePlanSchema,
  ruleChangeListSchema,
} from "@inkforge/domain/my-books/contract";
import { planToCsv } from "@inkforge/domain/my-books/price-planner";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import { readPricePlan, savePriceEdits } from "../../services/my-books/price-plan";
import { listRuleChanges } from "../../services/my-books/rule-changes";

const rateLimit = { max: 120, timeWindow: "1 minute" } as const;

export const myBooksPricePlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, now: () => app.now() };

  // GET /api/v1/my-books/price-plan: each book in every marketplace at its list price.
  app.get(
    "/api/v1/my-books/price-plan",
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        operationId: "getMyBooksPricePlan",
        summary: "The royalty of each of the caller's books in every marketplace",
        description:
          "For each book project and every marketplace that sells its format: the royalty at its list price (the royalty calculator's rules, today's KDP figures), whether the price is in the 60%/70% band, the 50% band, below KDP's minimum or above its maximum, and a suggested price that keeps the better band with the store's usual ending (KDP Select assumed for eBooks). Needs sign-in (401).",
        tags: ["my-books"],
        response: { 200: pricePlanSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { rows: await readPricePlan(ctx, requireUser(request).id) };
    },
  );

  // PUT /api/v1/my-books/price-plan: bulk edit of list prices.
  app.put(
    "/api/v1/my-books/price-plan",
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        operationId: "saveMyBooksPrices",
        summary: "Change list prices of the caller's books in bulk",
        description:
          "Each price is written into its book project's list prices for that marketplace, all in one transaction: a project that is not the caller's answers 404 and nothing is written. Answers the new plan. Each invalid field answers 400 naming it. Needs sign-in (401).",
        tags: ["my-books"],
        body: priceEditsSchema,
        response: { 200: pricePlanSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => ({ rows: await savePriceEdits(ctx, requireUser(request).id, request.body) }),
  );

  // GET /api/v1/my-books/price-plan.csv: the plan to apply in KDP.
  app.get(
    "/api/v1/my-books/price-plan.csv",
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        operationId: "exportMyBooksPricePlan",
        summary: "The price plan as CSV",
        description:
          "text/csv, one line per book and marketplace: list price, royalty, band, suggested price and its royalty. Needs sign-in (401).",
        tags: ["my-books"],
        response: { 200: z.string(), ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      const rows = await readPricePlan(ctx, requireUser(request).id);
      return reply
        .header("cache-control", "private, no-store")
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="price-plan.csv"')
        .send(planToCsv(rows));
    },
  );

  // GET /api/v1/my-books/rule-changes: KDP figure changes and the caller's books they touched.
  app.get(
    "/api/v1/my-books/rule-changes",
    {
      onRequest: app.authenticate,
      config: { rateLimit },
      schema: {
        operationId: "listMyBooksRuleChanges",
        summary: "KDP figure changes and the caller's books each one touched",
        description:
          "Every dated KDP printing cost change with its source and date, newest first, and for each the caller's books whose royalty changed, with before, after and a suggested price. Needs sign-in (401).",
        tags: ["my-books"],
        response: { 200: ruleChangeListSchema, ...errorResponses(401, 429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return listRuleChanges(app.db, requireUser(request).id);
    },
  );
};
