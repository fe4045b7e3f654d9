import { z } from "zod";
import { campaignSchema, popupSetSchema } from "../promotions/campaigns";
import { ownedFeatureSchema } from "./account";

/*
 * `GET /api/promotions/active` (issue 13, decision 0069): what the promotion rules need for the
 * caller, decided by the server's clock. The header banner is decided here; the popup is decided
 * in the browser with `choosePopup` from these inputs plus what only the browser stores (the
 * popup cookie, the alternation flag, the rotation cookie, the closed modal).
 */

const isoInstant = z.iso.datetime({ offset: true });

export const headerBannerSchema = z.object({
  kind: z.enum(["sale", "new-member-offer", "none"]),
  /** The campaign whose copy and colours the banner shows; null for none. */
  campaignId: z.string().nullable(),
  /** The countdown's target; null when the banner has no countdown. */
  countdownTarget: isoInstant.nullable(),
  /** 1: days, hours, minutes, seconds; 2: hours, minutes, seconds (null for none). */
  countdownType: z.union([z.literal(1), z.literal(2)]).nullable(),
});
export type HeaderBanner = z.infer<typeof headerBannerSchema>;

/** The signed-in caller as the popup rules read it (spec §5 user info). */
export const promotionUserSchema = z.object({
  _id: z.string(),
  createdAt: isoInstant,
  userType: z.number().int().nullable(),
  features: z.object({ simple: z.array(ownedFeatureSchema) }),
});
export type PromotionUser = z.infer<typeof promotionUserSchema>;

export const activePromotionsSchema = z.object({
  /** The server's clock at the answer: every decision and countdown runs from it. */
  serverTime: isoInstant,
  /** Switched-on campaigns that have not ended (current and upcoming), in priority order. */
  campaigns: z.array(campaignSchema),
  /** The header banner at `serverTime`. */
  banner: headerBannerSchema,
  /** The caller, or null for a guest. */
  user: promotionUserSchema.nullable(),
  /** The caller's popup set by ownership (spec §4), falling back to `default`. */
  popupSets: z.array(popupSetSchema),
});
export type ActivePromotions = z.infer<typeof activePromotionsSchema>;

/** `PUT /api/dev/clock` (demo mode only): the instant the server's clock should read now. */
export const devClockRequestSchema = z.object({
  now: isoInstant.describe(
    "The instant app.now() reads from this moment, e.g. 2025-11-01T12:00:00Z",
  ),
});
export const devClockResponseSchema = z.object({
  serverTime: isoInstant,
  /** Milliseconds the clock is shifted from the system clock (0 when reset). */
  offsetMs: z.number().int(),
});
export type DevClockResponse = z.infer<typeof devClockResponseSchema>;
