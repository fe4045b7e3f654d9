import {
  penNameFavouriteCreateSchema,
  penNameFavouriteListSchema,
  penNameFavouriteSchema,
} from "@inkforge/domain/tools/pen-name/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../../lib/error-responses";
import { requireUser } from "../../plugins/app/auth";
import { deletePenNameFavourite } from "../../services/pen-names/delete-favourite";
import { listPenNameFavourites } from "../../services/pen-names/list-favourites";
import { savePenNameFavourite } from "../../services/pen-names/save-favourite";

const favouriteParamsSchema = z.object({ id: z.uuid().describe("The favourite's id") });

export const penNameFavouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/tools/pen-names/favourites: the signed-in user's saved pen names, newest first.
  app.get(
    "/api/tools/pen-names/favourites",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listPenNameFavourites",
        summary: "List the signed-in user's favourite pen names",
        tags: ["tools"],
        response: { 200: penNameFavouriteListSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return listPenNameFavourites(app.db, requireUser(request).id);
    },
  );

  // POST /api/tools/pen-names/favourites: keep a pen name (saving it again answers the saved one).
  app.post(
    "/api/tools/pen-names/favourites",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "savePenNameFavourite",
        summary: "Save a favourite pen name",
        description:
          "201 with the new favourite; 200 with the existing one when the name is already saved. A famous author's name answers 400 naming `name`; more than 100 favourites answers 409.",
        tags: ["tools"],
        body: penNameFavouriteCreateSchema,
        response: {
          200: penNameFavouriteSchema,
          201: penNameFavouriteSchema,
          ...errorResponses(400, 401, 409, 415),
        },
      },
    },
    async (request, reply) => {
      const { favourite, created } = await savePenNameFavourite(app.db, {
        userId: requireUser(request).id,
        ...request.body,
        now: app.now(),
      });
      return reply.code(created ? 201 : 200).send(favourite);
    },
  );

  // DELETE /api/tools/pen-names/favourites/:id: remove one of the user's own favourites.
  app.delete(
    "/api/tools/pen-names/favourites/:id",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "deletePenNameFavourite",
        summary: "Delete a favourite pen name",
        description: "Another user's favourite answers 404, like one that does not exist.",
        tags: ["tools"],
        params: favouriteParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await deletePenNameFavourite(app.db, {
        userId: requireUser(request).id,
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );
};
