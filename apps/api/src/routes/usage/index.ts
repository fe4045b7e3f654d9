import { usageRecordRequestSchema, usageRecordSchema } from "@inkforge/domain/contracts/usage";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import { recordToolUse } from "../../services/usage/record-tool-use";

/** A page records one use per action; this is far above what a person produces. */
export const usageRateLimit = { max: 120, timeWindow: "1 minute" } as const;

export const usageRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST /api/usage: record one use of a tool (or the daily visit) by the signed-in user.
  app.post(
    "/api/usage",
    {
      preHandler: app.authenticate,
      config: { rateLimit: usageRateLimit },
      schema: {
        operationId: "recordToolUse",
        summary: "Record one use of a tool",
        description:
          "Stores one usage record for the signed-in user (spec 7.5). `tool_id` is a catalogue tool id or `visit`. A `user_id` other than the token's user answers 404. " +
          `Limited to ${usageRateLimit.max} requests per minute per user.`,
        tags: ["usage"],
        body: usageRecordRequestSchema,
        response: { 201: usageRecordSchema, ...errorResponses(400, 401, 404, 415, 429) },
      },
    },
    async (request, reply) => {
      const record = await recordToolUse(app.db, {
        authUserId: requireUser(request).id,
        userId: request.body.user_id,
        toolId: request.body.tool_id,
        now: app.now(),
      });
      return reply.code(201).send(record);
    },
  );
};
