import { z } from "zod";

export const CONSENT_COOKIE = "cookie_consent";
/** Preferences are kept for 12 months, then the banner asks again. */
export const CONSENT_MAX_AGE_S = 60 * 60 * 24 * 365;

export const consentSchema = z.object({
  essential: z.literal(true),
  googleAnalytics: z.boolean(),
});
export type ConsentPreferences = z.infer<typeof consentSchema>;

export const acceptAllConsent: ConsentPreferences = { essential: true, googleAnalytics: true };

/** Reads the stored preferences from a cookie header; anything malformed counts as "not saved". */
export function readConsent(cookieHeader: string): ConsentPreferences | null {
  for (const part of cookieHeader.split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name !== CONSENT_COOKIE) continue;
    try {
      const parsed = consentSchema.safeParse(JSON.parse(decodeURIComponent(rest.join("="))));
      return parsed.success ? parsed.data : null;
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
