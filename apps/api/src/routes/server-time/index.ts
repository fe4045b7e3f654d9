import { serverTimeResponseSchema } from "@inkforge/domain/contracts/server-time";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const serverTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/server-time: the clock every date decision uses (banners, countdowns, streaks).
  app.get(
    "/api/server-time",
    {
      schema: {
        operationId: "getServerTime",
        summary: "Get the server's current time",
        tags: ["system"],
        response: { 200: serverTimeResponseSchema },
      },
    },
    async (_request, reply) => {
      // A cached time would make countdowns and campaign switches wrong.
      reply.header("cache-control", "no-store");
      return { serverTime: app.now().toISOString() };
    },
  );
};
