import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { boardRoutes } from "./boards";
import { pageRoutes } from "./pages";

/** The boards and pages API of spec §7.9 (API-BRD-01..10); signed in only, owner's rows only. */
export const boardAndPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  await app.register(boardRoutes);
  await app.register(pageRoutes);
};
