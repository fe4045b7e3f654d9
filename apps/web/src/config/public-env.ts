/*
 * Values the browser needs. Next inlines NEXT_PUBLIC_* at build time, so they are read with
 * literal property names here and nowhere else. Checked by hand rather than with zod: this module
 * reaches every page through the footer's newsletter form, and zod would add ~40 KB to the shell.
 */

function httpUrlOrThrow(name: string, value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return value;
}

function gaIdOrThrow(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^G-[A-Z0-9]+$/.test(value)) throw new Error("NEXT_PUBLIC_GA_ID must look like G-XXXXXXX");
  return value;
}

function paypalClientIdOrThrow(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (!/^[A-Za-z0-9_-]{10,200}$/.test(value)) {
    throw new Error("NEXT_PUBLIC_PAYPAL_CLIENT_ID must be a PayPal REST app client id");
  }
  return value;
}

function formbricksOrThrow(apiHost: string | undefined, environmentId: string | undefined) {
  if (!apiHost && !environmentId) return undefined;
  if (!apiHost || !environmentId) {
    throw new Error(
      "NEXT_PUBLIC_FORMBRICKS_API_HOST and NEXT_PUBLIC_FORMBRICKS_ENVIRONMENT_ID must be set together",
    );
  }
  return { apiHost: httpUrlOrThrow("NEXT_PUBLIC_FORMBRICKS_API_HOST", apiHost, ""), environmentId };
}

function cookieDomainOrThrow(value: string | undefined): string | null {
  if (!value) return null;
  if (!/^\.?([a-z0-9-]+\.)+[a-z]{2,}$/i.test(value)) {
    throw new Error(
      `NEXT_PUBLIC_POPUP_COOKIE_DOMAIN must be a domain like example.com, got "${value}"`,
    );
  }
  return value.toLowerCase();
}

function popupModeOrThrow(value: string | undefined): "on" | "opt-in" {
  if (value === undefined || value === "on" || value === "opt-in") return value ?? "on";
  throw new Error(`NEXT_PUBLIC_PROMOTION_POPUPS must be "on" or "opt-in", got "${value}"`);
}

export const publicEnv: {
  apiUrl: string;
  gaId: string | undefined;
  /** PayPal REST client id; unset = the API's sandbox checkout (no PayPal script). */
  paypalClientId: string | undefined;
  /** Where the PayPal JS SDK is loaded from when a client id is set. */
  paypalSdkUrl: string;
  /**
   * An Apache Answer compatible forum the search box also searches (SRCH-04..09); unset = the
   * search box has no community group.
   */
  forumSearchUrl: string | undefined;
  /** Sentry's DSN for the browser (reports go through /monitoring); unset = no reporting code. */
  sentryDsn: string | undefined;
  /** The Formbricks survey host and environment (both or neither); unset = no survey widget. */
  formbricks: { apiHost: string; environmentId: string } | undefined;
  /**
   * The parent domain the popup cookie is set on (`example.com`), so every subdomain shares the
   * 12-hour popup pause (POP-02); unset = the page's host only. Never applied on localhost or an
   * IP address, where browsers refuse it (G-38).
   */
  popupCookieDomain: string | null;
  /**
   * `on` (default): the popup manager shows popups. `opt-in`: only in a browser holding the
   * cookie `inkforge_popups=on`; the end-to-end build uses it so that journeys written before the
   * popups are not covered by one, while the promotions journey opts in.
   */
  promotionPopups: "on" | "opt-in";
} = {
  apiUrl: httpUrlOrThrow(
    "NEXT_PUBLIC_API_URL",
    process.env.NEXT_PUBLIC_API_URL || undefined,
    "http://127.0.0.1:4000",
  ),
  gaId: gaIdOrThrow(process.env.NEXT_PUBLIC_GA_ID || undefined),
  paypalClientId: paypalClientIdOrThrow(process.env.NEXT_PUBLIC_PAYPAL_CLIENT_ID || undefined),
  paypalSdkUrl: httpUrlOrThrow(
    "NEXT_PUBLIC_PAYPAL_SDK_URL",
    process.env.NEXT_PUBLIC_PAYPAL_SDK_URL || undefined,
    "https://www.paypal.com/sdk/js",
  ),
  sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN
    ? httpUrlOrThrow("NEXT_PUBLIC_SENTRY_DSN", process.env.NEXT_PUBLIC_SENTRY_DSN, "")
    : undefined,
  formbricks: formbricksOrThrow(
    process.env.NEXT_PUBLIC_FORMBRICKS_API_HOST || undefined,
    process.env.NEXT_PUBLIC_FORMBRICKS_ENVIRONMENT_ID || undefined,
  ),
  popupCookieDomain: cookieDomainOrThrow(process.env.NEXT_PUBLIC_POPUP_COOKIE_DOMAIN || undefined),
  promotionPopups: popupModeOrThrow(process.env.NEXT_PUBLIC_PROMOTION_POPUPS || undefined),
  forumSearchUrl: process.env.NEXT_PUBLIC_FORUM_SEARCH_URL
    ? httpUrlOrThrow("NEXT_PUBLIC_FORUM_SEARCH_URL", process.env.NEXT_PUBLIC_FORUM_SEARCH_URL, "")
    : undefined,
};
