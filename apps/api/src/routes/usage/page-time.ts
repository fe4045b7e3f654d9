import { pageTimeRequestSchema } from "@inkforge/domain/contracts/gamification";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { createGuardedJsonParser } from "../../plugins/app/input-guards";
import { recordPageTime } from "../../services/gamification/record-page-time";

/** One beacon per page left; generous for someone clicking through quickly. */
const pageTimeRateLimit = { max: 120, timeWindow: "1 minute" } as const;

/**
 * The page-time log (spec §7.5 "POST to an admin backend"). `navigator.sendBeacon` can send only
 * CORS-safe bodies without a preflight, so this scope also reads a `text/plain` body as JSON
 * (through the same guarded parser as every JSON body).
 */
export const pageTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const parseJson = createGuardedJsonParser(app);
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser("text/plain", { parseAs: "string" }, parseJson);

  app.post(
    "/api/admin/page-time",
    {
      config: { rateLimit: pageTimeRateLimit },
      schema: {
        operationId: "recordPageTime",
        summary: "Log how long a page was open",
        description:
          "Sent by the browser with navigator.sendBeacon at route change and unload, as JSON in " +
          "a text/plain or application/json body, without a token: `user_id` is kept only when " +
          "such an account exists and is never used for points or access. `total_time` is " +
          "seconds × 1e9. A repeated `unique_id` is stored once. " +
          `Limited to ${pageTimeRateLimit.max} requests per minute per client.`,
        tags: ["usage"],
        body: pageTimeRequestSchema,
        response: {
          202: z.object({ stored: z.boolean().describe("false for a repeated unique_id") }),
          ...errorResponses(400, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const result = await recordPageTime(app.db, { body: request.body, now: app.now() });
      // A beacon is a no-cors request from the site's origin: under the API's `same-origin`
      // resource policy the browser reported every answer as blocked in the page's console. The
      // answer says nothing about anyone ({ stored }), so any origin may receive it.
      return reply.code(202).header("cross-origin-resource-policy", "cross-origin").send(result);
    },
  );
};
