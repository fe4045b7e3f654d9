import type { OwnedFeature, UserInfo } from "@inkforge/domain/contracts/account";
import type { Database } from "../../db/client";
import { listLinkedProviders } from "../../db/queries/accounts";
import { listActiveOwnedFeatures } from "../../db/queries/features";
import type { OwnedFeatureRow, User } from "../../db/schema";

/** An owned_features row in the shape of spec §3 (`features.simple` entries). */
export function toOwnedFeature(row: OwnedFeatureRow): OwnedFeature {
  return {
    feature_shop: { _id: row.shopId, subscription_shops: row.subscriptionShopIds },
    feature_id: { _id: row.featureId },
    ...(row.period ? { period: row.period } : {}),
    until: row.until ? row.until.toISOString() : null,
  };
}

/** `GET /api/account`: the account, its linked providers and the features it holds at `now`. */
export async function buildUserInfo(db: Database, user: User, now: Date): Promise<UserInfo> {
  const [providers, features] = await Promise.all([
    listLinkedProviders(db, user.id),
    listActiveOwnedFeatures(db, { userId: user.id, now }),
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
  };
}
