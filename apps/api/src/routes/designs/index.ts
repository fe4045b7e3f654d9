import multipart from "@fastify/multipart";
import {
  createDesignInputSchema,
  DESIGN_KINDS,
  DESIGN_TOOL,
  type DesignKind,
  designImageSchema,
  designListSchema,
  designSchema,
  designVersionListSchema,
  designVersionSchema,
  duplicateDesignInputSchema,
  updateDesignInputSchema,
} from "@inkforge/domain/designs/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import {
  DESIGN_IMAGE_MAX_BYTES,
  readDesignImage,
  storeDesignImage,
} from "../../services/designs/design-images";
import {
  createDesign,
  deleteDesign,
  duplicateDesign,
  getDesign,
  getDesignVersion,
  listDesigns,
  listDesignVersions,
  updateDesign,
} from "../../services/designs/designs";
import { recordServedToolRun } from "../../services/usage/record-served-tool-run";

const idParams = z.object({ id: z.uuid().describe("The design's id") });
const OWNED = "Another member's design answers 404, like one that does not exist.";

/** Designs saved to the account (issue 31, decision 0113): covers, A+ pages and patterns. */
export const designRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "private, no-store");
  });
  const ctx = () => ({ db: app.db, now: app.now() });
  /**
   * The server stored the member's design: a use of its editor, recorded and awarded here as a
   * tool route's run is (issue 24), never from the browser's claim.
   */
  const recordDesignUse = (userId: string, kind: DesignKind) =>
    recordServedToolRun(app.db, { userId, toolId: DESIGN_TOOL[kind], now: app.now() });

  app.get(
    "/api/v1/designs",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listDesigns",
        summary: "The signed-in member's saved designs, last changed first",
        description:
          "With `kind`, only that editor's designs and `limit`, how many of them the plan keeps (null: no limit).",
        tags: ["designs"],
        querystring: z.object({ kind: z.enum(DESIGN_KINDS).optional() }),
        response: { 200: designListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listDesigns(ctx(), requireUser(request).id, request.query.kind),
  );

  app.post(
    "/api/v1/designs",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "createDesign",
        summary: "Save a new design (version 1)",
        description:
          "403 when the plan keeps no more designs of this kind (the Creative Bundle keeps any number). The document carries image names from POST /api/v1/designs/images, never embedded images.",
        tags: ["designs"],
        body: createDesignInputSchema,
        response: { 201: designSchema, ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const design = await createDesign(ctx(), userId, request.body);
      await recordDesignUse(userId, design.kind);
      return reply.code(201).send(design);
    },
  );

  app.get(
    "/api/v1/designs/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getDesign",
        summary: "One saved design with its document",
        description: OWNED,
        tags: ["designs"],
        params: idParams,
        response: { 200: designSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getDesign(app.db, requireUser(request).id, request.params.id),
  );

  app.put(
    "/api/v1/designs/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "updateDesign",
        summary: "Save a design's new version (autosave or a deliberate save)",
        description: `\`baseVersion\` is the version the editor opened; 409 when it was saved elsewhere since. Every save adds a history row; an autosave replaces the previous autosave row. ${OWNED}`,
        tags: ["designs"],
        params: idParams,
        body: updateDesignInputSchema,
        response: { 200: designSchema, ...errorResponses(400, 401, 404, 409, 413) },
      },
    },
    async (request) => {
      const userId = requireUser(request).id;
      const design = await updateDesign(ctx(), userId, request.params.id, request.body);
      // Autosaves are the editor's own; only a save the member asked for is a use of the tool.
      if (!request.body.autosave) await recordDesignUse(userId, design.kind);
      return design;
    },
  );

  app.post(
    "/api/v1/designs/:id/duplicate",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "duplicateDesign",
        summary: "Copy a design into a new one (version 1)",
        description: `403 when the plan keeps no more designs of this kind. ${OWNED}`,
        tags: ["designs"],
        params: idParams,
        body: duplicateDesignInputSchema,
        response: { 201: designSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const copy = await duplicateDesign(
        ctx(),
        requireUser(request).id,
        request.params.id,
        request.body.name,
      );
      return reply.code(201).send(copy);
    },
  );

  app.delete(
    "/api/v1/designs/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "deleteDesign",
        summary: "Delete a design and its history",
        description: OWNED,
        tags: ["designs"],
        params: idParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteDesign(app.db, requireUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/v1/designs/:id/versions",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listDesignVersions",
        summary: "A design's saved versions, newest first",
        description: OWNED,
        tags: ["designs"],
        params: idParams,
        response: { 200: designVersionListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listDesignVersions(app.db, requireUser(request).id, request.params.id),
  );

  app.get(
    "/api/v1/designs/:id/versions/:version",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getDesignVersion",
        summary: "One saved version's document, to look at or restore",
        description: OWNED,
        tags: ["designs"],
        params: idParams.extend({ version: z.coerce.number().int().min(1) }),
        response: {
          200: z.object({
            ...designVersionSchema.shape,
            document: z.record(z.string(), z.unknown()),
          }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) =>
      getDesignVersion(app.db, requireUser(request).id, request.params.id, request.params.version),
  );

  app.get(
    "/api/v1/designs/images/:name",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getDesignImage",
        summary: "One of the signed-in member's design images (PNG)",
        description: "Only the member who uploaded an image reads it; anyone else gets 404.",
        tags: ["designs"],
        params: z.object({ name: z.string().max(40) }),
        response: { 200: z.any(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const bytes = await readDesignImage(
        app.fileStorage,
        requireUser(request).id,
        request.params.name,
      );
      if (!bytes) throw new AppError("NOT_FOUND", "There is no such image");
      return reply
        .header("cache-control", "private, max-age=31536000, immutable")
        .header("x-content-type-options", "nosniff")
        .type("image/png")
        .send(Buffer.from(bytes));
    },
  );

  // Multipart only in this scope: one image file and nothing else.
  const imageUploadRoute: FastifyPluginAsyncZod = async (scope) => {
    await scope.register(multipart, {
      limits: { files: 1, fields: 0, parts: 1, fileSize: DESIGN_IMAGE_MAX_BYTES + 1 },
    });
    scope.post(
      "/api/v1/designs/images",
      {
        onRequest: app.authenticate,
        schema: {
          operationId: "uploadDesignImage",
          summary:
            "Upload an image for a design (re-encoded as PNG at its own size, metadata removed)",
          description:
            "multipart/form-data with one file: JPEG, PNG, WebP or SVG up to 10 MB (413 above, 415 for another type, 400 when it cannot be decoded or an SVG has scripts or external references; an SVG is stored drawn as a PNG 3,300 pixels on its long side). The answer's `name` goes into the design's document.",
          tags: ["designs"],
          consumes: ["multipart/form-data"],
          response: { 200: designImageSchema, ...errorResponses(400, 401, 413, 415) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const file = await request.file();
        if (!file) {
          throw new AppError(
            "VALIDATION_FAILED",
            "file: this file is empty; choose a PNG or JPEG image",
            {
              details: [
                { path: "file", message: "This file is empty; choose a PNG or JPEG image" },
              ],
            },
          );
        }
        let bytes: Buffer;
        try {
          bytes = await file.toBuffer();
        } catch {
          throw new AppError("PAYLOAD_TOO_LARGE", "Images can be at most 10 MB");
        }
        return storeDesignImage(app.fileStorage, { userId: user.id, bytes });
      },
    );
  };
  await app.register(imageUploadRoute);
};
