import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { myBooksDashboardRoutes } from "./dashboard";
import { myBooksImportRoutes } from "./imports";
import { myBooksPricePlanRoutes } from "./price-plan";

/** My books (issue 33): imports, dashboard, rates, price planner, rule changes. */
export const myBooksRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(myBooksImportRoutes);
  await app.register(myBooksDashboardRoutes);
  await app.register(myBooksPricePlanRoutes);
};
