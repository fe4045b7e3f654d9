import { BANNER_HINT_COOKIE } from "@/lib/banner-hint-cookie";

/** Records in the browser whether this page showed a banner (see `banner-hint-cookie.ts`). */

export function writeBannerHint(shown: boolean): void {
  if (typeof document === "undefined") return;
  const has = document.cookie.split("; ").some((pair) => pair === `${BANNER_HINT_COOKIE}=1`);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  if (shown && !has) document.cookie = `${BANNER_HINT_COOKIE}=1; Path=/; SameSite=Lax`;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  if (!shown && has) document.cookie = `${BANNER_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
