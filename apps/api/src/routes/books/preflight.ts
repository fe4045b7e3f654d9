import { preflightReportSchema } from "@inkforge/domain/books/book-build-contract";
import { preflightExpectationsSchema } from "@inkforge/domain/books/preflight/check-pdf-facts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";

/** Each upload is parsed in a worker: a few a minute is plenty for a person checking exports. */
const preflightRateLimit = { max: 20, timeWindow: "1 minute" } as const;

/**
 * 100 MB: a 300-page interior with images at 300 DPI is 20–60 MB; past this the upload is
 * refused from its Content-Length before a byte is read (decision 0099).
 */
const PREFLIGHT_BODY_LIMIT = 100 * 1024 * 1024;

/** POST /api/books/preflight, in its own scope so only it reads a PDF body. */
export const bookPreflightRoutes: FastifyPluginAsyncZod = async (app) => {
  // Only a PDF body: JSON or a form here is a client mistake, answered 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "application/pdf",
    { parseAs: "buffer", bodyLimit: PREFLIGHT_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    "/api/books/preflight",
    {
      preHandler: app.authenticate,
      bodyLimit: PREFLIGHT_BODY_LIMIT,
      config: { rateLimit: preflightRateLimit },
      schema: {
        operationId: "preflightInteriorPdf",
        summary: "Check an interior PDF against KDP's print rules",
        description:
          "The body is the PDF itself (Content-Type: application/pdf, at most 100 MB; more is 413 before the body is read). The file is read back in a worker: page size against KDP's trims with or without bleed, the same on every page, content inside the margins with the gutter by page count, fonts embedded, images at 300 DPI or more, page count within KDP's limits and even, blank pages. Each finding has a code, the page where it applies and what to change; a file that is not a readable PDF is a finding too. The optional query says what the book should be (trim, paper, binding, pages); an invalid one is 400 naming it. Nothing is stored. 422 TOOL_TIME_LIMIT_EXCEEDED or TOOL_MEMORY_LIMIT_EXCEEDED when a file passes the worker's limits, 503 TOOL_WORKERS_BUSY when every worker is taken. Needs sign-in; free for every member. " +
          `Limited to ${preflightRateLimit.max} requests per minute per user.`,
        tags: ["books"],
        consumes: ["application/pdf"],
        querystring: preflightExpectationsSchema,
        response: {
          200: preflightReportSchema,
          ...errorResponses(400, 401, 413, 415, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const body = request.body;
      const bytes = Buffer.isBuffer(body)
        ? new Uint8Array(body.buffer, body.byteOffset, body.byteLength)
        : new Uint8Array();
      return app.toolPool.run(
        "preflight-pdf",
        { bytes, expectations: request.query },
        {
          activity: "Checking this PDF",
          remedy: "export the interior alone, or split it, and check each part",
        },
      );
    },
  );
};
