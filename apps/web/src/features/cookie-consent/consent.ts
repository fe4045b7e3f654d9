export const CONSENT_COOKIE = "cookie_consent";
/** Preferences are kept for 12 months, then the banner asks again. */
const CONSENT_MAX_AGE_S = 60 * 60 * 24 * 365;

export type ConsentPreferences = { essential: true; googleAnalytics: boolean };

// Checked by hand rather than with zod: this runs on every page and zod would add ~40 KB to the
// shell's JavaScript.
function isConsentPreferences(value: unknown): value is ConsentPreferences {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return record.essential === true && typeof record.googleAnalytics === "boolean";
}

export const acceptAllConsent: ConsentPreferences = { essential: true, googleAnalytics: true };

/** Reads the stored preferences from a cookie header; anything malformed counts as "not saved". */
export function readConsent(cookieHeader: string): ConsentPreferences | null {
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== CONSENT_COOKIE) continue;
    try {
      const parsed: unknown = JSON.parse(decodeURIComponent(rest.join("=")));
      return isConsentPreferences(parsed)
        ? { essential: true, googleAnalytics: parsed.googleAnalytics }
        : null;
    } catch {
      return null;
    }
  }
  return null;
}

export function consentCookie(preferences: ConsentPreferences, secure: boolean): string {
  const value = encodeURIComponent(
    JSON.stringify({ essential: true, googleAnalytics: preferences.googleAnalytics }),
  );
  const attributes = [`Max-Age=${CONSENT_MAX_AGE_S}`, "Path=/", "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  return `${CONSENT_COOKIE}=${value}; ${attributes.join("; ")}`;
}
