import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { orders, subscriptions } from "./shop";

export const ownedFeaturePeriods = ["lifetime", "month", "year", "free"] as const;
export type OwnedFeaturePeriod = (typeof ownedFeaturePeriods)[number];

/**
 * Features a user owns (spec §3 `features.simple`). Granted by the shop; read by
 * `GET /api/account`. A row whose `until` has passed no longer counts.
 * Exactly-once grants (decision 0018): one row per (order, feature), per (subscription,
 * feature), and per (user, feature, product) for grants without an order (free claims, seed).
 */
export const ownedFeatures = pgTable(
  "owned_features",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The feature itself (`feature_id._id`). */
    featureId: text("feature_id").notNull(),
    /** The shop product it came with (`feature_shop._id`). */
    shopId: text("shop_id").notNull(),
    /** The subscription products that grant it (`feature_shop.subscription_shops`). */
    subscriptionShopIds: text("subscription_shop_ids").array().notNull().default([]),
    period: text("period").$type<OwnedFeaturePeriod>(),
    /** When a subscription-held feature lapses; null for lifetime. */
    until: timestamp("until", { withTimezone: true }),
    /** The order that paid for it; null for free claims and seeded grants. */
    orderId: uuid("order_id").references(() => orders.id),
    /** The subscription that keeps it; its `until` follows the subscription's period end. */
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("owned_features_user_id_idx").on(table.userId),
    uniqueIndex("owned_features_order_feature_uq")
      .on(table.orderId, table.featureId)
      .where(sql`${table.orderId} is not null`),
    uniqueIndex("owned_features_subscription_feature_uq")
      .on(table.subscriptionId, table.featureId)
      .where(sql`${table.subscriptionId} is not null`),
    uniqueIndex("owned_features_unpaid_grant_uq")
      .on(table.userId, table.featureId, table.shopId)
      .where(sql`${table.orderId} is null and ${table.subscriptionId} is null`),
  ],
);

export type OwnedFeatureRow = typeof ownedFeatures.$inferSelect;
