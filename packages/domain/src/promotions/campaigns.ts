import { z } from "zod";
import { type Instant, isWithinWindow, toEpochMs } from "./time";

/*
 * Promotions are data (issue 13, DESIGN 7): campaigns carry the banner config of spec §3 plus a
 * kind and a [startsAt, endsAt) window; popup sets carry spec §3 "Popup details". The rules in
 * this folder read them with the server's clock and never hard-code a 2025 instant.
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

const isoInstant = z.iso.datetime({ offset: true });
const colorsSchema = z.object({
  background: z.string().min(1),
  text: z.string().min(1),
});

/** A relative countdown length (spec §3 "countdown (hours, minutes, seconds)"). */
export const countdownConfigSchema = z.object({
  hours: z.number().int().nonnegative(),
  minutes: z.number().int().min(0).max(59),
  seconds: z.number().int().min(0).max(59),
});
export type CountdownConfig = z.infer<typeof countdownConfigSchema>;

/** Banner config of spec §3 (PROMO-05) plus the campaign's kind and window. */
export const campaignSchema = z
  .object({
    id: z.string().min(1),
    kind: z.enum(campaignKinds),
    title: z.string().min(1),
    colors: colorsSchema,
    /** A relative countdown started when the banner shows (e.g. the promo banner); or none. */
    countdown: countdownConfigSchema.nullable(),
    /** A fixed instant the countdown counts to (the sale end, the page builder deadline). */
    countdownTarget: isoInstant.nullable(),
    ctaButton: z.object({
      text: z.string().min(1),
      colors: colorsSchema,
      link: z.string().startsWith("/"),
    }),
    closeButton: z.boolean(),
    autoShow: z.boolean(),
    /** The event that shows a banner that is not shown automatically; null when none. */
    triggerEvent: z.string().min(1).nullable(),
    isActive: z.boolean(),
    /** Inclusive start; null means "since ever". */
    startsAt: isoInstant.nullable(),
    /** Exclusive end: "before 2025-11-06 17:59:59.999 UTC" is `now < endsAt` (G-36). */
    endsAt: isoInstant.nullable(),
  })
  .refine(
    (c) =>
      c.startsAt === null || c.endsAt === null || Date.parse(c.startsAt) < Date.parse(c.endsAt),
    { path: ["endsAt"], message: "endsAt must be after startsAt" },
  );
export type Campaign = z.infer<typeof campaignSchema>;

/** Popup details of spec §3 (POP-41). Feature ids include content popups such as crisis_video. */
export const popupSetSchema = z
  .object({
    id: z.string().min(1),
    featuresToShow: z.array(z.string().min(1)),
    /** Features whose popup is the lifetime-offer variant (G-31). */
    targetLifeTime: z.array(z.string().min(1)),
    /** Features whose popup is the upgrade variant (POP-20). */
    targetUpgrade: z.array(z.string().min(1)),
  })
  .refine((set) => new Set(set.featuresToShow).size === set.featuresToShow.length, {
    path: ["featuresToShow"],
    message: "featuresToShow must not repeat an id (rotation finds the next id by position)",
  });
export type PopupSet = z.infer<typeof popupSetSchema>;

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
export const EXIT_INTENT_OFFER_LINK = "/new-member?tab=lifetime";
