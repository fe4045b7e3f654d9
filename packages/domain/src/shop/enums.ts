/*
 * The shop's closed vocabularies (spec §3 enumerations, ENT-33..36), shared by the shop modules and
 * the API contracts in `contracts/shop.ts`. Plain tuples so both zod and TypeScript can use them.
 */

/** ENT-33: billing periods, exactly the spec's five. `both` describes an offer, never a product. */
export const billingPeriods = ["free", "month", "year", "both", "lifetime"] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

/** The billing period of one sellable product: every period except `both`. */
export const productBillingPeriods = ["free", "month", "year", "lifetime"] as const;
export type ProductBillingPeriod = (typeof productBillingPeriods)[number];

/** Periods charged again and again; the rest are paid once (or not at all). */
export const recurringPeriods = ["month", "year"] as const;
export type RecurringPeriod = (typeof recurringPeriods)[number];

/** ENT-36: how a feature is offered, over all its products. */
export const offerings = ["monthly only", "lifetime only", "both"] as const;
export type Offering = (typeof offerings)[number];

/** ENT-35: availability of a capability in a plan (the /pricing comparison table). */
export const availabilities = [
  "available",
  "limited",
  "not available",
  "max 100 entries",
  "max 200 entries",
] as const;
export type Availability = (typeof availabilities)[number];

/** ENT-04: shop item kinds; items without one are `feature`. */
export const featureTypes = ["feature", "downloadable"] as const;
export type FeatureType = (typeof featureTypes)[number];
export const DEFAULT_FEATURE_TYPE: FeatureType = "feature";

/** The plan tiers sold today, lowest first (gap G-29: Free < Pro < Pro Max < Ultra < Supreme). */
export const planTiers = ["Free", "Pro", "Pro Max", "Ultra", "Supreme"] as const;
export type PlanTier = (typeof planTiers)[number];
export type PaidPlanTier = Exclude<PlanTier, "Free">;

/**
 * ENT-34: every plan tier kind the spec names. Only Free, Pro, Pro Max, Ultra and Supreme are sold
 * (decision 0016); the rest are recognised so legacy data and admin tools can name them.
 */
export const planTierKinds = [
  "free",
  "pro",
  "pro max",
  "supreme",
  "ultra",
  "digital",
  "mega",
  "storage 2GB",
  "storage 10GB",
  "storage 14GB",
  "storage 20GB",
  "basic plus lifetime bundle",
  "research lifetime bundle",
  "creative lifetime bundle",
  "mega lifetime bundle",
] as const;
export type PlanTierKind = (typeof planTierKinds)[number];

/** States of a recurring subscription. */
export const subscriptionStatuses = ["active", "canceled", "past_due"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** The only currency we charge in (spec §9). */
export const SHOP_CURRENCY = "USD";
