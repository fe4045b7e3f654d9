import type { AccountNotification, OwnedFeature } from "@inkforge/domain/contracts/account";
import { renderNotification } from "@inkforge/domain/notifications/templates";
import { featureName } from "@inkforge/domain/shop/product-views";
import { formatLongDate } from "@/lib/format-date";

/*
 * What the account overview (/me) shows, computed from `GET /api/account` and
 * `GET /api/notification` so the page only renders the result.
 */

/** "pro-max" → "Pro Max". */
export function humanizeId(id: string): string {
  return id
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

const periodLabels = {
  lifetime: "Lifetime",
  month: "Monthly",
  year: "Yearly",
  free: "Free",
} as const;

export type OwnedFeatureRow = { key: string; name: string; terms: string };

/**
 * One row per owned feature: its name in the shop ("Hot KDP Niches"; unknown ids humanized) and
 * how it is held ("Monthly, until 21 December 2026").
 */
export function describeOwnedFeatures(features: OwnedFeature[]): OwnedFeatureRow[] {
  return features.map((feature, index) => {
    const shopId =
      typeof feature.feature_shop === "string" ? feature.feature_shop : feature.feature_shop._id;
    const id = feature.feature_id?._id ?? shopId;
    const parts: string[] = [];
    if (feature.period) parts.push(periodLabels[feature.period]);
    if (feature.until) parts.push(`until ${formatLongDate(feature.until)}`);
    return { key: `${id}-${index}`, name: featureName(id), terms: parts.join(", ") };
  });
}

export type SubscriptionRow = { key: string; text: string };

function describeSubscription(item: unknown): string | null {
  if (typeof item === "string") return item.trim() || null;
  if (typeof item !== "object" || item === null) return null;
  const record = item as Record<string, unknown>;
  const name = [record.name, record.title, record.product, record.type, record._id, record.id].find(
    (value): value is string => typeof value === "string" && value.trim() !== "",
  );
  const status = typeof record.status === "string" ? record.status : null;
  const until = [record.until, record.renewsAt, record.endsAt, record.current_period_end].find(
    (value): value is string => typeof value === "string" && !Number.isNaN(Date.parse(value)),
  );
  const parts = [name ?? "Subscription"];
  if (status) parts.push(`(${status})`);
  if (until) parts.push(`until ${formatLongDate(until)}`);
  return parts.join(" ");
}

/**
 * The subscriptions the API reports (`subscription`, spec API-ACC-06; the shop fills it). Its
 * shape belongs to the shop, so this renders what is there: a list, a single record, or none.
 */
export function describeSubscriptions(subscription: unknown): SubscriptionRow[] {
  const items = Array.isArray(subscription)
    ? subscription
    : subscription && typeof subscription === "object"
      ? Array.isArray((subscription as { items?: unknown }).items)
        ? ((subscription as { items: unknown[] }).items ?? [])
        : [subscription]
      : [];
  return items
    .map((item) => describeSubscription(item))
    .filter((text): text is string => text !== null)
    .map((text, index) => ({ key: `${index}-${text}`, text }));
}

export type NotificationRow = { key: string; text: string; date: string; datetime: string };

/** Newest first, each rendered from its template (spec §3 codes 001–005). */
export function describeNotifications(notifications: AccountNotification[]): NotificationRow[] {
  return [...notifications]
    .sort((a, b) => Date.parse(b.datetime) - Date.parse(a.datetime))
    .map((notification, index) => ({
      key: `${notification.datetime}-${index}`,
      text: renderNotification(notification),
      date: formatLongDate(notification.datetime),
      datetime: notification.datetime,
    }));
}
