import type { NotificationsPage } from "@inkforge/domain/contracts/notifications";
import type { NotificationCode } from "@inkforge/domain/notifications/templates";
import type { Database } from "../../db/client";
import {
  countUnreadNotifications,
  listNotificationsNewestFirst,
} from "../../db/queries/notifications";
import type { Notification } from "../../db/schema";
import { assertOwnUser, isNotificationCode, toPanelNotification } from "./to-panel-notification";

/** `GET /api/notifications`: one page of the user's notifications, newest first (spec §7.2). */
export async function listPanelNotifications(
  db: Database,
  input: { authUserId: string; userId: string; page: number; pageSize: number },
): Promise<NotificationsPage> {
  assertOwnUser(input);
  const [rows, unread] = await Promise.all([
    listNotificationsNewestFirst(db, {
      userId: input.authUserId,
      offset: (input.page - 1) * input.pageSize,
      limit: input.pageSize + 1,
    }),
    countUnreadNotifications(db, input.authUserId),
  ]);
  return {
    notifications: rows
      .slice(0, input.pageSize)
      .filter((row): row is Notification & { code: NotificationCode } =>
        isNotificationCode(row.code),
      )
      .map(toPanelNotification),
    has_more: rows.length > input.pageSize,
    unread_count: unread,
  };
}

/** `GET /api/notifications/unread-count`: the bell's badge. */
export async function countPanelUnread(
  db: Database,
  input: { authUserId: string; userId: string },
): Promise<number> {
  assertOwnUser(input);
  return countUnreadNotifications(db, input.authUserId);
}
