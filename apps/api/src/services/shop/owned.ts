import type { OwnedFeature } from "@inkforge/domain/contracts/account";
import type { FeatureAccess, FeatureLimitsResponse } from "@inkforge/domain/contracts/shop";
import { hasFeatureAccess, ownsFeature } from "@inkforge/domain/shop/access";
import { findProduct } from "@inkforge/domain/shop/catalogue";
import { allFeatureIds, featureIds, isFeatureId } from "@inkforge/domain/shop/feature-ids";
import { isLifetimeEntry } from "@inkforge/domain/shop/owned";
import { toFeatureLimitsResponse } from "@inkforge/domain/shop/views";
import type { Database } from "../../db/client";
import { listActiveOwnedFeatures } from "../../db/queries/features";
import { AppError } from "../../errors";
import { toOwnedFeature } from "../account/user-info";

/*
 * Feature checks (spec 7.4, 7.12 `/api/fc*`, `/api/features/limits*`; decision 0017): every answer
 * comes from the caller's active owned-feature rows and the domain's access functions.
 */

export type FeatureCheckContext = {
  db: Database;
  now: Date;
  excludedFeatureId: string | undefined;
};

export async function activeEntries(
  ctx: Pick<FeatureCheckContext, "db" | "now">,
  userId: string,
): Promise<OwnedFeature[]> {
  const rows = await listActiveOwnedFeatures(ctx.db, { userId, now: ctx.now });
  return rows.map(toOwnedFeature);
}

/** `GET /api/fc/{id}`: the spec's check (VAL-19..23) with the configured excluded id. */
export function checkAccess(
  ctx: FeatureCheckContext,
  entries: OwnedFeature[],
  featureId: string,
): FeatureAccess {
  return {
    _id: featureId,
    access: hasFeatureAccess(entries, featureId, { excludedFeatureId: ctx.excludedFeatureId }),
  };
}

/** `GET /api/fc/all`: every feature id, with the spec's check and product-wide ownership. */
export function checkAll(ctx: FeatureCheckContext, entries: OwnedFeature[]) {
  return allFeatureIds.map((id) => ({
    ...checkAccess(ctx, entries, id),
    owned: ownsFeature(entries, id, ctx.now),
  }));
}

const featureIdByName = new Map<string, string>(
  Object.entries(featureIds).flatMap(([key, id]) => [
    [key.toLowerCase(), id],
    [id, id],
  ]),
);

/** `GET /api/fc/byname/{name}`: a feature by its constant name (`hotNiches`) or id (`hot-niches`). */
export function checkByName(
  ctx: FeatureCheckContext,
  entries: OwnedFeature[],
  name: string,
): FeatureAccess {
  const id = featureIdByName.get(name.trim().toLowerCase());
  if (!id) throw new AppError("NOT_FOUND", `No feature is named ${name}`);
  return checkAccess(ctx, entries, id);
}

/** `GET /api/fc/byproduct/{id}`: true when the caller holds everything the product grants. */
export function checkByProduct(
  ctx: FeatureCheckContext,
  entries: OwnedFeature[],
  productId: string,
): FeatureAccess {
  const product = findProduct(productId);
  if (!product) throw new AppError("NOT_FOUND", `No product ${productId}`);
  const access =
    ownsFeature(entries, product._id, ctx.now) ||
    product.grants.every((featureId) => ownsFeature(entries, featureId, ctx.now));
  return { _id: product._id, access };
}

/** `GET /api/fc/lifetime/{id}`: held for good (a lifetime or free grant), not by subscription. */
export function checkLifetime(
  ctx: FeatureCheckContext,
  entries: OwnedFeature[],
  id: string,
): FeatureAccess {
  if (!isFeatureId(id) && !findProduct(id)) {
    throw new AppError("NOT_FOUND", `No feature or product ${id}`);
  }
  const lifetime = entries.filter(isLifetimeEntry);
  const product = findProduct(id);
  const access = product
    ? ownsFeature(lifetime, product._id, ctx.now) ||
      product.grants.every((featureId) => ownsFeature(lifetime, featureId, ctx.now))
    : ownsFeature(lifetime, id, ctx.now);
  return { _id: id, access };
}

export function limitsFor(
  ctx: FeatureCheckContext,
  entries: OwnedFeature[],
  { subscriptionsOnly }: { subscriptionsOnly: boolean },
): FeatureLimitsResponse {
  const counted = subscriptionsOnly
    ? entries.filter((entry) => entry.period === "month" || entry.period === "year")
    : entries;
  return toFeatureLimitsResponse(counted, { now: ctx.now });
}
