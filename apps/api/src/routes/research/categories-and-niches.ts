import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { categoryFinderRoutes } from "./categories";
import { hotNicheRoutes } from "./hot-niches";

/** The Kindle category finder (free) and Hot KDP Niches (members) of issue 12. */
export const categoryAndNicheRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(categoryFinderRoutes);
  await app.register(hotNicheRoutes);
};
