import type { NotificationCode } from "@inkforge/domain/notifications/templates";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { type Notification, notifications } from "../schema";
import { countRows, selectPageWithTotal } from "./paged";

export type CreateNotificationParams = {
  userId: string;
  code: NotificationCode;
  /** Values for the code's template, e.g. `{ product: "Pro" }` for 004. */
  data?: Record<string, unknown>;
  /** The text of a code 001 notification; the other codes are rendered from `data`. */
  message?: string | null;
  now: Date;
};

/** Adds a notification to a user's account list (registration, purchases, subscriptions…). */
export async function createNotification(
  db: Database,
  { userId, code, data = {}, message = null, now }: CreateNotificationParams,
): Promise<Notification> {
  const [row] = await db
    .insert(notifications)
    .values({ userId, code, data, message, createdAt: now })
    .returning();
  return row!;
}

const notificationSortColumns = {
  datetime: notifications.createdAt,
} as const satisfies Record<string, AnyPgColumn>;
export type NotificationSortField = keyof typeof notificationSortColumns;

export type ListNotificationsParams = {
  userId: string;
  offset: number;
  limit: number;
  sortField: NotificationSortField;
  sortDirection: "ASC" | "DESC";
};

/** One page of a user's notifications and how many the user has. */
export function listNotifications(
  db: Database,
  { userId, offset, limit, sortField, sortDirection }: ListNotificationsParams,
): Promise<{ items: Notification[]; total: number }> {
  return selectPageWithTotal<Notification>(db, notifications, {
    where: eq(notifications.userId, userId),
    sortColumn: notificationSortColumns[sortField],
    idColumn: notifications.id,
    sortDirection,
    offset,
    limit,
  });
}

export async function deleteNotificationsOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}

/**
 * One panel page, newest first, and one row more than asked for: its presence is `has_more`,
 * without a second count query.
 */
export async function listNotificationsNewestFirst(
  db: Database,
  { userId, offset, limit }: { userId: string; offset: number; limit: number },
): Promise<Notification[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function countUnreadNotifications(db: Database, userId: string): Promise<number> {
  return countRows(
    db,
    notifications,
    and(eq(notifications.userId, userId), isNull(notifications.readAt)),
  );
}

/**
 * Marks one of the user's notifications read, keeping the first read time when it already was.
 * Answers the row, or null when the user has no such notification.
 */
export async function markNotificationRead(
  db: Database,
  { userId, id, now }: { userId: string; id: string; now: Date },
): Promise<Notification | null> {
  const [updated] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)),
    )
    .returning();
  if (updated) return updated;
  const [existing] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return existing ?? null;
}

/** Deletes one of the user's notifications; false when the user has no such notification. */
export async function deleteNotificationOfUser(
  db: Database,
  { userId, id }: { userId: string; id: string },
): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return deleted.length > 0;
}
