import { parseFailuresSchema } from "@inkforge/domain/admin/parse-failures";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { consoleContext } from "../../services/admin/console-context";
import { extensionParseFailures } from "../../services/admin/parse-failures";
import { requireConsoleCaller } from "./gate";
import { consoleReadRateLimit } from "./limits";

/** The browser extension's parse failures per day and store (issue 32, decision 0132). */
export const parseFailureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/admin/extension-parse-failures",
    {
      // Admins only: it tells which parser to mend, work support does not do.
      config: { rateLimit: consoleReadRateLimit, consoleAccess: "write" },
      schema: {
        operationId: "listExtensionParseFailures",
        summary: "Pages the browser extension could not read, per day, store and parser version",
        description:
          "Counts only, for the last 14 days, with an alert for each store and page kind whose reports today or yesterday are at least 5 and three times the median of the 7 days before.",
        tags: ["admin"],
        response: { 200: parseFailuresSchema, ...errorResponses(404, 429) },
      },
    },
    async (request) =>
      extensionParseFailures(consoleContext(app, request, requireConsoleCaller(request))),
  );
};
