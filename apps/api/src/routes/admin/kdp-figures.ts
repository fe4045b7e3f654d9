import {
  figureChangeRequestSchema,
  figureChangesSchema,
  recordedFigureChangeSchema,
} from "@inkforge/domain/admin/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { consoleContext } from "../../services/admin/console-context";
import { listKdpFigureChanges, recordKdpFigureChange } from "../../services/admin/kdp-figures";
import { requireConsoleCaller } from "./gate";
import { consoleReadRateLimit, consoleWriteRateLimit } from "./limits";

/** Dated KDP figure changes: printing costs, 60% thresholds, delivery costs (decision 0127). */
export const kdpFigureRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: Parameters<typeof requireConsoleCaller>[0]) =>
    consoleContext(app, request, requireConsoleCaller(request));

  app.get(
    "/api/admin/kdp-figure-changes",
    {
      config: { rateLimit: consoleReadRateLimit },
      schema: {
        operationId: "listKdpFigureChanges",
        summary: "Every dated KDP figure change, newest first",
        tags: ["admin"],
        response: { 200: figureChangesSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => listKdpFigureChanges(ctx(request)),
  );

  app.post(
    "/api/admin/kdp-figure-changes",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "recordKdpFigureChange",
        summary: "Record a dated KDP figure change with its source",
        description:
          "A printing cost row, a store's print 60% threshold or its eBook delivery cost per MB, from a date, with the page that announced it. Audited. When its date comes, every member's affected book gets an alert and a notification (at once if the date has come).",
        tags: ["admin"],
        body: figureChangeRequestSchema,
        response: { 200: recordedFigureChangeSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => recordKdpFigureChange(ctx(request), request.body),
  );
};
