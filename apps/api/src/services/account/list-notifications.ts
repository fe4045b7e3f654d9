import type { AccountNotification } from "@inkforge/domain/contracts/account";
import {
  type NotificationCode,
  notificationTemplates,
  renderNotification,
} from "@inkforge/domain/notifications/templates";
import { listNotifications, type NotificationSortField } from "../../db/queries/notifications";
import type { Notification } from "../../db/schema";
import type { AccountContext } from "./context";

function isNotificationCode(code: string): code is NotificationCode {
  return Object.hasOwn(notificationTemplates, code);
}

/** A stored notification as spec §3 shows it, its text rendered from the code's template. */
function toAccountNotification(
  row: Notification & { code: NotificationCode },
): AccountNotification {
  return {
    code: row.code,
    data: row.data,
    message: renderNotification({
      code: row.code,
      data: row.data,
      ...(row.message !== null ? { message: row.message } : {}),
    }),
    datetime: row.createdAt.toISOString(),
  };
}

/** `GET /api/notification`: one page of the user's notifications and the total. */
export async function listAccountNotifications(
  ctx: Pick<AccountContext, "db">,
  {
    userId,
    offset,
    limit,
    sortField,
    sortDirection,
  }: {
    userId: string;
    offset: number;
    limit: number;
    sortField: NotificationSortField;
    sortDirection: "ASC" | "DESC";
  },
): Promise<{ items: AccountNotification[]; total: number }> {
  const { items: rows, total } = await listNotifications(ctx.db, {
    userId,
    offset,
    limit,
    sortField,
    sortDirection,
  });
  const items = rows
    .filter((row): row is Notification & { code: NotificationCode } => isNotificationCode(row.code))
    .map(toAccountNotification);
  return { items, total };
}
