import type { PanelNotification } from "@inkforge/domain/contracts/notifications";
import { notificationLink, notificationTitle } from "@inkforge/domain/notifications/panel";
import {
  type NotificationCode,
  notificationTemplates,
  renderNotification,
} from "@inkforge/domain/notifications/templates";
import type { Notification } from "../../db/schema";
import { AppError } from "../../errors";

export function isNotificationCode(code: string): code is NotificationCode {
  return Object.hasOwn(notificationTemplates, code);
}

/** A stored notification as the panel shows it (spec §3), its text rendered from the code. */
export function toPanelNotification(
  row: Notification & { code: NotificationCode },
): PanelNotification {
  return {
    notification_id: row.id,
    title: notificationTitle(row.code, row.data),
    message: renderNotification({
      code: row.code,
      data: row.data,
      ...(row.message !== null ? { message: row.message } : {}),
    }),
    link: notificationLink(row.data),
    is_read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The query's `user_id` must be the token's user. Another id answers 404, as if that user did not
 * exist, so these endpoints cannot be used to probe for accounts (as `POST /api/usage` does).
 */
export function assertOwnUser(input: { authUserId: string; userId: string }): void {
  if (input.userId !== input.authUserId) throw new AppError("NOT_FOUND", "No such user");
}
