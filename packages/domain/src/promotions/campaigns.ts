import { z } from "zod";
import type { Same } from "../same-type";
import {
  type Campaign,
  type CountdownConfig,
  campaignKinds,
  type PopupSet,
} from "./campaign-rules";

export * from "./campaign-rules";

/*
 * The campaign and popup set schemas (what the API validates and the database holds). The types,
 * the rules and the copy live in campaign-rules.ts, free of zod, so the header banner that every
 * page runs does not carry zod's runtime (decision 0087); they are re-exported here.
 */

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

// Compile-time: the schemas describe exactly the hand-written types of campaign-rules.ts.
const schemasMatchTypes: [
  Same<z.infer<typeof campaignSchema>, Campaign>,
  Same<z.infer<typeof popupSetSchema>, PopupSet>,
  Same<z.infer<typeof countdownConfigSchema>, CountdownConfig>,
] = [true, true, true];
void schemasMatchTypes;
