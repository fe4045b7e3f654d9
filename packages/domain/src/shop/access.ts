import type { Availability, PlanTier } from "./enums";
import {
  type Capability,
  capabilities,
  capabilityFor,
  entryLimit,
  getCapabilityOrThrow,
  moreGenerous,
} from "./feature-matrix";
import { entitlementsAt, entryFeatureIds, entryRawIds, isActiveAt, isValidDate } from "./owned";
import { readOwnedFeatures } from "./owned-parse";
import { tierOfEntries } from "./tiers";

/*
 * Feature access (spec §5, VAL-19..23, gap G-30; decision 0017).
 *
 * `hasFeatureAccess` is the spec's check, word for word: the server's gate for a feature id, run on
 * the entries the API already filtered to active ones. `ownsFeature` is the product-wide notion of
 * ownership (navigation menus, popup sets, upsells): it also honours `until` and counts a direct
 * `feature_shop` match and the features a product or plan grants.
 */

export type FeatureAccessOptions = {
  /** The one feature id that never grants access (config `FEATURE_ACCESS_EXCLUDED_ID`). */
  excludedFeatureId?: string | null;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/**
 * The spec's feature-access check: false if `featureId` is missing or empty, or equals the
 * excluded id; otherwise true if any item has `feature_id._id === featureId`, or a
 * `feature_shop.subscription_shops` list containing it; false otherwise. Items that are not
 * objects, and a non-array `items`, grant nothing. It does not look at `until`: pass active
 * entries (as the API's owned-features query returns them).
 */
export function hasFeatureAccess(
  items: unknown,
  featureId: unknown,
  options: FeatureAccessOptions = {},
): boolean {
  if (typeof featureId !== "string" || featureId.length === 0) return false;
  if (options.excludedFeatureId && featureId === options.excludedFeatureId) return false;
  if (!Array.isArray(items)) return false;
  return items.some((item) => {
    if (!isRecord(item)) return false;
    const featureIdField = item.feature_id;
    if (isRecord(featureIdField) && featureIdField._id === featureId) return true;
    const shop = item.feature_shop;
    if (!isRecord(shop)) return false;
    const subscriptionShops = shop.subscription_shops;
    return Array.isArray(subscriptionShops) && subscriptionShops.includes(featureId);
  });
}

function requireNow(now: Date): void {
  if (!isValidDate(now)) throw new RangeError("now must be a valid Date");
}

/**
 * True when the user holds `featureId` at `now`: an active entry (no `until`, or `until` later than
 * `now`) names it through `feature_id._id`, `feature_shop` (string or `_id`) or
 * `subscription_shops`, or names a product or plan that grants it. Malformed entries are skipped.
 * Also true for a product id the user bought (`ownsFeature(items, "pro-monthly", now)`).
 */
export function ownsFeature(items: unknown, featureId: unknown, now: Date): boolean {
  requireNow(now);
  if (typeof featureId !== "string" || featureId.length === 0) return false;
  return readOwnedFeatures(items).some(
    (entry) =>
      isActiveAt(entry, now) &&
      (entryRawIds(entry).includes(featureId) || entryFeatureIds(entry).has(featureId)),
  );
}

/** The availability a bought feature gives a row: the row's most generous plan cell. */
export function fullAvailability(row: Capability): Availability {
  return Object.values(row.availability).reduce(moreGenerous, "not available");
}

/**
 * What the user gets of a capability at `now`: their tier's cell, raised to the row's full
 * availability when they own a feature that unlocks the row (e.g. the coloring book maker bought
 * on its own). Malformed entries are skipped.
 */
export function effectiveAvailability(
  items: unknown,
  capabilityId: string,
  options: { now: Date },
): Availability {
  requireNow(options.now);
  const row = getCapabilityOrThrow(capabilityId);
  return availabilityFor(row, holdingsAt(items, options.now));
}

type Holdings = { tier: PlanTier; owned: ReadonlySet<string> };

function holdingsAt(items: unknown, now: Date): Holdings {
  const entries = readOwnedFeatures(items);
  return {
    tier: tierOfEntries(entries, now).tier ?? "Free",
    owned: entitlementsAt(entries, now),
  };
}

function availabilityFor(row: Capability, { tier, owned }: Holdings): Availability {
  const fromPlan = capabilityFor(tier, row.id);
  return row.featureIds.some((id) => owned.has(id))
    ? moreGenerous(fromPlan, fullAvailability(row))
    : fromPlan;
}

export type CapabilityLimit = {
  capabilityId: string;
  availability: Availability;
  /** Entries (or uses) allowed; null for no limit, 0 for none. */
  limit: number | null;
  limitUnit: string | null;
};

/** Every capability's availability and limit for the user (`GET /api/features/limits`). */
export function capabilityLimitsFor(items: unknown, options: { now: Date }): CapabilityLimit[] {
  requireNow(options.now);
  const holdings = holdingsAt(items, options.now);
  return capabilities.map((row) => {
    const availability = availabilityFor(row, holdings);
    return {
      capabilityId: row.id,
      availability,
      limit: entryLimit(availability),
      limitUnit: row.limitUnit ?? null,
    };
  });
}
