import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { requireDatabaseUp } from "../../services/ops/check-database";

const healthResponseSchema = z.object({
  status: z.literal("ok"),
  database: z.literal("up"),
});

/** A hung database must fail the check within this, not hang it. */
const pingTimeoutMs = 3_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /health: liveness and database reachability, for load balancers and start scripts.
  app.get(
    "/health",
    {
      schema: {
        operationId: "getHealth",
        summary: "Check that the API and its database are up",
        tags: ["system"],
        response: { 200: healthResponseSchema, ...errorResponses(503) },
      },
    },
    async () => {
      await requireDatabaseUp(app.db, pingTimeoutMs);
      return { status: "ok", database: "up" } as const;
    },
  );
};
