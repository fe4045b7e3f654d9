/**
 * A cheap shape check for an email address, for instant feedback in forms that ship on every
 * page (the footer newsletter box) where bundling zod would cost ~40 KB. The API's zod contract
 * (`normalisedEmailSchema`) stays the authority and answers 400 for anything this lets through.
 */
export function isPlausibleEmail(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed.length < 3 || trimmed.length > 254) return false;
  const at = trimmed.indexOf("@");
  if (at < 1 || at !== trimmed.lastIndexOf("@")) return false;
  const domain = trimmed.slice(at + 1);
  if (/\s/.test(trimmed) || domain.startsWith(".") || domain.endsWith(".")) return false;
  return domain.includes(".") && !domain.includes("..");
}
