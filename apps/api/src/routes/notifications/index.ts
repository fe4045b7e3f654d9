import { accountNotificationListSchema } from "@inkforge/domain/contracts/account";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { createListQuerySchema, setContentRangeForPage, toListWindow } from "../../lib/list-query";
import { requireUser } from "../../plugins/app/auth";
import { listAccountNotifications } from "../../services/account/list-notifications";

const notificationListQuerySchema = createListQuerySchema({ sortFields: ["datetime"] });

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/notification: the signed-in user's account notifications (spec §7.8).
  app.get(
    "/api/notification",
    {
      preHandler: app.authenticate,
      schema: {
        operationId: "listAccountNotifications",
        summary: "List the signed-in user's notifications",
        description:
          'Defaults: range=[0,2], sort=["datetime","ASC"]. Sends Content-Range: ' +
          "notification <start>-<end>/<total>.",
        tags: ["notifications"],
        querystring: notificationListQuerySchema,
        response: { 200: accountNotificationListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const window = toListWindow(request.query);
      const { items, total } = await listAccountNotifications(app, {
        userId: user.id,
        ...window,
      });
      reply.header("cache-control", "no-store");
      setContentRangeForPage(reply, {
        resource: "notification",
        offset: window.offset,
        count: items.length,
        total,
      });
      return items;
    },
  );
};
