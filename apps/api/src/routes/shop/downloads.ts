import { Readable } from "node:stream";
import { downloadItemSchema, downloadListSchema } from "@inkforge/domain/contracts/shop";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import {
  getDownload,
  getDownloadByProduct,
  listDownloads,
  openDownloadFile,
} from "../../services/shop/downloads";
import { idParamsSchema } from "./context";

/** Streamed in chunks of this size, so a browser reading the body can show progress. */
const chunkBytes = 16 * 1024;

/** The caller's downloadable products (spec 7.11, 7.14). Anything not theirs: 404. */
export const downloadRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.db, now: app.now(), toolPool: app.toolPool });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/api/download/list",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listDownloads",
        summary: "List the caller's downloads (one per downloadable product held)",
        tags: ["downloads"],
        response: { 200: downloadListSchema, ...errorResponses(401) },
      },
    },
    async (request) => listDownloads(ctx(), requireUser(request)),
  );

  app.get(
    "/api/download/view/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getDownload",
        summary: "Get one of the caller's downloads by download id",
        tags: ["downloads"],
        params: idParamsSchema,
        response: { 200: downloadItemSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getDownload(ctx(), requireUser(request), request.params.id),
  );

  app.get(
    "/api/download/viewbyproduct/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getDownloadByProduct",
        summary: "Get the caller's download of a product (404 when not held)",
        tags: ["downloads"],
        params: idParamsSchema,
        response: { 200: downloadItemSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getDownloadByProduct(ctx(), requireUser(request), request.params.id),
  );

  app.get(
    "/api/download/filestream/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "streamDownload",
        summary: "Download the file (attachment, with Content-Length for progress)",
        description:
          "The bytes of one of the caller's downloads, streamed with Content-Length and " +
          "Content-Disposition: attachment; filename=…. Another user's download: 404.",
        tags: ["downloads"],
        params: idParamsSchema,
        response: { ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const file = await openDownloadFile(ctx(), requireUser(request), request.params.id);
      const chunks: Buffer[] = [];
      for (let at = 0; at < file.bytes.length; at += chunkBytes) {
        chunks.push(file.bytes.subarray(at, at + chunkBytes));
      }
      if (reply.hasHeader("access-control-expose-headers")) {
        reply.header(
          "access-control-expose-headers",
          `${reply.getHeader("access-control-expose-headers")}, Content-Disposition, Content-Length`,
        );
      }
      return reply
        .type(file.contentType)
        .header("content-length", String(file.bytes.length))
        .header(
          "content-disposition",
          `attachment; filename="${file.name}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .send(Readable.from(chunks) as never);
    },
  );
};
