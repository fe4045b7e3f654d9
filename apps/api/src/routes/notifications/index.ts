import { accountNotificationListSchema } from "@inkforge/domain/contracts/account";
import {
  markAsReadResponseSchema,
  notificationsPageQuerySchema,
  notificationsPageSchema,
  notificationsUserQuerySchema,
  notificationTargetQuerySchema,
  unreadCountSchema,
} from "@inkforge/domain/contracts/notifications";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../../lib/error-responses";
import { createListQuerySchema, setContentRangeForPage, toListWindow } from "../../lib/list-query";
import { requireUser } from "../../plugins/app/auth";
import { listAccountNotifications } from "../../services/account/list-notifications";
import { deletePanelNotification } from "../../services/notifications/delete-notification";
import {
  countPanelUnread,
  listPanelNotifications,
} from "../../services/notifications/list-panel-notifications";
import { markPanelNotificationRead } from "../../services/notifications/mark-notification-read";

const notificationListQuerySchema = createListQuerySchema({ sortFields: ["datetime"] });

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // GET /api/notification: the signed-in user's account notifications (spec §7.8).
  app.get(
    "/api/notification",
    {
      onRequest: app.authenticate,
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

  // The notifications panel (spec §2.7, §7.2): the same notifications, newest first, with a title,
  // a link and a read flag. Every call names its user in the query; only the token's user is found.
  app.get(
    "/api/notifications",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "listPanelNotifications",
        summary: "One page of the notifications panel",
        description:
          "Newest first. `has_more` says whether a later page exists; `unread_count` counts all " +
          "unread notifications. A `user_id` other than the token's user answers 404.",
        tags: ["notifications"],
        querystring: notificationsPageQuerySchema,
        response: { 200: notificationsPageSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const page = await listPanelNotifications(app.db, {
        authUserId: requireUser(request).id,
        userId: request.query.user_id,
        page: request.query.page,
        pageSize: request.query.page_size,
      });
      reply.header("cache-control", "no-store");
      return page;
    },
  );

  app.get(
    "/api/notifications/unread-count",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "countUnreadNotifications",
        summary: "The bell's unread count",
        description: "A `user_id` other than the token's user answers 404.",
        tags: ["notifications"],
        querystring: notificationsUserQuerySchema,
        response: { 200: unreadCountSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const unread = await countPanelUnread(app.db, {
        authUserId: requireUser(request).id,
        userId: request.query.user_id,
      });
      reply.header("cache-control", "no-store");
      return { unread_count: unread };
    },
  );

  app.post(
    "/api/notifications/mark-as-read",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "markNotificationRead",
        summary: "Mark one notification read",
        description:
          "The ids are in the query, not the body (spec §7.2). Marking a read notification again " +
          "succeeds. Another user's notification, or a `user_id` other than the token's, answers 404.",
        tags: ["notifications"],
        querystring: notificationTargetQuerySchema,
        response: { 200: markAsReadResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      markPanelNotificationRead(app.db, {
        authUserId: requireUser(request).id,
        userId: request.query.user_id,
        notificationId: request.query.notification_id,
        now: app.now(),
      }),
  );

  app.delete(
    "/api/notifications",
    {
      onRequest: app.authenticate,
      schema: {
        operationId: "deleteNotification",
        summary: "Delete one notification",
        description:
          "Answers the unread count left. Another user's notification, one already deleted, or a " +
          "`user_id` other than the token's, answers 404.",
        tags: ["notifications"],
        querystring: notificationTargetQuerySchema,
        response: { 200: unreadCountSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      deletePanelNotification(app.db, {
        authUserId: requireUser(request).id,
        userId: request.query.user_id,
        notificationId: request.query.notification_id,
      }),
  );
};
