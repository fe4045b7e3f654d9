import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deepViewRoutes } from "./deep-view";
import { retroViewRoutes } from "./retro-view";

/** Deep View and Retro View (issue 12): the product research screens on the research sources. */
export const researchViewRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(deepViewRoutes);
  await app.register(retroViewRoutes);
};
