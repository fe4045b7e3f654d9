import { ATTRIBUTION_COOKIE } from "@inkforge/domain/affiliate/rules";

/*
 * The first-click attribution cookie (issue 15, decision 0057): it holds only the id of the click
 * the API recorded, never an affiliate id, so the server decides attribution from its own record.
 * Small and free of zod: the site shell reads it before every checkout and sign-up.
 */

const clickIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The click id in a `Cookie` string, or null when absent or not a click id. */
export function readAttributionCookie(cookieHeader: string): string | null {
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== ATTRIBUTION_COOKIE) continue;
    const value = decodeURIComponent(rest.join("="));
    return clickIdPattern.test(value) ? value : null;
  }
  return null;
}

/** The cookie, expiring when the click's 30-day window ends. */
export function attributionCookie(clickId: string, expiresAt: Date, secure: boolean): string {
  const attributes = [`Expires=${expiresAt.toUTCString()}`, "Path=/", "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  return `${ATTRIBUTION_COOKIE}=${encodeURIComponent(clickId)}; ${attributes.join("; ")}`;
}

/** The browser's current attribution (checkout, register): the click id, or undefined. */
export function currentAttribution(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return readAttributionCookie(document.cookie) ?? undefined;
}
