import {
  markPayoutsPaidRequestSchema,
  markPayoutsPaidSchema,
  payoutExportSchema,
  payoutPreviewSchema,
} from "@inkforge/domain/admin/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { consoleContext } from "../../services/admin/console-context";
import { exportPayoutFile, markPayoutFilePaid, previewPayouts } from "../../services/admin/payouts";
import { requireConsoleCaller } from "./gate";
import { consoleReadRateLimit, consoleWriteRateLimit } from "./limits";

/** Affiliate payouts: the CLI's export and mark-paid as console actions (issue 29, decision 0057). */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: Parameters<typeof requireConsoleCaller>[0]) => ({
    ...consoleContext(app, request, requireConsoleCaller(request)),
    programme: app.config.affiliate.programme,
  });

  app.get(
    "/api/admin/payouts",
    {
      config: { rateLimit: consoleReadRateLimit },
      schema: {
        operationId: "previewPayouts",
        summary: "What a payout export would pay now",
        description:
          "Approved commissions grouped per affiliate, at or above the threshold; those left out and why. Approves nothing.",
        tags: ["admin"],
        response: { 200: payoutPreviewSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => previewPayouts(ctx(request)),
  );

  app.post(
    "/api/admin/payouts/export",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "exportPayouts",
        summary: "Export the payout file to pay from",
        description:
          "As `npm run affiliate:payouts -- export`: commissions past their refund window are approved first. Audited.",
        tags: ["admin"],
        response: { 200: payoutExportSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) => exportPayoutFile(ctx(request)),
  );

  app.post(
    "/api/admin/payouts/mark-paid",
    {
      config: { rateLimit: consoleWriteRateLimit },
      schema: {
        operationId: "markPayoutsPaid",
        summary: "Mark an exported payout file paid, with a reason",
        description:
          "As `npm run affiliate:payouts -- mark-paid`: exactly the file's commissions, each only while approved and that affiliate's; the same file twice pays nothing twice. A malformed file is a 400 naming `csv`. Audited.",
        tags: ["admin"],
        body: markPayoutsPaidRequestSchema,
        response: { 200: markPayoutsPaidSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => markPayoutFilePaid(ctx(request), request.body),
  );
};
