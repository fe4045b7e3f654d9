import {
  dashboardQuerySchema,
  dashboardSchema,
  ratesSchema,
} from "@inkforge/domain/my-books/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import { readDashboard } from "../../services/my-books/dashboard";
import { readOwnRates, saveOwnRates } from "../../services/my-books/rates";

const readRateLimit = { max: 120, timeWindow: "1 minute" } as const;

export const myBooksDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/v1/my-books/dashboard: profit per book, series, month and marketplace.
  app.get(
    "/api/v1/my-books/dashboard",
    {
      onRequest: app.authenticate,
      config: { rateLimit: readRateLimit },
      schema: {
        operationId: "getMyBooksDashboard",
        summary: "The caller's books: units, KENP, royalties, ads and profit",
        description:
          "Per book and series, by month and marketplace, in one currency (default USD) with every exchange rate used, its date and source (the member's own, the ECB's, or the starter rates). KU earnings are estimated from KENP pages and the month's per-page rate. Only the caller's imports. Needs sign-in (401).",
        tags: ["my-books"],
        querystring: dashboardQuerySchema,
        response: { 200: dashboardSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return readDashboard(
        { db: app.db, now: () => app.now(), exchangeRates: app.config.exchangeRates },
        requireUser(request).id,
        request.query.currency,
      );
    },
  );

  // GET /api/v1/my-books/rates: the exchange and KENP rates the member entered.
  app.get(
    "/api/v1/my-books/rates",
    {
      onRequest: app.authenticate,
      config: { rateLimit: readRateLimit },
      schema: {
        operationId: "getMyBooksRates",
        summary: "The caller's own exchange and KENP rates",
        description:
          "Exchange rates as units per euro, KENP rates per page in the store's currency, each per month. Needs sign-in (401).",
        tags: ["my-books"],
        response: { 200: ratesSchema, ...errorResponses(401, 429) },
      },
    },
    async (request) => readOwnRates(app.db, requireUser(request).id),
  );

  // PUT /api/v1/my-books/rates: add or change rates (a month's rate replaces the one before).
  app.put(
    "/api/v1/my-books/rates",
    {
      onRequest: app.authenticate,
      config: { rateLimit: readRateLimit },
      schema: {
        operationId: "saveMyBooksRates",
        summary: "Enter exchange and KENP rates by hand",
        description:
          "Each rate given replaces the caller's rate for the same currency or store and month; others are kept. Each invalid field answers 400 naming it. Needs sign-in (401).",
        tags: ["my-books"],
        body: ratesSchema,
        response: { 200: ratesSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) =>
      saveOwnRates({ db: app.db, now: app.now() }, requireUser(request).id, request.body),
  );
};
