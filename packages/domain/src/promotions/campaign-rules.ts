import { type Instant, isWithinWindow, toEpochMs } from "./time";

/*
 * Promotions are data (issue 13, DESIGN 7): campaigns carry the banner config of spec §3 plus a
 * kind and a [startsAt, endsAt) window; popup sets carry spec §3 "Popup details". The rules in
 * this folder read them with the server's clock and never hard-code a 2025 instant.
 *
 * This module is the campaign shape and its rules without zod: the header banner runs on every
 * page, and importing the schemas (campaigns.ts) from it put zod's runtime into every page's
 * first load (issue 26, decision 0087). campaigns.ts holds the schemas and checks at compile
 * time that they describe exactly these types.
 */

export const campaignKinds = [
  /** The seasonal sale: header banner with a days/hours/minutes/seconds countdown (BAN-01). */
  "seasonal-sale",
  /** The seasonal popup, alternating with the author page builder popup (POP-05). */
  "seasonal-popup",
  /** The author page builder popup; its countdown ends at `countdownTarget` (POP-06). */
  "author-page-builder-popup",
  /** The header offer banner for accounts younger than 3 days (BAN-02). */
  "new-member-offer",
  /** The promo banner: never shown automatically, only when `triggerEvent` fires (PROMO-04). */
  "promo-banner",
] as const;
export type CampaignKind = (typeof campaignKinds)[number];

export type CampaignColors = { background: string; text: string };

/** A relative countdown length (spec §3 "countdown (hours, minutes, seconds)"). */
export type CountdownConfig = { hours: number; minutes: number; seconds: number };

/** Banner config of spec §3 (PROMO-05) plus the campaign's kind and window. */
export type Campaign = {
  id: string;
  kind: CampaignKind;
  title: string;
  colors: CampaignColors;
  /** A relative countdown started when the banner shows (e.g. the promo banner); or none. */
  countdown: CountdownConfig | null;
  /** A fixed instant (ISO) the countdown counts to (the sale end, the page builder deadline). */
  countdownTarget: string | null;
  ctaButton: { text: string; colors: CampaignColors; link: string };
  closeButton: boolean;
  autoShow: boolean;
  /** The event that shows a banner that is not shown automatically; null when none. */
  triggerEvent: string | null;
  isActive: boolean;
  /** Inclusive start (ISO); null means "since ever". */
  startsAt: string | null;
  /** Exclusive end (ISO): "before 2025-11-06 17:59:59.999 UTC" is `now < endsAt` (G-36). */
  endsAt: string | null;
};

/** Popup details of spec §3 (POP-41). Feature ids include content popups such as crisis_video. */
export type PopupSet = {
  id: string;
  featuresToShow: string[];
  /** Features whose popup is the lifetime-offer variant (G-31). */
  targetLifeTime: string[];
  /** Features whose popup is the upgrade variant (POP-20). */
  targetUpgrade: string[];
};

/** True when the campaign is switched on and `now` lies in `[startsAt, endsAt)`. */
export function isCampaignActive(campaign: Campaign, now: Instant): boolean {
  const at = toEpochMs(now);
  if (at === null || !campaign.isActive) return false;
  return isWithinWindow(at, toEpochMs(campaign.startsAt), toEpochMs(campaign.endsAt));
}

/** The first campaign of `kind` active at `now`, in list order (the caller orders by priority). */
export function findActiveCampaign(
  campaigns: readonly Campaign[],
  kind: CampaignKind,
  now: Instant,
): Campaign | undefined {
  return campaigns.find((campaign) => campaign.kind === kind && isCampaignActive(campaign, now));
}

// --- Copy the spec gives verbatim (PROMO-01, PROMO-02, POP-12, POP-07, POP-14) ----------------

export const PROMO_BANNER_TITLE = "Limited Time Offer: Save up to 55% on our tools!";
export const PROMO_BANNER_CTA_TEXT = "Save 55% Now →";
export const PROMO_BANNER_CTA_LINK = "/new-member";
export const NEW_MEMBER_MODAL_TEXT = "Main sale ends in 3 days.";
export const AUTHOR_PAGE_BUILDER_POPUP_LINK = "/author-page-builder";
/** Where the builder's header and popup links lead an owner instead (issue 30, decision 0130). */
export const AUTHOR_PAGE_EDITOR_PATH = "/author-page-builder/edit";
export const EXIT_INTENT_OFFER_LINK = "/new-member?tab=lifetime";
