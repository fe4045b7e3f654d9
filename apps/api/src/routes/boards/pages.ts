import {
  createPageInputSchema,
  pageListSchema,
  pageSchema,
  updatePageInputSchema,
} from "@inkforge/domain/book-project/board";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { createListQuerySchema, setContentRangeForPage, toListWindow } from "../../lib/list-query";
import { requireUser } from "../../plugins/app/auth";
import { createPage } from "../../services/boards/create-page";
import { deletePage } from "../../services/boards/delete-page";
import { getPage } from "../../services/boards/get-page";
import { listPages } from "../../services/boards/list-pages";
import { updatePage } from "../../services/boards/update-page";

const pageListQuerySchema = createListQuerySchema({
  sortFields: ["datetime", "updated", "position", "dueDate"],
}).extend({ board: z.uuid().optional().describe("Only this board's pages") });
const pageParamsSchema = z.object({ id: z.uuid().describe("The page's id") });

export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/page (API-BRD-06)
  app.get(
    "/api/page",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listPages",
        summary: "List the signed-in user's pages",
        description:
          'Defaults: range=[0,2], sort=["datetime","ASC"]; `board` narrows to one board. Sends ' +
          "Content-Range: page <start>-<end>/<total>.",
        tags: ["boards"],
        querystring: pageListQuerySchema,
        response: { 200: pageListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const window = toListWindow(request.query);
      const { items, total } = await listPages(app.db, {
        userId: requireUser(request).id,
        boardId: request.query.board,
        ...window,
      });
      setContentRangeForPage(reply, {
        resource: "page",
        offset: window.offset,
        count: items.length,
        total,
      });
      return items;
    },
  );

  // POST /api/page/create {data} (API-BRD-07)
  app.post(
    "/api/page/create",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "createPage",
        summary: "Add a page (card) to one of the user's boards",
        description:
          "Body exactly {data}; data.boardId must be the user's board (else 404) and data.column " +
          "one of its columns (else 400).",
        tags: ["boards"],
        body: createPageInputSchema,
        response: { 201: pageSchema, ...errorResponses(400, 401, 404, 415) },
      },
    },
    async (request, reply) => {
      const page = await createPage(app.db, {
        userId: requireUser(request).id,
        data: request.body.data,
        now: app.now(),
      });
      return reply.code(201).send(page);
    },
  );

  // GET /api/page/{id} (API-BRD-10)
  app.get(
    "/api/page/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getPage",
        summary: "Get one page",
        description: "Another user's page answers 404, like one that does not exist.",
        tags: ["boards"],
        params: pageParamsSchema,
        response: { 200: pageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => getPage(app.db, { userId: requireUser(request).id, id: request.params.id }),
  );

  // PUT /api/page/{id} {id, data} (API-BRD-08)
  app.put(
    "/api/page/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "updatePage",
        summary: "Replace a page's data (edit, move, reorder)",
        description: "The body repeats the id; a different id answers 400 naming `id`.",
        tags: ["boards"],
        params: pageParamsSchema,
        body: updatePageInputSchema,
        response: { 200: pageSchema, ...errorResponses(400, 401, 404, 415) },
      },
    },
    async (request) =>
      updatePage(app.db, {
        userId: requireUser(request).id,
        pathId: request.params.id,
        bodyId: request.body.id,
        data: request.body.data,
        now: app.now(),
      }),
  );

  // DELETE /api/page/collection/{id} (API-BRD-09)
  app.delete(
    "/api/page/collection/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "deletePage",
        summary: "Delete a page",
        description: "Removes page {id} from its board. Another user's page answers 404.",
        tags: ["boards"],
        params: pageParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deletePage(app.db, {
        userId: requireUser(request).id,
        id: request.params.id,
        now: app.now(),
      });
      return reply.code(204).send(null);
    },
  );
};
