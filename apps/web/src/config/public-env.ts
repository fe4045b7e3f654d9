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

export const publicEnv: { apiUrl: string; gaId: string | undefined } = {
  apiUrl: httpUrlOrThrow(
    "NEXT_PUBLIC_API_URL",
    process.env.NEXT_PUBLIC_API_URL || undefined,
    "http://127.0.0.1:4000",
  ),
  gaId: gaIdOrThrow(process.env.NEXT_PUBLIC_GA_ID || undefined),
};
