import { z } from "zod";
import { availabilities } from "../shop/enums";

/*
 * The partner endpoints (spec §7.14, API-MSC-13/14): an outside maker configured instead of ours
 * (PUZZLE_MAKER_URL, LOW_CONTENT_CREATOR_URL) sends the member's own bearer token and learns what
 * the member holds and how much they used the tools. Both answer for the token's member only.
 */

/** `GET /api/partner/access-tools`. */
export const partnerAccessToolsSchema = z.object({
  user_id: z.string(),
  /** The member's plan now ("Free" without one). */
  tier: z.string(),
  /** Every feature id the member holds now (plans, bundles, tools bought on their own). */
  features: z.array(z.string()),
  /** Each catalogue tool the member may open now, with how far the plan opens it. */
  tools: z.array(
    z.object({
      tool_id: z.string(),
      capability_id: z.string(),
      /** The feature matrix's cell: "available", "limited", "max 100 entries"… never "not available". */
      availability: z.enum(availabilities),
    }),
  ),
});
export type PartnerAccessTools = z.output<typeof partnerAccessToolsSchema>;

/** `GET /api/partner/usages`. */
export const partnerUsagesSchema = z.object({
  user_id: z.string(),
  /** Recorded uses per tool id (a catalogue tool id or `visit`), most used first. */
  usages: z.array(z.object({ tool_id: z.string(), uses: z.number().int().min(0) })),
  total: z.number().int().min(0),
});
export type PartnerUsages = z.output<typeof partnerUsagesSchema>;
