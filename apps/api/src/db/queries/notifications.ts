import type { NotificationCode } from "@inkforge/domain/notifications/templates";
import { asc, count, desc, eq } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import { type Notification, notifications } from "../schema";

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

export const notificationSortColumns = {
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

/** One page of a user's notifications. The id breaks ties so pages never overlap or skip rows. */
export async function listNotifications(
  db: Database,
  { userId, offset, limit, sortField, sortDirection }: ListNotificationsParams,
): Promise<Notification[]> {
  const order = sortDirection === "ASC" ? asc : desc;
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(order(notificationSortColumns[sortField]), order(notifications.id))
    .limit(limit)
    .offset(offset);
}

export async function countNotifications(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return row?.total ?? 0;
}

export async function deleteNotificationsOfUser(db: Database, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}
