/**
 * Contact points shown on the content pages (contact, support, media, policies), kept in one
 * place so that page copy never hard-codes them. Safe to import from client components; the
 * configured external URLs are in external-links.ts (server only).
 */
export const contactEmails = {
  support: "support@inkforge.app",
  partners: "partners@inkforge.app",
  press: "press@inkforge.app",
} as const;

/** When the support team answers email. */
export const officeHours = "Monday to Friday, 09:00–17:00 UTC, except public holidays";

/** The reply-time promise made on the support and contact pages. */
export const supportResponseTime = "one business day";

/** A mailto: link with an optional pre-filled subject. */
export function mailto(address: string, subject?: string): string {
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
