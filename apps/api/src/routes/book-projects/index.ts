import {
  bookProjectListSchema,
  bookProjectSchema,
  createBookProjectInputSchema,
  setProjectInteriorInputSchema,
  updateBookProjectInputSchema,
} from "@inkforge/domain/book-project/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import { createBookProject } from "../../services/book-projects/create-project";
import { deleteBookProject } from "../../services/book-projects/delete-project";
import { getBookProject } from "../../services/book-projects/get-project";
import { listBookProjects } from "../../services/book-projects/list-projects";
import {
  removeProjectInterior,
  setProjectInterior,
} from "../../services/book-projects/project-interior";
import { updateBookProject } from "../../services/book-projects/update-project";

const projectParamsSchema = z.object({ id: z.uuid().describe("The book project's id") });

/** Book projects (issue 11, decision 0060): a signed-in author's books, each with its board. */
export const bookProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  // GET /api/book-projects: the signed-in user's projects, newest first.
  app.get(
    "/api/book-projects",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listBookProjects",
        summary: "List the signed-in user's book projects",
        tags: ["book-projects"],
        response: { 200: bookProjectListSchema, ...errorResponses(401) },
      },
    },
    async (request) => listBookProjects(app.db, requireUser(request).id),
  );

  // POST /api/book-projects: a project and its planner board from the KDP launch checklist.
  app.post(
    "/api/book-projects",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "createBookProject",
        summary: "Create a book project with its launch-checklist board",
        description:
          "Only `title` is required; missing specs and listing fields take defaults. The board's " +
          "due dates count back from `launchDate` (eight weeks out when not given). With " +
          "`interiorBuildId`, one of the caller's finished print builds becomes the project's " +
          "interior and its binding, trim, page count and paper the specs (404 for another " +
          "member's build, 400 for one not finished or an EPUB; nothing is stored either way).",
        tags: ["book-projects"],
        body: createBookProjectInputSchema,
        response: { 201: bookProjectSchema, ...errorResponses(400, 401, 404, 415) },
      },
    },
    async (request, reply) => {
      const project = await createBookProject(app.db, {
        userId: requireUser(request).id,
        input: request.body,
        now: app.now(),
      });
      return reply.code(201).send(project);
    },
  );

  // GET /api/book-projects/:id
  app.get(
    "/api/book-projects/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getBookProject",
        summary: "Get one of the signed-in user's book projects",
        description: "Another user's project answers 404, like one that does not exist.",
        tags: ["book-projects"],
        params: projectParamsSchema,
        response: { 200: bookProjectSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      getBookProject(app.db, { userId: requireUser(request).id, id: request.params.id }),
  );

  // PUT /api/book-projects/:id: merge the given sections (how the tools save back).
  app.put(
    "/api/book-projects/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "updateBookProject",
        summary: "Update a book project",
        description:
          "Each section is optional; `specs` and `listing` are merged field by field into what is " +
          "stored, `listPrices` replaces the stored prices. Another user's project answers 404.",
        tags: ["book-projects"],
        params: projectParamsSchema,
        body: updateBookProjectInputSchema,
        response: { 200: bookProjectSchema, ...errorResponses(400, 401, 404, 415) },
      },
    },
    async (request) =>
      updateBookProject(app.db, {
        userId: requireUser(request).id,
        id: request.params.id,
        input: request.body,
        now: app.now(),
      }),
  );

  // PUT /api/book-projects/:id/interior: a finished book build becomes the project's interior.
  app.put(
    "/api/book-projects/:id/interior",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "setBookProjectInterior",
        summary: "Add a built print interior to a book project",
        description:
          "Any of the caller's finished PDF book builds (puzzle, activity, coloring, low-content " +
          "book or manuscript). Its binding, trim, page count and paper become the project's print " +
          "specs, so the cover template fits the book; the project's pre-flight then checks the " +
          "interior. Another member's project or build answers 404; a build not finished, failed " +
          "or an EPUB answers 400 naming buildId. Nothing is written on an error.",
        tags: ["book-projects"],
        params: projectParamsSchema,
        body: setProjectInteriorInputSchema,
        response: { 200: bookProjectSchema, ...errorResponses(400, 401, 404, 415) },
      },
    },
    async (request) =>
      setProjectInterior(app.db, {
        userId: requireUser(request).id,
        id: request.params.id,
        input: request.body,
        now: app.now(),
      }),
  );

  // DELETE /api/book-projects/:id/interior: the project without an interior; its specs stay.
  app.delete(
    "/api/book-projects/:id/interior",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "removeBookProjectInterior",
        summary: "Take the built interior out of a book project",
        description: "The build itself is kept. Another user's project answers 404.",
        tags: ["book-projects"],
        params: projectParamsSchema,
        response: { 200: bookProjectSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      removeProjectInterior(app.db, {
        userId: requireUser(request).id,
        id: request.params.id,
        now: app.now(),
      }),
  );

  // DELETE /api/book-projects/:id: the project with its board and cards.
  app.delete(
    "/api/book-projects/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "deleteBookProject",
        summary: "Delete a book project with its board",
        tags: ["book-projects"],
        params: projectParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteBookProject(app.db, {
        userId: requireUser(request).id,
        id: request.params.id,
        now: app.now(),
      });
      return reply.code(204).send(null);
    },
  );
};
