import { importQuerySchema, reportImportSchema } from "@inkforge/domain/my-books/contract";
import { REPORT_MAX_BYTES } from "@inkforge/domain/my-books/report-file";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import {
  createReportImport,
  listReportImports,
  MAX_REPORT_ROWS,
  requireOwnReportImport,
  toReportImport,
} from "../../services/my-books/report-imports";

/** 20 MB: a year of KDP royalties for a large catalogue is about 3 MB as XLSX. */
const REPORT_BODY_LIMIT = REPORT_MAX_BYTES;
const REPORT_TYPES = [
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "text/csv",
  "application/octet-stream",
];
const uploadRateLimit = { max: 20, timeWindow: "1 minute" } as const;
const readRateLimit = { max: 240, timeWindow: "1 minute" } as const;

/** Upload a report (its own scope, so only this route reads a spreadsheet body). */
const importUploadRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    REPORT_TYPES,
    { parseAs: "buffer", bodyLimit: REPORT_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  // POST /api/v1/my-books/imports: store the file, queue its import.
  app.post(
    "/api/v1/my-books/imports",
    {
      onRequest: app.authenticate,
      bodyLimit: REPORT_BODY_LIMIT,
      config: { rateLimit: uploadRateLimit },
      schema: {
        operationId: "importMyBooksReport",
        summary: "Import a KDP royalties or Sponsored Products report",
        description: `The body is the file itself (XLSX or CSV, at most 20 MB; more is 413 before it is read). kind says which report it is; marketplace is the store an ads report's account advertises in. 202 with the queued import; the file is read in a worker and the import polled until done or failed. A report whose columns fit no known layout fails with the columns found and the ones expected, and writes nothing; at most ${MAX_REPORT_ROWS} rows. Importing a month again replaces it. Needs sign-in (401). Limited to ${uploadRateLimit.max} requests per minute per user.`,
        tags: ["my-books"],
        consumes: REPORT_TYPES,
        querystring: importQuerySchema,
        response: {
          202: z.object({ import: reportImportSchema }),
          ...errorResponses(400, 401, 413, 415, 429),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const bytes = Buffer.isBuffer(body)
        ? new Uint8Array(body.buffer, body.byteOffset, body.byteLength)
        : new Uint8Array();
      const created = await createReportImport(
        {
          db: app.db,
          now: () => app.now(),
          storage: app.fileStorage,
          send: (id) => app.myBooks.send(id),
        },
        requireUser(request).id,
        {
          kind: request.query.kind,
          fileName: request.query.fileName,
          adsMarketplace: request.query.marketplace,
          bytes,
        },
      );
      reply.header("cache-control", "private, no-store");
      return reply.code(202).send({ import: created });
    },
  );
};

export const myBooksImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(importUploadRoute);

  // GET /api/v1/my-books/imports: the caller's imports, newest first.
  app.get(
    "/api/v1/my-books/imports",
    {
      onRequest: app.authenticate,
      config: { rateLimit: readRateLimit },
      schema: {
        operationId: "listMyBooksImports",
        summary: "The caller's report imports, newest first",
        description: `The latest 50 imports with status, progress, months and rows. Needs sign-in (401). Limited to ${readRateLimit.max} requests per minute per user.`,
        tags: ["my-books"],
        response: {
          200: z.object({ imports: z.array(reportImportSchema) }),
          ...errorResponses(401, 429),
        },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return { imports: await listReportImports(app.db, requireUser(request).id) };
    },
  );

  // GET /api/v1/my-books/imports/:id: one import, polled until done or failed.
  app.get(
    "/api/v1/my-books/imports/:id",
    {
      onRequest: app.authenticate,
      config: { rateLimit: readRateLimit },
      schema: {
        operationId: "getMyBooksImport",
        summary: "One of the caller's report imports",
        description: `Status, progress (0–1), months and rows when done, the reason when failed. Another member's import: 404. Needs sign-in (401).`,
        tags: ["my-books"],
        params: z.object({ id: z.uuid().describe("The import's id") }),
        response: {
          200: z.object({ import: reportImportSchema }),
          ...errorResponses(400, 401, 404, 429),
        },
      },
    },
    async (request, reply) => {
      const row = await requireOwnReportImport(app.db, requireUser(request).id, request.params.id);
      reply.header("cache-control", "private, no-store");
      return { import: toReportImport(row) };
    },
  );
};
