import type { Currency, MarketplaceId } from "./marketplaces";
import type { KdpSource } from "./trim-sizes";

/*
 * The KDP Select Global Fund's per-page rate (KENPC v3) by month: what one page read earned. KDP
 * announces it after each month; members enter their own month's figure, and these rows are the
 * fallback when they have not (decision 0117).
 */

export const KENP_RATE_SOURCE: KdpSource = {
  key: "KDP Select Global Fund announcements (secondary)",
  title:
    "Per-page rate around $0.0045 in 2025–2026 as reported by authors; KDP publishes it monthly",
  date: "2026-11-28",
  confidence: "unverified",
};

export type KenpRate = {
  marketplace: MarketplaceId;
  /** First month the rate applies to (YYYY-MM); it holds until a later row. */
  from: string;
  perPage: number;
  currency: Currency;
  source: KdpSource;
};

export const KENP_RATES: readonly KenpRate[] = [
  {
    marketplace: "amazon.com",
    from: "2025-01",
    perPage: 0.0045,
    currency: "USD",
    source: KENP_RATE_SOURCE,
  },
];
