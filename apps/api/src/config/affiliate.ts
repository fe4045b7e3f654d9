import { z } from "zod";
import { ConfigError, httpUrlSchema, percentRateSchema, type ValuesOf } from "./shared";

export type AffiliateConfig = {
  /** The affiliate tracker sales are reported to (decision 0025). */
  affiliate: {
    /** An iDevAffiliate-style install (`<host>/sale.php`); unset = sales are only recorded. */
    host: string | undefined;
    /** Its integration profile id, sent as `profile`; unset = not sent. */
    profile: string | undefined;
    timeoutMs: number;
    /** The programme's own terms (decision 0057). */
    programme: AffiliateProgrammeConfig;
  };
};

/** AFFILIATE_COMMISSION_PERCENT, AFFILIATE_PRODUCT_RATES, _REFUND_WINDOW_DAYS, _PAYOUT_THRESHOLD. */
export type AffiliateProgrammeConfig = {
  /** Basis points of what a referred buyer pays (3000 = 30%). */
  defaultBasisPoints: number;
  /** Per product id, where set. */
  perProduct: Record<string, number>;
  /** A commission is approved this many days after its sale, when no refund came. */
  refundWindowDays: number;
  /** Approved commissions are paid out once an affiliate's total reaches this, in cents. */
  payoutThresholdCents: number;
};

export const affiliateShape = {
  AFFILIATE_HOST: httpUrlSchema.optional(),
  AFFILIATE_PROFILE: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "must be the tracker's profile id (letters, digits, - or _)")
    .optional(),
  AFFILIATE_TIMEOUT_MS: z
    .string()
    .regex(/^\d{2,5}$/, "must be a number of milliseconds (10–99999)")
    .transform(Number)
    .prefault("3000"),
  AFFILIATE_COMMISSION_PERCENT: percentRateSchema.prefault("30"),
  AFFILIATE_PRODUCT_RATES: z
    .string()
    .transform((raw, ctx) => {
      const rates: Record<string, number> = {};
      for (const part of raw
        .split(",")
        .map((p) => p.trim())
        .filter(Boolean)) {
        const match = /^([a-z0-9][a-z0-9_-]{0,63})=(\d{1,2}(?:\.\d{1,2})?|100)$/.exec(part);
        if (!match) {
          ctx.addIssue({
            code: "custom",
            message: `"${part}" must be <product id>=<percent>, e.g. pro-lifetime=20`,
          });
          return z.NEVER;
        }
        rates[match[1]!] = Math.round(Number(match[2]) * 100);
      }
      return rates;
    })
    .prefault(""),
  AFFILIATE_REFUND_WINDOW_DAYS: z
    .string()
    .regex(/^\d{1,3}$/, "must be a whole number of days (0–999)")
    .transform(Number)
    .prefault("30"),
  AFFILIATE_PAYOUT_THRESHOLD: z
    .string()
    .regex(/^\d{1,6}(\.\d{2})?$/, "must be an amount such as 50.00")
    .transform((raw) => Math.round(Number(raw) * 100))
    .prefault("50.00"),
};

export function affiliateFrom(values: ValuesOf<typeof affiliateShape>): AffiliateConfig {
  if (values.AFFILIATE_PROFILE !== undefined && values.AFFILIATE_HOST === undefined) {
    throw new ConfigError(
      "Invalid configuration: AFFILIATE_PROFILE is set but AFFILIATE_HOST is not; set the " +
        "tracker's URL too, or unset AFFILIATE_PROFILE",
    );
  }

  return {
    affiliate: {
      host: values.AFFILIATE_HOST,
      profile: values.AFFILIATE_PROFILE,
      timeoutMs: values.AFFILIATE_TIMEOUT_MS,
      programme: {
        defaultBasisPoints: values.AFFILIATE_COMMISSION_PERCENT,
        perProduct: values.AFFILIATE_PRODUCT_RATES,
        refundWindowDays: values.AFFILIATE_REFUND_WINDOW_DAYS,
        payoutThresholdCents: values.AFFILIATE_PAYOUT_THRESHOLD,
      },
    },
  };
}
