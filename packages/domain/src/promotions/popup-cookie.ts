import { POPUP_COOKIE_MAX_AGE_S } from "../constants";

/*
 * The popup cookie (spec §4 "Popup cookie", POP-01..03, gap G-38). `isPopupOpen=true` is a
 * "a popup was shown recently" flag: absent → a popup may show and the cookie is set for 12 h;
 * present → no popup. It is set on the configured parent domain so sibling subdomains share it;
 * browsers refuse a Domain attribute on localhost, an IP address or a host outside that domain,
 * so it is then left out (host-only cookie).
 */

export const POPUP_COOKIE_NAME = "isPopupOpen";
export const POPUP_COOKIE_VALUE = "true";

export type PopupCookieAttributes = {
  name: typeof POPUP_COOKIE_NAME;
  value: typeof POPUP_COOKIE_VALUE;
  maxAgeSeconds: number;
  path: "/";
  sameSite: "Lax";
  /** The parent domain, or undefined for a host-only cookie. */
  domain?: string;
};

export type PopupCookieContext = {
  /** The request or page host, with or without a port (`app.example.com:3000`). */
  host: string;
  /** The configured parent domain (`example.com` or `.example.com`), or null/empty when none. */
  parentDomain?: string | null;
};

function hostname(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith("[")) return trimmed.slice(0, trimmed.indexOf("]") + 1);
  return trimmed.replace(/:\d+$/, "").replace(/\.$/, "");
}

function isLocalOrIp(name: string): boolean {
  return (
    name === "localhost" ||
    name.endsWith(".localhost") ||
    name.startsWith("[") ||
    /^\d{1,3}(\.\d{1,3}){3}$/.test(name)
  );
}

/** The Domain attribute to use, or undefined when the cookie must be host-only. */
export function popupCookieDomain({ host, parentDomain }: PopupCookieContext): string | undefined {
  const parent = (parentDomain ?? "").trim().toLowerCase().replace(/^\./, "");
  if (parent === "") return undefined;
  const name = hostname(host);
  if (name === "" || isLocalOrIp(name) || isLocalOrIp(parent)) return undefined;
  if (name !== parent && !name.endsWith(`.${parent}`)) return undefined;
  return parent;
}

/** The attributes of the cookie set when a popup shows (POP-02). */
export function buildPopupCookie(context: PopupCookieContext): PopupCookieAttributes {
  const domain = popupCookieDomain(context);
  return {
    name: POPUP_COOKIE_NAME,
    value: POPUP_COOKIE_VALUE,
    maxAgeSeconds: POPUP_COOKIE_MAX_AGE_S,
    path: "/",
    sameSite: "Lax",
    ...(domain === undefined ? {} : { domain }),
  };
}

/** The cookie as a `Set-Cookie` / `document.cookie` string. */
export function serializePopupCookie(attributes: PopupCookieAttributes): string {
  const parts = [
    `${attributes.name}=${attributes.value}`,
    `Max-Age=${attributes.maxAgeSeconds}`,
    `Path=${attributes.path}`,
    `SameSite=${attributes.sameSite}`,
  ];
  if (attributes.domain !== undefined) parts.push(`Domain=${attributes.domain}`);
  return parts.join("; ");
}

/** The value of cookie `name` in a `Cookie` header / `document.cookie` string, if present. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(";")) {
    const index = pair.indexOf("=");
    if (index < 0) continue;
    if (pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return null;
}

/** True when no popup was shown recently: the `isPopupOpen` cookie is absent (POP-01, POP-03). */
export function shouldShowPopup(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader, POPUP_COOKIE_NAME) === null;
}
