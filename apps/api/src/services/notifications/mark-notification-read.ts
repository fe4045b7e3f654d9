import type { MarkAsReadResponse } from "@inkforge/domain/contracts/notifications";
import type { Database } from "../../db/client";
import { countUnreadNotifications, markNotificationRead } from "../../db/queries/notifications";
import { AppError } from "../../errors";
import { assertOwnUser, isNotificationCode, toPanelNotification } from "./to-panel-notification";

/**
 * `POST /api/notifications/mark-as-read`. Marking a read notification again succeeds and keeps the
 * first read time, so a double click or a retry is harmless. Another user's notification answers
 * 404 like a missing one.
 */
export async function markPanelNotificationRead(
  db: Database,
  input: { authUserId: string; userId: string; notificationId: string; now: Date },
): Promise<MarkAsReadResponse> {
  assertOwnUser(input);
  const row = await markNotificationRead(db, {
    userId: input.authUserId,
    id: input.notificationId,
    now: input.now,
  });
  if (!row || !isNotificationCode(row.code)) {
    throw new AppError("NOT_FOUND", "No such notification");
  }
  return {
    notification: toPanelNotification({ ...row, code: row.code }),
    unread_count: await countUnreadNotifications(db, input.authUserId),
  };
}
