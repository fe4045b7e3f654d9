import type { OwnedFeature, UserInfo } from "@inkforge/domain/contracts/account";
import type { Database } from "../../db/client";
import { listLinkedProviders } from "../../db/queries/accounts";
import { listActiveOwnedFeatures } from "../../db/queries/features";
import { listSubscriptionsOfUser } from "../../db/queries/shop";
import type { OwnedFeatureRow, User } from "../../db/schema";
import { toSubscriptionDetail } from "../shop/views";

/** An owned_features row in the shape of spec §3 (`features.simple` entries). */
export function toOwnedFeature(row: OwnedFeatureRow): OwnedFeature {
  return {
    feature_shop: { _id: row.shopId, subscription_shops: row.subscriptionShopIds },
    feature_id: { _id: row.featureId },
    ...(row.period ? { period: row.period } : {}),
    until: row.until ? row.until.toISOString() : null,
  };
}

/**
 * `GET /api/account`: the account, its linked providers, the features it holds at `now`, and its
 * subscriptions as `subscription` (the same list as `GET /api/subs`, spec API-ACC-06).
 */
export async function buildUserInfo(db: Database, user: User, now: Date): Promise<UserInfo> {
  const [providers, features, subscriptions] = await Promise.all([
    listLinkedProviders(db, user.id),
    listActiveOwnedFeatures(db, { userId: user.id, now }),
    listSubscriptionsOfUser(db, user.id),
  ]);
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    image: user.image,
    createdAt: user.createdAt.toISOString(),
    ...(user.userType !== null ? { userType: user.userType } : {}),
    hasPassword: user.passwordHash !== null,
    providers,
    features: { simple: features.map(toOwnedFeature) },
    subscription: subscriptions.map((row) => toSubscriptionDetail(row, now)),
  };
}
