import { z } from "zod";
import { httpUrlSchema, type Mode, type ValuesOf } from "./shared";

/** Who may buy what, at which price, from which country. */
export type ShopConfig = {
  /** The feature id the spec's access check never grants (G-30); unset by default. */
  featureAccessExcludedId: string | undefined;
  /** Percent off lifetime products in the new-member offer. */
  newMemberDiscountPercent: number;
  /** Country lookup (decision 0021). */
  geo: {
    /** A service answering `{ country }` for `?ip=`; unset = no lookup. */
    lookupUrl: string | undefined;
    /** Sent as the `header` request header; never leaves the server. */
    lookupSecret: string | undefined;
    lookupHeader: string;
    lookupTimeoutMs: number;
    /** The answer when no header or lookup gives one; null = unknown (no payment button). */
    defaultCountry: string | null;
  };
};

export const shopShape = {
  FEATURE_ACCESS_EXCLUDED_ID: z.string().trim().min(1).max(128).optional(),
  NEW_MEMBER_DISCOUNT_PERCENT: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,2})?$|^100$/, "must be a percentage between 0 and 100")
    .transform(Number)
    .prefault("55"),
  GEO_LOOKUP_URL: httpUrlSchema.optional(),
  GEO_LOOKUP_SECRET: z.string().min(1).optional(),
  GEO_LOOKUP_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/, "must be an HTTP header name")
    .prefault("x-api-key"),
  GEO_LOOKUP_TIMEOUT_MS: z
    .string()
    .regex(/^\d{2,5}$/, "must be a number of milliseconds (10–99999)")
    .transform(Number)
    .prefault("1500"),
  DEFAULT_COUNTRY: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2}|none)$/, "must be a two-letter country code or none")
    .optional(),
};

export function shopFrom(values: ValuesOf<typeof shopShape>, mode: Mode): ShopConfig {
  return {
    featureAccessExcludedId: values.FEATURE_ACCESS_EXCLUDED_ID,
    newMemberDiscountPercent: values.NEW_MEMBER_DISCOUNT_PERCENT,
    geo: {
      lookupUrl: values.GEO_LOOKUP_URL,
      lookupSecret: values.GEO_LOOKUP_SECRET,
      lookupHeader: values.GEO_LOOKUP_HEADER.toLowerCase(),
      lookupTimeoutMs: values.GEO_LOOKUP_TIMEOUT_MS,
      defaultCountry: defaultCountryFrom(values.DEFAULT_COUNTRY, mode),
    },
  };
}

/** DEFAULT_COUNTRY: as set ("none" = unknown); unset = US in demo mode, unknown in production. */
function defaultCountryFrom(raw: string | undefined, mode: Mode): string | null {
  if (raw === undefined) return mode === "demo" ? "US" : null;
  return raw.toLowerCase() === "none" ? null : raw.toUpperCase();
}
