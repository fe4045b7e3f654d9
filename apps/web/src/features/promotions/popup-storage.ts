import type { AlternatingPopup } from "@inkforge/domain/promotions/popup-choice";
import {
  buildPopupCookie,
  popupCookieDomain,
  readCookie,
  serializePopupCookie,
} from "@inkforge/domain/promotions/popup-cookie";
import {
  POPUP_ROTATION_COOKIE_NAME,
  parseRotationCookie,
  type RotationState,
  serializeRotationCookie,
} from "@inkforge/domain/promotions/popup-rotation";

/*
 * What the popup rules keep in the browser (spec §4): the popup cookie (12 h, the parent domain
 * when configured), the alternation flag in localStorage, the rotation cookie, the closed
 * new-member modal per user (G-34) and the exit-intent offer once per session (G-33). Storage
 * that throws (private mode, blocked) reads as empty and writes nothing.
 */

const ALTERNATION_KEY = "inkforge.popupAlternation";
const MODAL_CLOSED_PREFIX = "inkforge.newMemberModalClosed:";
const EXIT_INTENT_KEY = "inkforge.exitIntentShown";
const PROMO_CLOSED_KEY = "inkforge.promoBannerClosed";
/** The rotation outlives the popup cookie: a year, so the next popup is the next feature. */
const ROTATION_MAX_AGE_S = 365 * 24 * 3600;

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export function markPopupShown(cookieDomain: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  document.cookie = serializePopupCookie(
    buildPopupCookie({ host: window.location.host, parentDomain: cookieDomain }),
  );
}

export function readAlternation(): AlternatingPopup | null {
  const value = safe(() => window.localStorage.getItem(ALTERNATION_KEY), null);
  return value === "seasonal" || value === "author-page-builder" ? value : null;
}

export function writeAlternation(value: AlternatingPopup): void {
  safe(() => window.localStorage.setItem(ALTERNATION_KEY, value), undefined);
}

export function readRotation(): RotationState | null {
  return parseRotationCookie(readCookie(document.cookie, POPUP_ROTATION_COOKIE_NAME));
}

export function writeRotation(state: RotationState, cookieDomain: string | null): void {
  const domain = popupCookieDomain({ host: window.location.host, parentDomain: cookieDomain });
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support.
  document.cookie = [
    `${POPUP_ROTATION_COOKIE_NAME}=${serializeRotationCookie(state)}`,
    `Max-Age=${ROTATION_MAX_AGE_S}`,
    "Path=/",
    "SameSite=Lax",
    ...(domain ? [`Domain=${domain}`] : []),
  ].join("; ");
}

export function isModalClosed(userId: string | null | undefined): boolean {
  if (!userId) return false;
  return safe(() => window.localStorage.getItem(MODAL_CLOSED_PREFIX + userId) !== null, false);
}

export function markModalClosed(userId: string): void {
  safe(() => window.localStorage.setItem(MODAL_CLOSED_PREFIX + userId, "1"), undefined);
}

export function wasExitIntentShown(): boolean {
  return safe(() => window.sessionStorage.getItem(EXIT_INTENT_KEY) !== null, true);
}

export function markExitIntentShown(): void {
  safe(() => window.sessionStorage.setItem(EXIT_INTENT_KEY, "1"), undefined);
}

export function wasPromoBannerClosed(): boolean {
  return safe(() => window.sessionStorage.getItem(PROMO_CLOSED_KEY) !== null, false);
}

export function markPromoBannerClosed(): void {
  safe(() => window.sessionStorage.setItem(PROMO_CLOSED_KEY, "1"), undefined);
}
