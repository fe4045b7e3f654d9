import type { Config } from "../../config";
import { createIdevAffiliateTracker } from "./idevaffiliate-tracker";

/*
 * Where affiliate sales go (decision 0025). An iDevAffiliate-style tracker when AFFILIATE_HOST is
 * set; otherwise (demo, offline, tests) the sale is only recorded in `affiliate_sales`.
 */

/** One sale as the tracker is told about it; every value comes from our order, not the request. */
export type AffiliateSale = {
  /** Decimal amount, e.g. "19.00". */
  amount: string;
  /** The provider's capture id (iDevAffiliate's order number). */
  orderNumber: string;
  /** The buyer's address as the API saw it; null when unknown. */
  ipAddress: string | null;
  /** The affiliate tracking value stored on the order; null when the purchase had none. */
  affiliate: string | null;
};

export type AffiliateTracker = {
  readonly kind: "offline" | "idevaffiliate";
  /**
   * Tells the tracker about a sale. Resolves `{ sent: false }` when nothing was sent (offline);
   * throws when the tracker could not be reached or refused the sale.
   */
  reportSale(sale: AffiliateSale): Promise<{ sent: boolean }>;
};

/** Records only: the sale stays in `affiliate_sales` with status `recorded`. */
function createOfflineAffiliateTracker(): AffiliateTracker {
  return {
    kind: "offline",
    async reportSale() {
      return { sent: false };
    },
  };
}

/** The tracker config selects: iDevAffiliate-style when AFFILIATE_HOST is set, else offline. */
export function createAffiliateTracker(
  config: Config["affiliate"],
  deps: { fetch?: typeof fetch } = {},
): AffiliateTracker {
  if (!config.host) return createOfflineAffiliateTracker();
  return createIdevAffiliateTracker({
    host: config.host,
    profile: config.profile,
    timeoutMs: config.timeoutMs,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  });
}
