import {
  createManuscriptInputSchema,
  createSectionInputSchema,
  manuscriptListSchema,
  manuscriptSchema,
  reorderSectionsInputSchema,
  saveSectionInputSchema,
  sectionSchema,
  sectionVersionDocSchema,
  sectionVersionListSchema,
  updateManuscriptInputSchema,
} from "@inkforge/domain/books/manuscript/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import {
  createManuscript,
  createSection,
  deleteManuscript,
  deleteSection,
  getManuscript,
  getSection,
  getVersion,
  listManuscripts,
  listVersions,
  reorderSections,
  saveSection,
  updateManuscript,
} from "../../services/manuscripts/manuscripts";

const manuscriptParams = z.object({ id: z.uuid().describe("The manuscript's id") });
const sectionParams = manuscriptParams.extend({
  sectionId: z.uuid().describe("The section's id"),
});
const versionParams = sectionParams.extend({
  version: z.coerce.number().int().min(1).describe("A version in the section's history"),
});
/** Autosave every few seconds from a couple of tabs stays far below this. */
const saveRateLimit = { max: 120, timeWindow: "1 minute" } as const;

/*
 * The book writer's manuscripts (issue 34, decision 0119). Every route is the caller's own: another
 * member's manuscript, section or version answers 404, like one that does not exist.
 */
export const manuscriptRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = { db: app.db, now: () => app.now() };
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "private, no-store");
  });

  app.get(
    "/api/v1/manuscripts",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listManuscripts",
        summary: "List the signed-in member's manuscripts, last edited first",
        tags: ["manuscripts"],
        response: { 200: manuscriptListSchema, ...errorResponses(401) },
      },
    },
    async (request) => listManuscripts(app.db, requireUser(request).id),
  );

  app.post(
    "/api/v1/manuscripts",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "createManuscript",
        summary: "Start a manuscript for one of the member's book projects",
        description:
          "One manuscript per book project (409 for a second). The title defaults to the project's. Another member's project answers 404.",
        tags: ["manuscripts"],
        body: createManuscriptInputSchema,
        response: { 201: manuscriptSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      const manuscript = await createManuscript(ctx, requireUser(request).id, request.body);
      return reply.code(201).send(manuscript);
    },
  );

  app.get(
    "/api/v1/manuscripts/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getManuscript",
        summary: "A manuscript with its sections in reading order (without their text)",
        tags: ["manuscripts"],
        params: manuscriptParams,
        response: { 200: manuscriptSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getManuscript(app.db, requireUser(request).id, request.params.id),
  );

  app.patch(
    "/api/v1/manuscripts/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "updateManuscript",
        summary: "Change a manuscript's title, author, word goal or front-matter settings",
        tags: ["manuscripts"],
        params: manuscriptParams,
        body: updateManuscriptInputSchema,
        response: { 200: manuscriptSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      updateManuscript(ctx, requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    "/api/v1/manuscripts/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "deleteManuscript",
        summary: "Delete a manuscript with its sections and history",
        tags: ["manuscripts"],
        params: manuscriptParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteManuscript(app.db, requireUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/v1/manuscripts/:id/sections",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "createManuscriptSection",
        summary: "Add a section (front matter, part, chapter or back matter) at the end",
        description:
          "A chapter counts towards the plan's chapter limit across all the member's manuscripts (403 past it).",
        tags: ["manuscripts"],
        params: manuscriptParams,
        body: createSectionInputSchema,
        response: { 201: sectionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const section = await createSection(
        ctx,
        requireUser(request).id,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(section);
    },
  );

  app.put(
    "/api/v1/manuscripts/:id/order",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "reorderManuscriptSections",
        summary: "Put the sections in a new order (every section once)",
        tags: ["manuscripts"],
        params: manuscriptParams,
        body: reorderSectionsInputSchema,
        response: { 200: manuscriptSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      reorderSections(ctx, requireUser(request).id, request.params.id, request.body.sectionIds),
  );

  app.get(
    "/api/v1/manuscripts/:id/sections/:sectionId",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getManuscriptSection",
        summary: "A section with its text",
        tags: ["manuscripts"],
        params: sectionParams,
        response: { 200: sectionSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      getSection(app.db, requireUser(request).id, request.params.id, request.params.sectionId),
  );

  app.put(
    "/api/v1/manuscripts/:id/sections/:sectionId",
    {
      onRequest: app.authenticate,
      config: { rateLimit: saveRateLimit },
      schema: {
        operationId: "saveManuscriptSection",
        summary: "Autosave a section's title and text",
        description:
          "Sends the whole document with the version it was loaded at; a newer stored version answers 409 so two tabs never overwrite each other unseen. A version goes into the history at most every ten minutes.",
        tags: ["manuscripts"],
        params: sectionParams,
        body: saveSectionInputSchema,
        response: { 200: sectionSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) =>
      saveSection(
        ctx,
        requireUser(request).id,
        request.params.id,
        request.params.sectionId,
        request.body,
      ),
  );

  app.delete(
    "/api/v1/manuscripts/:id/sections/:sectionId",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "deleteManuscriptSection",
        summary: "Delete a section with its history",
        tags: ["manuscripts"],
        params: sectionParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteSection(
        ctx,
        requireUser(request).id,
        request.params.id,
        request.params.sectionId,
      );
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/v1/manuscripts/:id/sections/:sectionId/versions",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listManuscriptSectionVersions",
        summary: "A section's saved versions, newest first",
        tags: ["manuscripts"],
        params: sectionParams,
        response: { 200: sectionVersionListSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      listVersions(app.db, requireUser(request).id, request.params.id, request.params.sectionId),
  );

  app.get(
    "/api/v1/manuscripts/:id/sections/:sectionId/versions/:version",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getManuscriptSectionVersion",
        summary: "One saved version of a section, to read or restore (restore = save its text)",
        tags: ["manuscripts"],
        params: versionParams,
        response: { 200: sectionVersionDocSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      getVersion(
        app.db,
        requireUser(request).id,
        request.params.id,
        request.params.sectionId,
        request.params.version,
      ),
  );
};
