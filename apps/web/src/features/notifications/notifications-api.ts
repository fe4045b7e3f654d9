import type {
  MarkAsReadResponse,
  NotificationsPage,
  PanelNotification,
  UnreadCount,
} from "@inkforge/domain/contracts/notifications";
import type { ApiCaller, ApiResult } from "@/lib/api/api-call";
import { PAGE_SIZE } from "./panel-state";

/*
 * The notification service calls of spec §7.2. Answers are checked by hand rather than with the
 * zod contracts: the bell is in every signed-in page's header, and zod's runtime would weigh on
 * all of them (decision 0054).
 */

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;

function isPanelNotification(value: unknown): value is PanelNotification {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.notification_id === "string" &&
    typeof item.title === "string" &&
    typeof item.message === "string" &&
    typeof item.link === "string" &&
    typeof item.is_read === "boolean" &&
    typeof item.created_at === "string"
  );
}

function parsePage(data: unknown): NotificationsPage {
  const page = data as Partial<NotificationsPage> | null;
  if (
    !page ||
    !Array.isArray(page.notifications) ||
    !page.notifications.every(isPanelNotification) ||
    typeof page.has_more !== "boolean" ||
    !isCount(page.unread_count)
  ) {
    throw new Error("Unexpected notifications answer");
  }
  return page as NotificationsPage;
}

function parseUnread(data: unknown): UnreadCount {
  const body = data as Partial<UnreadCount> | null;
  if (!body || !isCount(body.unread_count)) throw new Error("Unexpected unread count answer");
  return { unread_count: body.unread_count };
}

function parseMarked(data: unknown): MarkAsReadResponse {
  const body = data as Partial<MarkAsReadResponse> | null;
  if (!body || !isPanelNotification(body.notification) || !isCount(body.unread_count)) {
    throw new Error("Unexpected mark-as-read answer");
  }
  return body as MarkAsReadResponse;
}

export function fetchNotificationsPage(
  call: ApiCaller,
  userId: string,
  page: number,
): Promise<ApiResult<NotificationsPage>> {
  return call("GET", "/api/notifications", {
    query: { page, page_size: PAGE_SIZE, user_id: userId },
    schema: { parse: parsePage },
  });
}

export function fetchUnreadCount(call: ApiCaller, userId: string): Promise<ApiResult<UnreadCount>> {
  return call("GET", "/api/notifications/unread-count", {
    query: { user_id: userId },
    schema: { parse: parseUnread },
  });
}

/** The ids go in the query, not the body (API-NTF-03). */
export function markNotificationRead(
  call: ApiCaller,
  userId: string,
  notificationId: string,
): Promise<ApiResult<MarkAsReadResponse>> {
  return call("POST", "/api/notifications/mark-as-read", {
    query: { notification_id: notificationId, user_id: userId },
    schema: { parse: parseMarked },
  });
}

export function deleteNotification(
  call: ApiCaller,
  userId: string,
  notificationId: string,
): Promise<ApiResult<UnreadCount>> {
  return call("DELETE", "/api/notifications", {
    query: { notification_id: notificationId, user_id: userId },
    schema: { parse: parseUnread },
  });
}
