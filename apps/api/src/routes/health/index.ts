import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { pingDatabase } from "../../db/queries/health";
import { AppError } from "../../errors";
import { errorResponses } from "../../lib/error-responses";

const healthResponseSchema = z.object({
  status: z.literal("ok"),
  database: z.literal("up"),
});

/** A hung database must fail the check, not hang it: load balancers wait on this answer. */
const pingTimeoutMs = 3_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

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
      try {
        await withTimeout(pingDatabase(app.db), pingTimeoutMs);
      } catch (error) {
        // The error handler logs it with this cause attached.
        throw new AppError("SERVICE_UNAVAILABLE", "The database is unreachable", { cause: error });
      }
      return { status: "ok", database: "up" } as const;
    },
  );
};
