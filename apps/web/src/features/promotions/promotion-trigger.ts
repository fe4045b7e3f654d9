/*
 * The promo banner is never shown on its own (PROMO-04, G-03): a page or a marketing script fires
 * its `triggerEvent` (the seeded banner's is `promo-banner:show`) with `firePromotionEvent`, and
 * the popup manager shows the banner if that campaign is active at server time.
 */
export const PROMOTION_EVENT = "inkforge:promotion";

export function firePromotionEvent(triggerEvent: string): void {
  window.dispatchEvent(new CustomEvent(PROMOTION_EVENT, { detail: triggerEvent }));
}
