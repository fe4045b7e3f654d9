import type { CheckoutPeriod } from "@inkforge/domain/shop/checkout-links";

/**
 * Billing periods and the link-based tabs that switch between them. Pages read `?tab=` from
 * their search params on the server, so the tabs work without client JavaScript. Prices,
 * checkout links and price labels come from the shop (`features/shop`, the domain catalogue).
 */

/** The checkout's `type` query value for each paid period. */
type BillingPeriod = CheckoutPeriod;

/** The `?tab=` values a page accepts. */
type BillingTabId = "monthly" | "yearly" | "lifetime";

export type BillingTab = { id: BillingTabId; label: string; period: BillingPeriod };

const billingTabs: Record<BillingTabId, BillingTab> = {
  monthly: { id: "monthly", label: "Monthly", period: "month" },
  yearly: { id: "yearly", label: "Yearly", period: "year" },
  lifetime: { id: "lifetime", label: "Lifetime", period: "lifetime" },
};

/** Tabs of /pricing, in display order. */
export const pricingTabs: readonly BillingTab[] = [
  billingTabs.monthly,
  billingTabs.yearly,
  billingTabs.lifetime,
];

/** Tabs of /new-member, in display order. */
export const newMemberTabs: readonly BillingTab[] = [billingTabs.monthly, billingTabs.lifetime];

/**
 * The tab named by a raw `tab` search param, if the page offers it; otherwise the page's first
 * tab. Repeated params (`?tab=a&tab=b`) use the first value.
 */
export function resolveTab(
  raw: string | string[] | undefined,
  offered: readonly BillingTab[],
): BillingTab {
  const value = Array.isArray(raw) ? raw[0] : raw;
  const match = offered.find((tab) => tab.id === value?.toLowerCase());
  const first = offered[0];
  if (!first) throw new Error("resolveTab needs at least one offered tab");
  return match ?? first;
}
