import { type Campaign, findActiveCampaign } from "./campaign-rules";
import type { CountdownType } from "./countdown";
import { isInOfferBannerWindow, offerBannerDeadline } from "./new-member";
import { type Instant, toEpochMs } from "./time";

/*
 * The header banner (spec §4 "Banner (header)", BAN-01..04, D-01, D-06, D-08):
 *   1. while a `seasonal-sale` campaign is active: the sale banner, counting (type 1: days, hours,
 *      minutes, seconds) to its `countdownTarget`, else to its end;
 *   2. otherwise, for a signed-in user whose account is younger than 3 days, while a
 *      `new-member-offer` campaign is active: the offer banner, counting (type 2) to
 *      createdAt + 3 days; at 11 s after signup it reads 71:59:49;
 *   3. otherwise no banner.
 * The offer banner needs its campaign so that its copy and its on/off switch are data.
 */

export type HeaderBannerChoice =
  | {
      kind: "sale";
      campaign: Campaign;
      /** Null for a sale without an end or target: the banner shows no countdown. */
      countdownTarget: Date | null;
      countdownType: CountdownType;
    }
  | {
      kind: "new-member-offer";
      campaign: Campaign;
      countdownTarget: Date;
      countdownType: CountdownType;
    }
  | { kind: "none" };

export type HeaderBannerInput = {
  now: Instant;
  /** The signed-in user's info (needs `createdAt`), or null for a guest. */
  user: unknown;
  campaigns: readonly Campaign[];
};

const NONE: HeaderBannerChoice = { kind: "none" };

export function chooseHeaderBanner({
  now,
  user,
  campaigns,
}: HeaderBannerInput): HeaderBannerChoice {
  if (toEpochMs(now) === null) return NONE;
  const sale = findActiveCampaign(campaigns, "seasonal-sale", now);
  if (sale) {
    const target = sale.countdownTarget ?? sale.endsAt;
    const countdownTarget = target === null ? null : new Date(target);
    return { kind: "sale", campaign: sale, countdownTarget, countdownType: 1 };
  }
  if (user === null || user === undefined || !isInOfferBannerWindow(user, now)) return NONE;
  const offer = findActiveCampaign(campaigns, "new-member-offer", now);
  const deadline = offerBannerDeadline(user);
  if (!offer || deadline === null) return NONE;
  return { kind: "new-member-offer", campaign: offer, countdownTarget: deadline, countdownType: 2 };
}
