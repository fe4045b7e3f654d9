import { manuscriptSchema } from "@inkforge/domain/books/manuscript/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import {
  exportManuscriptDocx,
  importIntoManuscript,
} from "../../services/manuscripts/import-export";

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
/** A 150,000-word novel is about 1 MB as DOCX; images make it more. */
const IMPORT_BODY_LIMIT = 30 * 1024 * 1024;
const importRateLimit = { max: 20, timeWindow: "1 minute" } as const;

const manuscriptParams = z.object({ id: z.uuid().describe("The manuscript's id") });

/*
 * Importing a file into a manuscript and exporting it as DOCX (decision 0121), in their own scope
 * so only the import reads a raw DOCX or Markdown body.
 */
export const manuscriptFileRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, now: () => app.now(), toolPool: app.toolPool };
  app.removeAllContentTypeParsers();
  for (const type of [DOCX_TYPE, "text/markdown", "text/plain"]) {
    app.addContentTypeParser(
      type,
      { parseAs: "buffer", bodyLimit: IMPORT_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
  }

  app.post(
    "/api/v1/manuscripts/:id/import",
    {
      onRequest: app.authenticate,
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { rateLimit: importRateLimit },
      schema: {
        operationId: "importIntoManuscript",
        summary: "Import a Word (.docx) or Markdown file into a manuscript",
        description:
          "The body is the file itself: Content-Type application/vnd.openxmlformats-officedocument.wordprocessingml.document for DOCX, text/markdown (or text/plain) for Markdown; at most 30 MB. It is cut into sections at its top heading level (Dedication, Part …, About the Author and the like become those kinds) and added at the end, all or none under the plan's chapter limit (403). A file that cannot be read is 422 UNREADABLE_DOCUMENT saying why. Another member's manuscript is 404. " +
          `Limited to ${importRateLimit.max} requests per minute per user.`,
        tags: ["manuscripts"],
        consumes: [DOCX_TYPE, "text/markdown", "text/plain"],
        params: manuscriptParams,
        response: {
          201: manuscriptSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415, 422, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const bytes = Buffer.isBuffer(body)
        ? new Uint8Array(body.buffer, body.byteOffset, body.byteLength)
        : new Uint8Array();
      const type = String(request.headers["content-type"] ?? "")
        .split(";")[0]
        ?.trim();
      const manuscript = await importIntoManuscript(
        ctx,
        requireUser(request).id,
        request.params.id,
        {
          format: type === DOCX_TYPE ? "docx" : "markdown",
          bytes,
        },
      );
      reply.header("cache-control", "private, no-store");
      return reply.code(201).send(manuscript);
    },
  );

  app.get(
    "/api/v1/manuscripts/:id/export.docx",
    {
      onRequest: app.authenticate,
      config: { rateLimit: importRateLimit },
      schema: {
        operationId: "exportManuscriptDocx",
        summary: "The manuscript as a Word document (.docx)",
        description:
          "A title page, then each section under a Heading 1 on its own page, so importing the file again gives the same sections. Another member's manuscript is 404.",
        tags: ["manuscripts"],
        params: manuscriptParams,
        response: { ...errorResponses(400, 401, 404, 422, 429, 503) },
      },
    },
    async (request, reply) => {
      const file = await exportManuscriptDocx(ctx, requireUser(request).id, request.params.id);
      if (reply.hasHeader("access-control-expose-headers")) {
        reply.header(
          "access-control-expose-headers",
          `${reply.getHeader("access-control-expose-headers")}, Content-Disposition`,
        );
      }
      return reply
        .type(DOCX_TYPE)
        .header("cache-control", "private, no-store")
        .header("content-disposition", `attachment; filename="${file.fileName}"`)
        .send(Buffer.from(file.bytes) as never);
    },
  );
};
