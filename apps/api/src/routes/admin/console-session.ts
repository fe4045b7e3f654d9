import {
  auditPageSchema,
  auditQuerySchema,
  consoleSessionInfoSchema,
} from "@inkforge/domain/admin/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { exportAuditCsv, searchAudit } from "../../services/admin/audit";
import { consoleContext } from "../../services/admin/console-context";
import { closeConsoleSession, describeConsoleSession } from "../../services/admin/console-sessions";
import { requireConsoleCaller } from "./gate";
import { consoleReadRateLimit, consoleWriteRateLimit } from "./limits";

/** The console session itself, and the audit log (decision 0103). */
export const consoleSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/session",
    {
      config: { rateLimit: consoleReadRateLimit },
      schema: {
        operationId: "getConsoleSession",
        summary: "The current console session",
        tags: ["admin"],
        response: { 200: consoleSessionInfoSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => describeConsoleSession(app, requireConsoleCaller(request)),
  );

  app.delete(
    "/api/admin/session",
    {
      config: { rateLimit: consoleWriteRateLimit, consoleAccess: "own" },
      schema: {
        operationId: "closeConsoleSession",
        summary: "Sign out of the console",
        description: "Ends this console session now; the member session is untouched.",
        tags: ["admin"],
        response: { 200: z.object({ closed: z.boolean() }), ...errorResponses(404, 429) },
      },
    },
    async (request) => {
      const caller = requireConsoleCaller(request);
      return closeConsoleSession(consoleContext(app, request, caller), caller);
    },
  );

  app.get(
    "/api/admin/audit",
    {
      config: { rateLimit: consoleReadRateLimit },
      schema: {
        operationId: "searchAuditLog",
        summary: "Search the audit log",
        description:
          "By actor (email or id), action, target and a date range [from, to); newest first.",
        tags: ["admin"],
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => searchAudit(app.db, request.query),
  );

  app.get(
    "/api/admin/audit.csv",
    {
      config: { rateLimit: { max: 10, timeWindow: "1 minute" } },
      schema: {
        operationId: "exportAuditLog",
        summary: "Export the audit log as CSV",
        description: "The same filters as the search; up to 50,000 rows, newest first.",
        tags: ["admin"],
        querystring: auditQuerySchema,
        response: { 200: z.string(), ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const csv = await exportAuditCsv(app.db, request.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="audit-log.csv"')
        .send(csv);
    },
  );
};
