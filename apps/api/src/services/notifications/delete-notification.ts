import type { UnreadCount } from "@inkforge/domain/contracts/notifications";
import type { Database } from "../../db/client";
import { countUnreadNotifications, deleteNotificationOfUser } from "../../db/queries/notifications";
import { AppError } from "../../errors";
import { assertOwnUser } from "./to-panel-notification";

/**
 * `DELETE /api/notifications`. Another user's notification, or one already deleted, answers 404;
 * the panel, which removed it already, then leaves it removed.
 */
export async function deletePanelNotification(
  db: Database,
  input: { authUserId: string; userId: string; notificationId: string },
): Promise<UnreadCount> {
  assertOwnUser(input);
  const deleted = await deleteNotificationOfUser(db, {
    userId: input.authUserId,
    id: input.notificationId,
  });
  if (!deleted) throw new AppError("NOT_FOUND", "No such notification");
  return { unread_count: await countUnreadNotifications(db, input.authUserId) };
}
