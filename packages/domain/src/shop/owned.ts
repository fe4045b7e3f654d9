import type { OwnedFeature } from "../contracts/account";
import { findProduct } from "./catalogue";
import type { PlanTier } from "./enums";
import { type FeatureId, isFeatureId, planFeatureIds } from "./feature-ids";
import { planIncludedFeatures } from "./feature-matrix";

/*
 * Reading owned-feature entries (spec §3 `features.simple`, the account contract's
 * `ownedFeatureSchema`). Shared by tiers, access, upsell and popup rules so they agree on what
 * "owns" means (decision 0017):
 *   - an entry counts while it is active: no `until`, or `until` later than `now` (a grant lapses
 *     at `until`, end-exclusive, like the API's query);
 *   - an entry names features through `feature_id._id`, `feature_shop` (string or `{ _id }`) and
 *     `feature_shop.subscription_shops`; a product id among them stands for the features the
 *     product grants, and a plan feature for everything the plan includes.
 */

export type { OwnedFeature };
// Reading raw entries (with zod) lives in owned-parse.ts, so pages that only reason about
// entries (the pricing page's plan buttons) do not load zod.

/** True while the entry counts at `now`; without `now` every entry counts. */
export function isActiveAt(entry: OwnedFeature, now: Date | undefined): boolean {
  if (entry.until === undefined || entry.until === null || now === undefined) return true;
  return Date.parse(entry.until) > now.getTime();
}

/** The product id of an entry (`feature_shop` string or `feature_shop._id`). */
export function entryProductId(entry: OwnedFeature): string {
  return typeof entry.feature_shop === "string" ? entry.feature_shop : entry.feature_shop._id;
}

/** The ids an entry names, as written (no resolution). */
export function entryRawIds(entry: OwnedFeature): string[] {
  const ids = [entryProductId(entry)];
  if (typeof entry.feature_shop !== "string")
    ids.push(...(entry.feature_shop.subscription_shops ?? []));
  if (entry.feature_id) ids.push(entry.feature_id._id);
  return ids;
}

const planTierByFeature = new Map<string, PlanTier>(
  (Object.entries(planFeatureIds) as [PlanTier, FeatureId][]).map(([tier, id]) => [id, tier]),
);

/** An id as features: a product id becomes its grants, a plan feature what the plan includes. */
export function resolveId(id: string): string[] {
  const product = findProduct(id);
  const direct: readonly string[] = product ? product.grants : [id];
  return direct.flatMap((featureId): string[] => {
    const tier = planTierByFeature.get(featureId);
    return tier ? [...planIncludedFeatures(tier)] : [featureId];
  });
}

/**
 * Every feature id an entry gives. A `feature_shop` id we do not know is only a label of where the
 * entry came from when `feature_id` names the feature; without `feature_id` it is the feature.
 */
export function entryFeatureIds(entry: OwnedFeature): Set<string> {
  const ids: string[] = [];
  const productId = entryProductId(entry);
  if (isKnownId(productId) || !entry.feature_id) ids.push(productId);
  if (typeof entry.feature_shop !== "string")
    ids.push(...(entry.feature_shop.subscription_shops ?? []));
  if (entry.feature_id) ids.push(entry.feature_id._id);
  return new Set(ids.flatMap(resolveId));
}

function isKnownId(id: string): boolean {
  return findProduct(id) !== undefined || isFeatureId(id);
}

/** Every feature id the active entries give at `now`. */
export function entitlementsAt(
  entries: readonly OwnedFeature[],
  now: Date | undefined,
): Set<string> {
  const ids = new Set<string>();
  for (const entry of entries) {
    if (!isActiveAt(entry, now)) continue;
    for (const id of entryFeatureIds(entry)) ids.add(id);
  }
  return ids;
}

/**
 * True when an entry is held for good: `period` lifetime or free without an `until`; without a
 * period, the product's billing period decides, and an unknown product counts as lifetime when it
 * has no `until`.
 */
export function isLifetimeEntry(entry: OwnedFeature): boolean {
  const hasUntil = entry.until !== undefined && entry.until !== null;
  if (entry.period === "month" || entry.period === "year") return false;
  if (entry.period === "lifetime" || entry.period === "free") return !hasUntil;
  const product = findProduct(entryProductId(entry));
  if (product) return product.billingPeriod === "lifetime" || product.billingPeriod === "free";
  return !hasUntil;
}

/** True for a usable clock value. */
export function isValidDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}
