import { idParamsSchema, reasonRequestSchema } from "@inkforge/domain/admin/contract";
import {
  consoleOverviewSchema,
  retriedJobSchema,
  systemStatusSchema,
} from "@inkforge/domain/admin/ops-contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { consoleContext } from "../../services/admin/console-context";
import { retryFailedJob } from "../../services/admin/job-queue-status";
import { getOverview } from "../../services/admin/overview";
import { getSystemStatus } from "../../services/admin/system";
import { requireConsoleCaller } from "./gate";
import { consoleReadRateLimit, consoleWriteRateLimit } from "./limits";

/** The overview and the system screen, and retrying a failed job (decision 0136). */
export const opsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: Parameters<typeof requireConsoleCaller>[0]) =>
    consoleContext(app, request, requireConsoleCaller(request));
  const flush = () => app.opsMeter.flush(app.db);

  app.get(
    "/api/admin/overview",
    {
      config: { rateLimit: consoleReadRateLimit },
      schema: {
        operationId: "getConsoleOverview",
        summary:
          "Today's and this month's sales, refunds, members, offer conversion, failed payments, research and Keepa use, 5xx rate; plans and MRR; the last 30 days; the job queue",
        description:
          "Days and months are UTC, at the server's clock. Money is integer cents in `currency`; rates are basis points.",
        tags: ["admin"],
        response: { 200: consoleOverviewSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => getOverview({ ...ctx(request), flush }),
  );

  app.get(
    "/api/admin/system",
    {
      config: { rateLimit: consoleReadRateLimit },
      schema: {
        operationId: "getConsoleSystemStatus",
        summary:
          "Integrations (configured, host, last success and failure), the job queue's schedules and failures, page times per page, version and migrations",
        description:
          "Never answers a key or a password: only whether each is configured and its host.",
        tags: ["admin"],
        response: { 200: systemStatusSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => getSystemStatus({ ...ctx(request), config: app.config, flush }),
  );

  app.post(
    "/api/admin/jobs/:id/retry",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "retryFailedJob",
        summary: "Put a failed background job back in the queue",
        description:
          "Only a failed job (409 otherwise); one more try is allowed. Audited with the reason.",
        tags: ["admin"],
        params: idParamsSchema,
        body: reasonRequestSchema,
        response: { 200: retriedJobSchema, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => retryFailedJob(ctx(request), request.params.id, request.body.reason),
  );
};
