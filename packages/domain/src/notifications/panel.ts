import type { NotificationCode } from "./templates";

/**
 * The panel's title and link for a stored notification (spec §3 gives the panel these fields but
 * the account notifications only a code, data and message). They follow the code, so every
 * notification already written by a purchase, subscription or welcome gets them; an event that
 * knows better (an announcement) may put `title` and `link` in `data`.
 */
export const notificationTitles: Record<NotificationCode, string> = {
  "001": "Message",
  "002": "Tokens added",
  "003": "Unlimited boards",
  "004": "Purchase complete",
  "005": "Subscription active",
};

/** Purchases, subscriptions and account messages are all on the account page. */
export const defaultNotificationLink = "/me";

const maxTitleLength = 120;

/**
 * A site path ("/pricing") or an https URL. Anything else (javascript:, protocol-relative "//x",
 * plain http) is refused so a stored link can never run script or leave TLS when clicked.
 */
export function isSafeNotificationLink(value: unknown): value is string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return false;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  try {
    return new URL(value).protocol === "https:";
  } catch {
    return false;
  }
}

export function notificationTitle(code: NotificationCode, data: Record<string, unknown>): string {
  const own = data.title;
  if (typeof own === "string" && own.trim() !== "") return own.trim().slice(0, maxTitleLength);
  return notificationTitles[code];
}

export function notificationLink(data: Record<string, unknown>): string {
  return isSafeNotificationLink(data.link) ? data.link : defaultNotificationLink;
}
