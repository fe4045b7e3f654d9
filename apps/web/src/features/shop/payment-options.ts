import { PAYMENT_BUTTON_STYLE } from "@inkforge/domain/constants";
import { isPaymentButtonCountry, normaliseCountry } from "@inkforge/domain/shop/payment-countries";

/*
 * Which payment buttons the checkout offers (spec §4 "Payment flow", §5, §9; PAY-01..05, gaps
 * G-04, G-15, G-40). The PayPal button renders only for the listed countries; everywhere else,
 * and when the country lookup fails, the card checkout is offered with a short explanation.
 */

/** `GET /api/geo`: the visitor's country as the API's lookup sees it. */
export type GeoAnswer = { country: string | null; paymentButton: boolean | null };

/** Reads a geo answer leniently; anything unusable is null (treated as a failed lookup). */
export function readGeoAnswer(data: unknown): GeoAnswer | null {
  if (typeof data !== "object" || data === null) return null;
  const record = data as { country?: unknown; paymentButton?: unknown };
  const country = normaliseCountry(record.country);
  const paymentButton = typeof record.paymentButton === "boolean" ? record.paymentButton : null;
  if (country === null && paymentButton === null) return null;
  return { country, paymentButton };
}

export type PayPalAvailability =
  | { show: true }
  | { show: false; reason: "country" | "unknown-country" | "not-eligible" };

/**
 * Shown only when the country is a payment-button country. The list is the domain's; the API's
 * `paymentButton` flag (computed from the same list) is used only when no country came back.
 */
export function paypalAvailability(geo: GeoAnswer | null): PayPalAvailability {
  if (geo === null) return { show: false, reason: "unknown-country" };
  if (geo.country !== null) {
    return isPaymentButtonCountry(geo.country)
      ? { show: true }
      : { show: false, reason: "country" };
  }
  return geo.paymentButton ? { show: true } : { show: false, reason: "unknown-country" };
}

/** The sentence under the card button when PayPal is not offered. */
export function paypalUnavailableNote(reason: "country" | "unknown-country" | "not-eligible") {
  switch (reason) {
    case "country":
      return "PayPal isn't available in your country. Pay by card instead.";
    case "unknown-country":
      return "We couldn't confirm your country, so PayPal isn't offered. Pay by card instead.";
    case "not-eligible":
      return "Subscriptions are paid by card so they can renew.";
  }
}

// --- The PayPal JS SDK ---------------------------------------------------------------------------

/** The look of the payment button (spec §9, PAY-04). */
export const paypalButtonStyle = {
  height: PAYMENT_BUTTON_STYLE.height,
  shape: PAYMENT_BUTTON_STYLE.shape,
  layout: PAYMENT_BUTTON_STYLE.layout,
  label: PAYMENT_BUTTON_STYLE.label,
} as const;

/** Funding sources the SDK must not offer: card funding is disabled (spec §5, PAY-03). */
const PAYPAL_DISABLED_FUNDING = ["card"] as const;

/**
 * The SDK script URL: the configured base with the client id, USD, immediate capture, the
 * buttons component, and card funding disabled.
 */
export function paypalSdkSrc(options: { sdkUrl: string; clientId: string }): string {
  const url = new URL(options.sdkUrl);
  url.searchParams.set("client-id", options.clientId);
  url.searchParams.set("currency", "USD");
  url.searchParams.set("intent", "capture");
  url.searchParams.set("components", "buttons");
  url.searchParams.set("disable-funding", PAYPAL_DISABLED_FUNDING.join(","));
  return url.toString();
}

/** Load states of the payment script (spec §4: initial, pending, resolved or rejected). */
export type ScriptStatus = "initial" | "pending" | "resolved" | "rejected";

export const scriptStatusText: Record<ScriptStatus, string> = {
  initial: "PayPal not loaded",
  pending: "Loading PayPal…",
  resolved: "PayPal ready",
  rejected: "PayPal failed to load",
};

/**
 * Adds a script tag once and settles when it loads or fails (or after `timeoutMs`). A call for a
 * src that already loaded resolves at once; one that failed before is tried again with a new tag.
 */
export function loadScript(
  src: string,
  options: { doc?: Document; timeoutMs?: number } = {},
): Promise<void> {
  const doc = options.doc ?? document;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const existing = [...doc.querySelectorAll<HTMLScriptElement>("script[data-src]")].find(
    (script) => script.dataset.src === src,
  );
  if (existing?.dataset.state === "loaded") return Promise.resolve();
  if (existing?.dataset.state === "failed") existing.remove();
  const reuse = existing?.dataset.state === "loading" ? existing : undefined;
  return new Promise((resolve, reject) => {
    const script = reuse ?? doc.createElement("script");
    const timer = setTimeout(() => {
      script.dataset.state = "failed";
      reject(new Error(`The payment script did not load within ${timeoutMs / 1000} seconds`));
    }, timeoutMs);
    script.addEventListener("load", () => {
      clearTimeout(timer);
      script.dataset.state = "loaded";
      resolve();
    });
    script.addEventListener("error", () => {
      clearTimeout(timer);
      script.dataset.state = "failed";
      reject(new Error(`The payment script could not be loaded from ${new URL(src).host}`));
    });
    if (!reuse) {
      script.src = src;
      script.async = true;
      script.dataset.src = src;
      script.dataset.state = "loading";
      doc.head.appendChild(script);
    }
  });
}
