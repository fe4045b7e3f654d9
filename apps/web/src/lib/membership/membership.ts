import type { PlanTier } from "@inkforge/domain/shop/enums";
import { readOwnedFeatures } from "@inkforge/domain/shop/owned-parse";
import { holdingsOf } from "@inkforge/domain/shop/ownership";
import { currentTier, type UpgradeTarget } from "@inkforge/domain/shop/tiers";

/*
 * What the header needs to know about the signed-in user's purchases (NAV-14, NAV-18..21, TIER):
 * the tier for the badge, the upgrade to offer, and the features they own. Computed in the
 * browser from `GET /api/fc`. This module pulls in zod through the domain's owned-feature
 * schema, so the header loads it with `import()` only once someone is signed in; the shell's
 * first-load JavaScript stays free of it.
 */

export type MembershipInfo = {
  /** The highest tier owned; null when the tier info was invalid (badge and prompt hidden). */
  tier: PlanTier | null;
  /** The tier to offer; null means no upgrade prompt. */
  upgradeTo: UpgradeTarget | null;
  /** The tier is held for good: the prompt opens the lifetime tab (G-29). */
  lifetime: boolean;
  /** Every feature id the user holds (purchases resolved to what they grant). */
  owned: string[];
  /** The feature ids held for good (lifetime or free grants), not through a subscription. */
  ownedForGood: string[];
};

/** The owned-feature list of a `GET /api/fc` answer (`{ simple }`), or the answer itself. */
export function ownedListOf(answer: unknown): unknown {
  if (typeof answer === "object" && answer !== null && !Array.isArray(answer)) {
    return (answer as { simple?: unknown }).simple;
  }
  return answer;
}

/**
 * The header's view of `GET /api/fc`. The API answers the entries active at its own clock, so no
 * clock is applied here (DESIGN 6: the server's time decides). Invalid tier info is logged and
 * hides the badge and its prompt (TIER-05, spec §8); ownership then counts only the well-formed
 * entries.
 */
export function deriveMembership(
  answer: unknown,
  log: (message: string) => void = (message) => console.error(message),
): MembershipInfo {
  const list = ownedListOf(answer);
  const { tier, upgradeTo, lifetime } = currentTier(list, { log });
  // The same holdings the API's checkout refuses on (decision 0027).
  const holdings = holdingsOf(readOwnedFeatures(list), undefined);
  return {
    tier,
    upgradeTo: tier === null ? null : upgradeTo,
    lifetime,
    owned: [...holdings.all],
    ownedForGood: [...holdings.forGood],
  };
}
