import {
  coverPreflightQuerySchema,
  coverPreflightReportSchema,
  uploadPreflightReportSchema,
} from "@inkforge/domain/books/preflight/check-cover-facts";
import {
  MAX_CHECKED_PAGES,
  preflightExpectationsSchema,
} from "@inkforge/domain/books/preflight/check-pdf-facts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors";
import { errorResponses } from "../../lib/error-responses";
import type { UploadOutcome, UploadRefusal } from "../../services/books/preflight/preflight-pdf";

/**
 * A whole book's pages read and their thumbnails drawn: four times a text check's limit (20 s by
 * default). A 300-page, 20 MB interior takes about 3 s on a quiet 2-core machine and 6 s on a
 * loaded one; past the limit the author is told to check the file in parts.
 */
const uploadDeadlineMs = (toolDeadlineMs: number) => 4 * toolDeadlineMs;

/** Each upload is parsed in a worker: a few a minute is plenty for a person checking exports. */
const preflightRateLimit = { max: 20, timeWindow: "1 minute" } as const;

/**
 * 100 MB: a 300-page interior with images at 300 DPI is 20–60 MB; past this the upload is
 * refused from its Content-Length before a byte is read (decision 0099).
 */
const PREFLIGHT_BODY_LIMIT = 100 * 1024 * 1024;

const REFUSALS: Record<UploadRefusal["reason"], string> = {
  "not-a-pdf":
    "This file is not a PDF we can read: it may be damaged or another kind of file. Export it again as a PDF (PDF/X-1a or “PDF for print”) and upload that.",
  truncated:
    "This PDF is cut short: its end is missing, so the export or the upload did not finish. Export it again and upload the whole file.",
  encrypted:
    "This PDF is password-protected, so it cannot be checked, and KDP refuses it too. Export it again without a password.",
  "too-many-pages": `This PDF has more than ${MAX_CHECKED_PAGES} pages; KDP prints at most 828. Upload the interior alone, or split it and check each part.`,
};

function refuse(outcome: UploadRefusal): never {
  const message =
    outcome.reason === "too-many-pages"
      ? REFUSALS["too-many-pages"].replace("more than", `${outcome.pageCount} pages, more than`)
      : REFUSALS[outcome.reason];
  throw new AppError(
    outcome.reason === "too-many-pages" ? "PDF_TOO_MANY_PAGES" : "PDF_UNREADABLE",
    message,
  );
}

function bodyBytes(body: unknown): Uint8Array {
  return Buffer.isBuffer(body)
    ? new Uint8Array(body.buffer, body.byteOffset, body.byteLength)
    : new Uint8Array();
}

/** What the pool answered: the report, or a refusal the author reads as a 422. */
function reportOrRefuse<Report>(outcome: UploadOutcome<Report>): Report {
  if (outcome.kind === "refused") refuse(outcome);
  return outcome.report;
}

const COMMON =
  "The body is the PDF itself (Content-Type: application/pdf, at most 100 MB; more is 413 before the body is read). The file is read back in a worker; each finding has a code, the page where it applies and what to change, and `thumbnails` holds a small PNG (200 px tall, a data URL) of each page a finding names. A file that is not a PDF, is cut short (no %%EOF at its end) or is password-protected is 422 PDF_UNREADABLE; one that declares more than 1,000 pages is 422 PDF_TOO_MANY_PAGES; 422 TOOL_TIME_LIMIT_EXCEEDED or TOOL_MEMORY_LIMIT_EXCEEDED when a file passes the worker's limits, 503 TOOL_WORKERS_BUSY when every worker is taken. Nothing is stored. Needs sign-in; free for every member.";

/** POST /api/books/preflight and /api/books/preflight/cover, in their own scope so only they read a PDF body. */
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
      onRequest: app.authenticate,
      bodyLimit: PREFLIGHT_BODY_LIMIT,
      config: { rateLimit: preflightRateLimit },
      schema: {
        operationId: "preflightInteriorPdf",
        summary: "Check an interior PDF against KDP's print rules",
        description:
          "Checks page size against KDP's trims with or without bleed, the same on every page, content inside the margins with the gutter by page count, fonts embedded, images at 300 DPI or more, page count within KDP's limits and even, blank pages. The optional query says what the book should be (trim, paper, binding, pages); an invalid one is 400 naming it. " +
          COMMON +
          ` Limited to ${preflightRateLimit.max} requests per minute per user.`,
        tags: ["books"],
        consumes: ["application/pdf"],
        querystring: preflightExpectationsSchema,
        response: {
          200: uploadPreflightReportSchema,
          ...errorResponses(400, 401, 413, 415, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const outcome = await app.toolPool.run(
        "preflight-interior-upload",
        { bytes: bodyBytes(request.body), expectations: request.query },
        {
          activity: "Checking this PDF",
          remedy: "export the interior alone, or split it, and check each part",
          deadlineMs: uploadDeadlineMs(app.config.toolPool.deadlineMs),
        },
      );
      return reportOrRefuse(outcome);
    },
  );

  app.post(
    "/api/books/preflight/cover",
    {
      onRequest: app.authenticate,
      bodyLimit: PREFLIGHT_BODY_LIMIT,
      config: { rateLimit: preflightRateLimit },
      schema: {
        operationId: "preflightCoverPdf",
        summary: "Check a cover PDF against the KDP cover template for its book",
        description:
          "The query is the book the cover wraps (binding, trim, pages, paper), as for the cover template; an invalid one is 400 naming it. Checks that the file is one page whose size is the template's (back + spine + front, with 0.125 in bleed or a hardcover's wrap, the spine from the page count and paper), that the art reaches the bleed, that text stays inside the safe areas, off a spine too thin for text and out of the barcode box, fonts embedded and images at 300 DPI; `expected` is the size the cover should be. " +
          COMMON +
          ` Limited to ${preflightRateLimit.max} requests per minute per user.`,
        tags: ["books"],
        consumes: ["application/pdf"],
        querystring: coverPreflightQuerySchema,
        response: {
          200: coverPreflightReportSchema,
          ...errorResponses(400, 401, 413, 415, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const outcome = await app.toolPool.run(
        "preflight-cover-upload",
        { bytes: bodyBytes(request.body), cover: request.query },
        {
          activity: "Checking this cover",
          remedy: "export the cover alone, as one page",
          deadlineMs: uploadDeadlineMs(app.config.toolPool.deadlineMs),
        },
      );
      return reportOrRefuse(outcome);
    },
  );
};
