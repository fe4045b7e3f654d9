import { findProduct } from "./catalogue";
import {
  entitlementsAt,
  entryProductId,
  entryRawIds,
  isActiveAt,
  isLifetimeEntry,
  type OwnedFeature,
} from "./owned";
import { type Holdings, holdsAll, type ProductStanding, productStanding } from "./ownership-rules";

export { type Holdings, type ProductStanding, productStanding };

/*
 * Whether a buyer may buy a product, from what they already hold (decision 0027). It is the
 * header's entitlement check (`entitlementsAt`: an entry counts while active, and a product or
 * plan id stands for every feature it grants), applied twice: to every active entry, and to the
 * entries held for good (`isLifetimeEntry`). So a plan, a bundle or a subscription all count, and
 * the API's checkout, /pricing and the product pages agree on what is "owned".
 *
 *   - `owned`: the buyer holds everything the product grants at the same or a higher level. A
 *     monthly or yearly product is owned when its grants are held at all (a lifetime plan, or a
 *     running subscription of any period); a lifetime product when they are held for good.
 *   - `upgrade`: the grants are held, but only through a subscription, and the product is lifetime:
 *     buying it replaces the subscription (it is cancelled at its period end once paid).
 *   - `available`: something the product grants is not held.
 */

/** What the entries give at `now` (without `now`, the caller already kept only active entries). */
export function holdingsOf(entries: readonly OwnedFeature[], now: Date | undefined): Holdings {
  const active = entries.filter((entry) => isActiveAt(entry, now));
  return {
    all: entitlementsAt(active, now),
    forGood: entitlementsAt(active.filter(isLifetimeEntry), now),
  };
}

/** `productStanding` by product id; an unknown id (merch, a typo) is `available`. */
export function productStandingById(holdings: Holdings, productId: string): ProductStanding {
  const product = findProduct(productId);
  return product ? productStanding(holdings, product) : "available";
}

/** The product ids among `productIds` the buyer already owns at the same or a higher level. */
export function alreadyOwnedProductIds(
  holdings: Holdings,
  productIds: readonly string[],
): string[] {
  return productIds.filter((id) => productStandingById(holdings, id) === "owned");
}

/**
 * True when a running subscription to `subscribedProductId` is superseded (decision 0027): the
 * buyer's other active entries (everything but the ones this product gave) hold all it grants,
 * e.g. Pro monthly after Pro lifetime, Supreme lifetime or Pro Max monthly. It then stops renewing
 * and ends at its period end. Without `now`, the caller already kept only active entries.
 */
export function isSubscriptionSuperseded(
  entries: readonly OwnedFeature[],
  subscribedProductId: string,
  now: Date | undefined,
): boolean {
  const product = findProduct(subscribedProductId);
  if (!product) return false;
  const others = entries.filter((entry) => !entryRawIds(entry).includes(subscribedProductId));
  return holdsAll(holdingsOf(others, now).all, product);
}

/**
 * The running subscriptions a purchase of `productId` would supersede once paid (the API then
 * stops them renewing, decision 0027): said at checkout, so a buyer is never surprised by it.
 */
export function subscriptionsSupersededBy(
  entries: readonly OwnedFeature[],
  productId: string,
  now: Date,
): string[] {
  const bought = findProduct(productId);
  if (!bought) return [];
  const running = entries.filter(
    (entry) =>
      isActiveAt(entry, now) &&
      (entry.period === "month" || entry.period === "year") &&
      entryProductId(entry) !== productId,
  );
  const after: OwnedFeature[] = [
    ...entries,
    { feature_shop: productId, period: bought.billingPeriod === "lifetime" ? "lifetime" : "month" },
  ];
  const ids = [...new Set(running.map(entryProductId))];
  return ids.filter((id) => isSubscriptionSuperseded(after, id, now));
}
