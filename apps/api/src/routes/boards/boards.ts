import {
  boardHistoryListSchema,
  boardListSchema,
  boardSchema,
  boardWithPagesSchema,
  createBoardInputSchema,
} from "@inkforge/domain/book-project/board";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { createListQuerySchema, setContentRangeForPage, toListWindow } from "../../lib/list-query";
import { requireUser } from "../../plugins/app/auth";
import { createBoard } from "../../services/boards/create-board";
import { deleteBoardCollection } from "../../services/boards/delete-board";
import { getBoardCollection } from "../../services/boards/get-board";
import { listBoards } from "../../services/boards/list-boards";
import { listBoardHistory } from "../../services/boards/list-history";

const boardListQuerySchema = createListQuerySchema({
  sortFields: ["datetime", "updated", "title"],
});
const historyQuerySchema = createListQuerySchema({ sortFields: ["datetime"] }).extend({
  board: z.uuid().optional().describe("Only this board's history"),
});
const boardParamsSchema = z.object({ id: z.uuid().describe("The board's id") });

export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/board (API-BRD-01)
  app.get(
    "/api/board",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listBoards",
        summary: "List the signed-in user's boards",
        description:
          'Defaults: range=[0,2], sort=["datetime","ASC"]. Sends Content-Range: ' +
          "board <start>-<end>/<total>.",
        tags: ["boards"],
        querystring: boardListQuerySchema,
        response: { 200: boardListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const window = toListWindow(request.query);
      const { items, total } = await listBoards(app.db, {
        userId: requireUser(request).id,
        ...window,
      });
      setContentRangeForPage(reply, {
        resource: "board",
        offset: window.offset,
        count: items.length,
        total,
      });
      return items;
    },
  );

  // POST /api/board/create {title, boardCollection} (API-BRD-02)
  app.post(
    "/api/board/create",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "createBoard",
        summary: "Create a board",
        description:
          "Body exactly {title, boardCollection}; boardCollection has the columns and, optionally, " +
          "the template it came from and the user's book project it plans.",
        tags: ["boards"],
        body: createBoardInputSchema,
        response: { 201: boardSchema, ...errorResponses(400, 401, 404, 415) },
      },
    },
    async (request, reply) => {
      const board = await createBoard(app.db, {
        userId: requireUser(request).id,
        input: request.body,
        now: app.now(),
      });
      return reply.code(201).send(board);
    },
  );

  // GET /api/board/collection/{id} (API-BRD-03)
  app.get(
    "/api/board/collection/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "getBoardCollection",
        summary: "Get a board with its pages",
        description: "Pages come in column order, then by position. Another user's board: 404.",
        tags: ["boards"],
        params: boardParamsSchema,
        response: { 200: boardWithPagesSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      getBoardCollection(app.db, { userId: requireUser(request).id, id: request.params.id }),
  );

  // DELETE /api/board/collection/{id} (API-BRD-04)
  app.delete(
    "/api/board/collection/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "deleteBoardCollection",
        summary: "Delete a board and its pages",
        description: "Another user's board: 404. The board's history stays.",
        tags: ["boards"],
        params: boardParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deleteBoardCollection(app.db, {
        userId: requireUser(request).id,
        id: request.params.id,
        now: app.now(),
      });
      return reply.code(204).send(null);
    },
  );

  // GET /api/board/history (API-BRD-05)
  app.get(
    "/api/board/history",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listBoardHistory",
        summary: "What changed on the signed-in user's boards",
        description:
          'Defaults: range=[0,2], sort=["datetime","ASC"]; `board` narrows to one board. Sends ' +
          "Content-Range: history <start>-<end>/<total>.",
        tags: ["boards"],
        querystring: historyQuerySchema,
        response: { 200: boardHistoryListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const window = toListWindow(request.query);
      const { items, total } = await listBoardHistory(app.db, {
        userId: requireUser(request).id,
        boardId: request.query.board,
        ...window,
      });
      setContentRangeForPage(reply, {
        resource: "history",
        offset: window.offset,
        count: items.length,
        total,
      });
      return items;
    },
  );
};
