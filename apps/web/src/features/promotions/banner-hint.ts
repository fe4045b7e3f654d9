/*
 * The banner's reserved space (NAV-23, no layout shift): once a banner has shown, a session cookie
 * tells the server to reserve its height on the next page, so the page does not jump when the
 * banner arrives; it is removed as soon as a page decides there is no banner.
 */
export const BANNER_HINT_COOKIE = "inkforge_banner";

export function writeBannerHint(shown: boolean): void {
  if (typeof document === "undefined") return;
  const has = document.cookie.split("; ").some((pair) => pair === `${BANNER_HINT_COOKIE}=1`);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  if (shown && !has) document.cookie = `${BANNER_HINT_COOKIE}=1; Path=/; SameSite=Lax`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  if (!shown && has) document.cookie = `${BANNER_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
