/*
 * What every checkout start needs, apart from the request builders (`checkout-request.ts`), which
 * read the catalogue: the account page's subscription actions use these without loading it.
 */

/** A fresh `Idempotency-Key` for one checkout attempt. */
export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * Where the browser goes with a checkout URL: absolute http(s) URLs (the provider or the API's
 * sandbox page) and same-site paths; anything else (javascript:, data:) is refused.
 */
export function safeCheckoutUrl(url: string, apiBaseUrl: string): string | null {
  if (url.startsWith("/") && !url.startsWith("//")) return new URL(url, apiBaseUrl).toString();
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.toString() : null;
  } catch {
    return null;
  }
}
