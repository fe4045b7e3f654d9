import { z } from "zod";
import { commissionStatuses } from "./rules";

/* The affiliate API's shapes (spec §7.6 and issue 15), shared by the API and the pages. */

/** `POST /api/v1/affiliate/create` and `GET /api/v1/affiliate`: spec §3's affiliate data. */
export const affiliateDataSchema = z.object({
  affiliate_id: z.number().int().positive(),
  username: z.string(),
});
export type AffiliateData = z.infer<typeof affiliateDataSchema>;

/** The affiliate page's table: the data plus the links (G-27: from our own site). */
export const affiliateDetailsSchema = affiliateDataSchema.extend({
  affiliate_link: z.string(),
  dashboard_link: z.string(),
  forget_password_link: z.string(),
  payout_email: z.string().nullable(),
});
export type AffiliateDetails = z.infer<typeof affiliateDetailsSchema>;

export const affiliateRegionSchema = z.object({
  country: z.string().nullable(),
  available: z.boolean(),
  /** available; blocked (NG); unknown (no country found: treated as unavailable). */
  decision: z.enum(["available", "blocked", "unknown"]),
});
export type AffiliateRegion = z.infer<typeof affiliateRegionSchema>;

export const affiliateClickRequestSchema = z.object({
  affiliate_id: z.coerce
    .number({ error: "must be an affiliate id" })
    .int("must be an affiliate id")
    .positive("must be an affiliate id")
    .max(2_147_483_647, "must be an affiliate id"),
  landing_path: z
    .string()
    .max(2000, "must be at most 2000 characters")
    .regex(/^\/(?!\/)/, "must be a path on this site")
    .default("/"),
  /** The click id the browser already holds, if any: first click wins, so it is kept. */
  current_click: z.uuid("must be a click id").optional(),
});

export const affiliateClickResponseSchema = z.object({
  /** The attribution cookie's value: the first click's id (kept when still valid). */
  click_id: z.uuid(),
  expires_at: z.iso.datetime(),
  /** false when the browser's earlier click still holds the attribution (first click wins). */
  first_click: z.boolean(),
});
export type AffiliateClickResponse = z.infer<typeof affiliateClickResponseSchema>;

export const payoutEmailRequestSchema = z.object({
  payout_email: z.email("must be an email address").max(254).nullable(),
});

/** The dashboard's payout email box: the request's rule on the trimmed text; empty removes it. */
export const payoutEmailFormSchema = z.object({
  payout_email: z
    .string()
    .trim()
    .transform((text) => (text === "" ? null : text))
    .pipe(payoutEmailRequestSchema.shape.payout_email),
});

const moneySchema = z.string().regex(/^\d+\.\d{2}$/);

export const affiliateCommissionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(["sale", "renewal"]),
  status: z.enum(commissionStatuses),
  amount: moneySchema,
  currency: z.string(),
  earned_at: z.iso.datetime(),
  approved_at: z.iso.datetime().nullable(),
  paid_at: z.iso.datetime().nullable(),
  reversed_at: z.iso.datetime().nullable(),
});

export const affiliateDashboardSchema = z.object({
  affiliate: affiliateDetailsSchema,
  policy: z.object({
    attribution_days: z.number(),
    rate_percent: z.number(),
    refund_window_days: z.number(),
    payout_threshold: moneySchema,
    currency: z.string(),
  }),
  totals: z.object({
    clicks: z.number().int(),
    signups: z.number().int(),
    sales: z.number().int(),
    pending: moneySchema,
    /** Held for review (decision 0078): not approved or paid until a person clears it. */
    held: moneySchema,
    approved: moneySchema,
    paid: moneySchema,
    reversed: moneySchema,
  }),
  /** The last 30 days, oldest first, one entry per UTC date. */
  series: z.array(
    z.object({
      date: z.string(),
      clicks: z.number().int(),
      signups: z.number().int(),
      sales: z.number().int(),
      commission: moneySchema,
    }),
  ),
  commissions: z.array(affiliateCommissionSchema),
});
export type AffiliateDashboard = z.infer<typeof affiliateDashboardSchema>;
