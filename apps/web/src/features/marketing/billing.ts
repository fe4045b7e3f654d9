/**
 * Billing periods and the link-based tabs that switch between them. Pages read `?tab=` from
 * their search params on the server, so the tabs work without client JavaScript.
 */

/** The checkout's `type` query value for each paid period. */
export type BillingPeriod = "month" | "year" | "lifetime";

/** The `?tab=` values a page accepts. */
export type BillingTabId = "monthly" | "yearly" | "lifetime";

export type BillingTab = { id: BillingTabId; label: string; period: BillingPeriod };

export const billingTabs: Record<BillingTabId, BillingTab> = {
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

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Formats an amount in US dollars, e.g. 9.99 → "$9.99" (spec §9: en-US, USD). */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** Rounds to whole cents. */
export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** Short suffix after a price: "/month", "/year" or "one-time". */
export function periodSuffix(period: BillingPeriod): string {
  if (period === "month") return "/month";
  if (period === "year") return "/year";
  return "one-time";
}

/** The checkout page for one product and billing period. */
export function checkoutHref(
  product: string,
  period: BillingPeriod,
  extra?: Record<string, string>,
): string {
  const params = new URLSearchParams({ product, type: period, ...extra });
  return `/checkout/v3?${params.toString()}`;
}
