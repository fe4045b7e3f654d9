/**
 * Contact points shown on the content pages (contact, support, media, policies).
 * Kept in one place so the addresses and the forum URL can move to configuration later
 * without touching page copy.
 */
export const contactEmails = {
  support: "support@inkforge.app",
  partners: "partners@inkforge.app",
  press: "press@inkforge.app",
} as const;

/** The external community forum (spec §2.1). Configuration later; the default host for now. */
export const communityForumUrl = "https://community.inkforge.app";

/** When the support team answers email. */
export const officeHours = "Monday to Friday, 09:00–17:00 UTC, except public holidays";

/** The reply-time promise made on the support and contact pages. */
export const supportResponseTime = "one business day";

/** A mailto: link with an optional pre-filled subject. */
export function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
