import { type PaidPlanTier, type PlanTier, planTiers } from "./enums";
import { planFeatureIds } from "./feature-ids";
import {
  entryFeatureIds,
  isActiveAt,
  isLifetimeEntry,
  isValidDate,
  type OwnedFeature,
} from "./owned";
import { parseOwnedFeatureList } from "./owned-parse";

/*
 * The header's tier badge and upgrade prompt (spec §4 "Tier", TIER-01..06, gap G-29).
 * Free < Pro < Pro Max < Ultra < Supreme; the highest tier owned wins.
 */

/** The upgrade each tier is offered (spec §4; Ultra, which the spec leaves open, goes to Supreme). */
export const upgradeTargets = {
  Free: "Pro",
  Pro: "Pro Max",
  "Pro Max": "Supreme",
  Ultra: "Supreme",
  Supreme: null,
} as const satisfies Record<PlanTier, PaidPlanTier | null>;
export type UpgradeTarget = NonNullable<(typeof upgradeTargets)[PlanTier]>;

export type TierResult = {
  /** The highest tier owned; null when the tier info was invalid (the prompt is then hidden). */
  tier: PlanTier | null;
  /** The tier to offer, or null for no upgrade prompt. */
  upgradeTo: UpgradeTarget | null;
  /** True when the tier is held for good (the prompt can open /pricing?tab=lifetime, G-29). */
  lifetime: boolean;
};

export type TierOptions = {
  /** The server's clock; without it, `until` is not checked (the caller already filtered). */
  now?: Date;
  /** Told why tier info was rejected (spec §8 "Invalid tier info: logged"). */
  log?: (message: string) => void;
};

const UNKNOWN: TierResult = { tier: null, upgradeTo: null, lifetime: false };

/** Rank of a tier, 0 for Free. */
export function tierRank(tier: PlanTier): number {
  return planTiers.indexOf(tier);
}

/** The highest tier among feature ids (Free when none is a plan feature). */
export function highestTier(featureIds: Iterable<string>): PlanTier {
  const owned = new Set(featureIds);
  for (const tier of [...planTiers].reverse()) {
    if (tier !== "Free" && owned.has(planFeatureIds[tier])) return tier;
  }
  return "Free";
}

/**
 * The current tier and the upgrade to offer, from owned-feature entries (`features.simple` or the
 * check-all list). Entries may name features by `feature_shop` (a product id or `{ _id }`),
 * `subscription_shops` or `feature_id._id`; a subscription-held entry whose `until` has passed at
 * `now` does not count. Invalid input — not an array, a malformed entry, an invalid `now` — calls
 * `log` and returns `{ tier: null, upgradeTo: null }` so the prompt is hidden (TIER-05).
 */
export function currentTier(ownedFeatures: unknown, options: TierOptions = {}): TierResult {
  const { now, log } = options;
  if (now !== undefined && !isValidDate(now)) {
    log?.("Invalid tier info: now is not a valid date");
    return UNKNOWN;
  }
  const parsed = parseOwnedFeatureList(ownedFeatures);
  if (!parsed.ok) {
    log?.(`Invalid tier info: ${parsed.problem}`);
    return UNKNOWN;
  }
  return tierOfEntries(parsed.entries, now);
}

/** `currentTier` for entries already validated. */
export function tierOfEntries(entries: readonly OwnedFeature[], now: Date | undefined): TierResult {
  const active = entries.filter((entry) => isActiveAt(entry, now));
  const perEntry = active.map((entry) => ({ entry, ids: entryFeatureIds(entry) }));
  const tier = highestTier(perEntry.flatMap(({ ids }) => [...ids]));
  if (tier === "Free") return { tier, upgradeTo: upgradeTargets.Free, lifetime: false };
  const feature = planFeatureIds[tier];
  const lifetime = perEntry.some(({ entry, ids }) => ids.has(feature) && isLifetimeEntry(entry));
  return { tier, upgradeTo: upgradeTargets[tier], lifetime };
}
