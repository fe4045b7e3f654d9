import { findProduct, products } from "./catalogue";
import type { PaidPlanTier } from "./enums";
import { type FeatureId, featureIds as f, isFeatureId, planFeatureIds } from "./feature-ids";
import {
  entitlementsAt,
  entryFeatureIds,
  isActiveAt,
  isLifetimeEntry,
  isValidDate,
  type OwnedFeature,
} from "./owned";
import { parseOwnedFeatureList, readOwnedFeatures } from "./owned-parse";
import { highestTier } from "./tiers";

/*
 * Upsell filtering and popup sets (spec §4 "Popup sets by ownership", §5 "Upsell filtering",
 * POP-21..39, gaps G-31 and G-32; decision 0017). The hide table is data so an operator can read
 * it and a test can pin it.
 */

// --- Upsell filtering ----------------------------------------------------------------------------

export type UpsellHideRule = {
  /** When the user holds this feature… */
  whenOwned: FeatureId;
  /** …offers of these features are hidden. */
  hide: readonly FeatureId[];
  why: string;
};

/**
 * Offers hidden by what the user owns, beyond the general rule that an offer is hidden once the
 * user already holds every feature it grants. The spec gives the plan ladder and "Pro Max is
 * hidden if the puzzle, coloring or designer bundles are owned, among others"; the other rows
 * apply the same reasoning (a bundle that covers most of a plan's reason to buy hides that plan).
 */
export const upsellHideRules: readonly UpsellHideRule[] = [
  { whenOwned: f.pro, hide: [f.pro], why: "owning a plan hides it (spec §5)" },
  { whenOwned: f.proMax, hide: [f.pro, f.proMax], why: "a higher plan hides lower ones (spec §5)" },
  {
    whenOwned: f.ultra,
    hide: [f.pro, f.proMax, f.ultra],
    why: "a higher plan hides lower ones (spec §5)",
  },
  {
    whenOwned: f.supreme,
    hide: [f.pro, f.proMax, f.ultra, f.supreme],
    why: "a higher plan hides lower ones (spec §5)",
  },
  { whenOwned: f.puzzleToolsV1, hide: [f.proMax], why: "puzzle bundle owners (spec §5)" },
  { whenOwned: f.puzzleToolsV2, hide: [f.proMax], why: "puzzle bundle owners (spec §5)" },
  {
    whenOwned: f.puzzleMegaBundle,
    hide: [f.proMax, f.puzzleToolsV1, f.puzzleToolsV2],
    why: "puzzle bundle owners (spec §5); the bundle contains both puzzle tool sets",
  },
  { whenOwned: f.coloringBookMaker, hide: [f.proMax], why: "coloring owners (spec §5)" },
  { whenOwned: f.creativeBundle, hide: [f.proMax], why: "designer bundle owners (spec §5)" },
  {
    whenOwned: f.authorToolsBundle,
    hide: [f.ultra],
    why: "the bundle covers Ultra's listing suite",
  },
  {
    whenOwned: f.checkerTools,
    hide: [f.trademarkChecker, f.grammarChecker],
    why: "the bundle contains the two checkers with daily limits",
  },
];

/** Offers that user type 3 never sees (spec §5, §6). */
export const USER_TYPE_WITHOUT_MASTERCLASS = 3;

export type UpsellOptions = {
  /** The user's type (spec §6); type 3 gets no masterclass offers. */
  userType?: number | null;
  now: Date;
};

/** The offer id and the features an upsell item stands for, if we know it. */
function describeOffer(id: string): { offerId: string; grants: readonly string[] } | undefined {
  const product = findProduct(id);
  if (product) return { offerId: product.offerId, grants: product.grants };
  if (isFeatureId(id)) return { offerId: id, grants: [id] };
  return undefined;
}

/**
 * The upsell items to show. Items are products (`_id` a product id) or offers and popup entries
 * (`_id` a feature id). An item is dropped when the user holds every feature it grants at `now`,
 * when a rule of `upsellHideRules` hides its offer, or when it is a masterclass offer and the user
 * is of type 3. Items we do not know (e.g. content popups) are kept. Malformed owned entries are
 * skipped. Order is kept.
 */
export function filterUpsells<T extends { _id: string }>(
  items: readonly T[],
  owned: unknown,
  options: UpsellOptions,
): T[] {
  if (!isValidDate(options.now)) throw new RangeError("now must be a valid Date");
  const held = entitlementsAt(readOwnedFeatures(owned), options.now);
  const hidden = new Set<string>();
  for (const rule of upsellHideRules) {
    if (held.has(rule.whenOwned)) for (const id of rule.hide) hidden.add(id);
  }
  const noMasterclass = options.userType === USER_TYPE_WITHOUT_MASTERCLASS;
  return items.filter((item) => {
    const offer = describeOffer(item._id);
    if (!offer) return true;
    if (noMasterclass && offer.offerId === f.masterclass) return false;
    if (hidden.has(offer.offerId)) return false;
    return !offer.grants.every((id) => held.has(id));
  });
}

// --- Popup sets -----------------------------------------------------------------------------------

/** Popup set keys, spelled as the spec gives them (note `tp_L`). */
export const popupSetKeys = [
  "default",
  "jm",
  "jpt",
  "jcb",
  "tp_m",
  "tp_L",
  "tpm_m",
  "tpm_l",
  "tu_m",
  "tu_l",
  "ts_m",
  "ts_l",
  "gen",
] as const;
export type PopupSetKey = (typeof popupSetKeys)[number];

/** The set of each paid tier, held by subscription (`monthly`, also yearly) or for good. */
export const tierPopupSets = {
  Pro: { monthly: "tp_m", lifetime: "tp_L" },
  "Pro Max": { monthly: "tpm_m", lifetime: "tpm_l" },
  Ultra: { monthly: "tu_m", lifetime: "tu_l" },
  Supreme: { monthly: "ts_m", lifetime: "ts_l" },
} as const satisfies Record<PaidPlanTier, { monthly: PopupSetKey; lifetime: PopupSetKey }>;

/** Owners of exactly one of these features get its own set. */
export const singleFeaturePopupSets = [
  { feature: f.masterclass, set: "jm" },
  { feature: f.puzzleToolsV1, set: "jpt" },
  { feature: f.creativeBundle, set: "jcb" },
] as const satisfies readonly { feature: FeatureId; set: PopupSetKey }[];

/** Features granted only by free items; claiming them does not change a user's popup set. */
const freeOnlyFeatures: ReadonlySet<string> = new Set(
  products
    .flatMap((product) => product.grants)
    .filter((id) =>
      products
        .filter((product) => (product.grants as readonly string[]).includes(id))
        .every((product) => product.priceCents === 0),
    ),
);

function setForEntries(entries: readonly OwnedFeature[], now: Date): PopupSetKey {
  const active = entries.filter((entry) => isActiveAt(entry, now));
  const perEntry = active.map((entry) => ({ entry, ids: entryFeatureIds(entry) }));
  const held = new Set(perEntry.flatMap(({ ids }) => [...ids]));
  const tier = highestTier(held);
  if (tier !== "Free") {
    const feature = perEntry.filter(({ ids }) => ids.has(planFeatureIds[tier]));
    const lifetime = feature.some(({ entry }) => isLifetimeEntry(entry));
    return tierPopupSets[tier][lifetime ? "lifetime" : "monthly"];
  }
  const paid = [...held].filter((id) => !freeOnlyFeatures.has(id));
  if (paid.length === 1) {
    const single = singleFeaturePopupSets.find((row) => row.feature === paid[0]);
    if (single) return single.set;
  }
  return "gen";
}

/**
 * The popup set for a user's owned features (spec §4): no owned list (a guest) → `default`;
 * a paid tier → that tier's set, the highest tier first and lifetime over monthly (G-32);
 * otherwise owning only the masterclass → `jm`, only puzzle tools v1 → `jpt`, only the creative
 * bundle → `jcb`; anything else → `gen`. Free items do not count; lapsed entries do not count.
 * A malformed list is an error in popup logic, so the guest set applies (spec §8).
 */
export function popupSetFor(owned: unknown, options: { now: Date }): PopupSetKey {
  if (owned === null || owned === undefined) return "default";
  if (!isValidDate(options.now)) return "default";
  const parsed = parseOwnedFeatureList(owned);
  if (!parsed.ok) return "default";
  return setForEntries(parsed.entries, options.now);
}

/**
 * The popup set for a session (spec §5): nothing (null) when exactly one of token and user info
 * is missing; the guest set when both are; otherwise `popupSetFor(info.features.simple)`. Any
 * error reading the info gives the guest set.
 */
export function popupSetForSession(
  session: { token: unknown; userInfo: unknown },
  options: { now: Date },
): PopupSetKey | null {
  const hasToken = typeof session.token === "string" && session.token.length > 0;
  const hasInfo = session.userInfo !== null && session.userInfo !== undefined;
  if (!hasToken && !hasInfo) return "default";
  if (hasToken !== hasInfo) return null;
  try {
    const info = session.userInfo as { features?: { simple?: unknown } };
    const simple = info.features?.simple;
    if (simple === undefined) return "default";
    return popupSetFor(simple, options);
  } catch {
    return "default";
  }
}
