import { type Campaign, findActiveCampaign } from "./campaign-rules";
import type { Instant } from "./time";

/*
 * The promo banner (spec §2.11, PROMO-01..04, gap G-03): never shown on its own unless its config
 * says `autoShow`; otherwise it shows only when its `triggerEvent` fires. Either way it must be an
 * active campaign at `now`.
 */

/** The promo banner to show at `now` after `firedEvent` (null when no event fired), if any. */
export function choosePromoBanner(
  campaigns: readonly Campaign[],
  now: Instant,
  firedEvent: string | null,
): Campaign | null {
  const banner = findActiveCampaign(campaigns, "promo-banner", now);
  if (!banner) return null;
  if (banner.autoShow) return banner;
  return firedEvent !== null && firedEvent === banner.triggerEvent ? banner : null;
}
