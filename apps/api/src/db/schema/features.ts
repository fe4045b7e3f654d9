import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const ownedFeaturePeriods = ["lifetime", "month", "year", "free"] as const;
export type OwnedFeaturePeriod = (typeof ownedFeaturePeriods)[number];

/**
 * Features a user owns (spec §3 `features.simple`). Granted by the shop; read by
 * `GET /api/account`. A row whose `until` has passed no longer counts.
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("owned_features_user_id_idx").on(table.userId)],
);

export type OwnedFeatureRow = typeof ownedFeatures.$inferSelect;
