import { z } from "zod";

/** Spec §2.7 and §9: the panel shows 5 notifications per page, and asks for 5. */
export const notificationsPageSize = 5;
/** More than a panel ever asks for; keeps one request's work bounded. */
export const maxNotificationsPageSize = 50;

const userIdField = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .describe("The signed-in user's id (the token's user); another id answers 404");

/** `GET /api/notifications` query (spec §7.2). */
export const notificationsPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe("1-based page number"),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(maxNotificationsPageSize)
    .default(notificationsPageSize)
    .describe("Notifications per page; the panel sends 5"),
  user_id: userIdField,
});
export type NotificationsPageQuery = z.infer<typeof notificationsPageQuerySchema>;

/** `DELETE /api/notifications` and `POST /api/notifications/mark-as-read` query (spec §7.2). */
export const notificationTargetQuerySchema = z.object({
  notification_id: z.uuid().describe("The notification's id, from the list"),
  user_id: userIdField,
});
export type NotificationTargetQuery = z.infer<typeof notificationTargetQuerySchema>;

/** `GET /api/notifications/unread-count` query. */
export const notificationsUserQuerySchema = z.object({ user_id: userIdField });

/** A notification as the panel shows it (spec §3: notification_id, title, message, link, is_read, created_at). */
export const panelNotificationSchema = z.object({
  notification_id: z.string(),
  title: z.string(),
  message: z.string(),
  link: z
    .string()
    .describe("Where a click on it leads, opened in a new tab: a site path or an https URL"),
  is_read: z.boolean(),
  created_at: z.string().describe("ISO 8601"),
});
export type PanelNotification = z.infer<typeof panelNotificationSchema>;

/** `GET /api/notifications` answer: newest first. */
export const notificationsPageSchema = z.object({
  notifications: z.array(panelNotificationSchema),
  has_more: z.boolean().describe("Whether a later page has at least one more notification"),
  unread_count: z.number().int().min(0).describe("All of the user's unread notifications"),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** `GET /api/notifications/unread-count` answer, for the bell's badge. */
export const unreadCountSchema = z.object({ unread_count: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** `POST /api/notifications/mark-as-read` answer: the notification, now read. */
export const markAsReadResponseSchema = z.object({
  notification: panelNotificationSchema,
  unread_count: z.number().int().min(0),
});
export type MarkAsReadResponse = z.infer<typeof markAsReadResponseSchema>;
