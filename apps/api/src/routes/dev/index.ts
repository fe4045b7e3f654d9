import { outboxMessageSchema } from "@inkforge/domain/contracts/account";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listOutboxMessages } from "../../db/queries/outbox";

export const outboxListLimit = 50;

/**
 * Development helpers. Registered only in demo mode (see app.ts): in production these URLs do
 * not exist and answer 404 like any unknown route.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/dev/outbox: the mail the demo kept instead of sending (reset links…), newest first.
  app.get(
    "/api/dev/outbox",
    {
      schema: {
        operationId: "listDevOutbox",
        summary: "List the demo outbox (demo mode only)",
        description: `The ${outboxListLimit} newest emails kept instead of sent. 404 outside demo mode.`,
        tags: ["dev"],
        response: { 200: z.array(outboxMessageSchema) },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      const rows = await listOutboxMessages(app.db, { limit: outboxListLimit });
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
};
