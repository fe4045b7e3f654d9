import { isPurchaseFlowPage } from "@inkforge/domain/shop/checkout-links";

/*
 * Pages no popup may cover (issue 24): a guest on /login met an upsell over the form, and with the
 * cookie banner most of the first screen at 390 px was covered. The spec's choice of popup is
 * unchanged; it waits for the next page outside these: sign-in, registration, password, checkout
 * and payment pages (the purchase flow's own list).
 */
export function isPopupFreePage(pathname: string | null | undefined): boolean {
  return pathname !== null && pathname !== undefined && isPurchaseFlowPage(pathname);
}
