import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import PgBoss from "pg-boss";
import { z } from "zod";
import { queueDatabaseFor } from "../../services/jobs/queue-database";

const QUEUE = "dev.always-fails";

/**
 * POST /api/dev/failed-job: a job that failed for good, so the browser journey can retry one from
 * the console's system screen (decision 0136). Demo mode on this machine only, like the other dev
 * routes; its queue has no worker, so a retried job waits in the queue.
 */
export const devFailedJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/dev/failed-job",
    {
      schema: {
        operationId: "makeDevFailedJob",
        summary: "Make a failed background job (demo mode on this machine only)",
        description: "404 outside demo mode.",
        tags: ["dev"],
        response: { 200: z.object({ id: z.string() }) },
      },
    },
    async () => {
      const boss = new PgBoss({
        db: queueDatabaseFor(app.db) as PgBoss.Db,
        schema: "pgboss",
        supervise: false,
        schedule: false,
      });
      await boss.start();
      try {
        await boss.createQueue(QUEUE);
        const id = await boss.send(QUEUE, {}, { retryLimit: 0 });
        if (!id) throw new Error("pg-boss did not take the job");
        await boss.fetch(QUEUE);
        await boss.fail(QUEUE, id, { message: "Made to fail by the demo's dev route" });
        return { id };
      } finally {
        await boss.stop({ graceful: false, wait: true, close: false });
      }
    },
  );
};
