import "server-only";
import {
  type AccountNotification,
  accountNotificationListSchema,
  type OutboxMessageInfo,
  outboxMessageSchema,
} from "@inkforge/domain/contracts/account";
import { z } from "zod";
import { fetchAccount, serverApi } from "@/lib/api/server-api";

export { fetchAccount };

/** How many notifications the account overview lists. */
const NOTIFICATION_HISTORY_SIZE = 50;

/**
 * The account's notification history (spec API-ACC-13), newest first. A failure is logged, not
 * shown as an error (ERR-02); the page says the list could not be loaded.
 */
export async function fetchNotificationHistory(
  apiToken: string,
): Promise<AccountNotification[] | null> {
  const result = await serverApi({ token: apiToken })("GET", "/api/notification", {
    query: { range: [0, NOTIFICATION_HISTORY_SIZE - 1], sort: ["datetime", "DESC"] },
    schema: accountNotificationListSchema,
  });
  if (result.ok) return result.data;
  console.error("Failed to fetch notifications", { status: result.status, error: result.message });
  return null;
}

/** The demo outbox (`GET /api/dev/outbox`), newest first; `"not-found"` outside demo mode. */
export async function fetchDevOutbox(): Promise<OutboxMessageInfo[] | "not-found" | "unavailable"> {
  const result = await serverApi()("GET", "/api/dev/outbox", {
    schema: z.array(outboxMessageSchema),
  });
  if (result.ok) return result.data;
  return result.status === 404 ? "not-found" : "unavailable";
}
