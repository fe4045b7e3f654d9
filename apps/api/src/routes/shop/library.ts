import { bookSchema } from "@inkforge/domain/books/contract";
import { FIELD_GUIDE_EPUB_API_PATH } from "@inkforge/domain/books/ids";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import {
  openFieldGuideEpub,
  readFieldGuide,
  setFieldGuideOrigin,
} from "../../services/books/field-guide";

/** The new-member bonus book for its owner: the text to read aloud, the EPUB (decision 0072). */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  // The files name each chapter's article by its full address on this site.
  setFieldGuideOrigin(app.config.webOrigin);
  app.get(
    "/api/library/field-guide",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "readFieldGuide",
        summary: "The bonus book's chapters, for holders of its audio edition",
        description:
          "The new-member bonus book (decision 0072) as chapters of paragraphs, headings and " +
          "lists, which the Listen page reads aloud with the browser's speech synthesis, and the " +
          "id of the caller's PDF download. Callers who do not hold the audio edition: 404.",
        tags: ["downloads"],
        response: { 200: bookSchema, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "private, no-store");
      return readFieldGuide({ db: app.db, now: app.now() }, requireUser(request));
    },
  );

  app.get(
    FIELD_GUIDE_EPUB_API_PATH,
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "downloadFieldGuideEpub",
        summary: "The bonus book as EPUB 3, for holders of its eBook",
        description:
          "The new-member bonus book as an EPUB 3 file (attachment), for e-readers and Send to " +
          "Kindle. Callers who do not hold the eBook: 404.",
        tags: ["downloads"],
        response: { ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const file = await openFieldGuideEpub({ db: app.db, now: app.now() }, requireUser(request));
      // The browser downloads it with the token through fetch, reading these two headers.
      if (reply.hasHeader("access-control-expose-headers")) {
        reply.header(
          "access-control-expose-headers",
          `${reply.getHeader("access-control-expose-headers")}, Content-Disposition, Content-Length`,
        );
      }
      return reply
        .header("cache-control", "private, no-store")
        .type(file.contentType)
        .header("content-length", String(file.bytes.length))
        .header("content-disposition", `attachment; filename="${file.name}"`)
        .send(file.bytes as never);
    },
  );
};
