import type { CheckoutItem } from "./checkout-item";

/*
 * The API call each checkout button makes (contracts/shop.ts, spec 7.8, 7.12, 7.13). Pure, so the
 * bodies are unit-tested; the checkout panel only sends them. No amounts travel: the API prices
 * every order itself.
 *
 *   free item              → POST /api/features/freepaynow        answers "OK"
 *   plan, monthly/yearly   → POST /api/subs/paynow                 answers { url }
 *   other monthly/yearly   → POST /api/features/recurring-payment  answers { url }
 *   lifetime, merch        → POST /api/features/paynow             answers { url }
 *   PayPal (one-time, not merch) → POST /api/paypal/create-paypal-order  answers { id }
 */

export type CheckoutItemRef = Pick<
  CheckoutItem,
  "productId" | "kind" | "period" | "isPlan" | "offer"
>;

export type ReturnPaths = {
  /** Same-site path the provider returns to after paying, e.g. "/payment-success?next=%2Fpricing". */
  success: string;
  /** Same-site path for a cancelled or declined payment. */
  fail: string;
  /** Affiliate tracking value, when the visitor came through an affiliate link. */
  affiliate?: string | null;
};

export type PaymentCall = {
  path: string;
  body: Record<string, unknown>;
  /** What a successful answer carries: a checkout URL, or the string "OK" of a free claim. */
  expects: "url" | "ok";
};

/** The spec's subscription item id, `subs_{productId}` (decision 0016). */
export function subscriptionItemIdFor(productId: string): string {
  return `subs_${productId}`;
}

function withAffiliate(body: Record<string, unknown>, affiliate: string | null | undefined) {
  const value = affiliate?.trim();
  return value ? { ...body, affiliate: value } : body;
}

/** The call behind "Pay by card" (or "Get it free" for a free item). */
export function buildCardCheckoutCall(item: CheckoutItemRef, paths: ReturnPaths): PaymentCall {
  const { success, fail } = paths;
  const items = [{ product_id: item.productId }];
  if (item.kind === "free") {
    return { path: "/api/features/freepaynow", body: { items, success, fail }, expects: "ok" };
  }
  if (item.kind === "subscription") {
    const interval = item.period === "year" ? "year" : "month";
    if (item.isPlan) {
      return {
        path: "/api/subs/paynow",
        body: { items: [{ id: subscriptionItemIdFor(item.productId) }], success, fail },
        expects: "url",
      };
    }
    return {
      path: "/api/features/recurring-payment",
      body: withAffiliate({ product_id: item.productId, success, fail, interval }, paths.affiliate),
      expects: "url",
    };
  }
  const body: Record<string, unknown> = { items, success, fail };
  if (item.offer) body.special_offer = item.offer;
  return {
    path: "/api/features/paynow",
    body: withAffiliate(body, paths.affiliate),
    expects: "url",
  };
}

/**
 * Step 2 of the payment flow (spec §4): create the order. The client's IP is not sent: the API
 * sees the address itself, and the IP lookup service of the spec is not reachable from the
 * browser here (G-15 allows omitting it). The token travels only in the Authorization header.
 */
export function buildPayPalCreateCall(item: CheckoutItemRef, paths: ReturnPaths): PaymentCall {
  const body: Record<string, unknown> = {
    items: [{ product_id: item.productId }],
    success: paths.success,
    fail: paths.fail,
  };
  if (item.offer) body.special_offer = item.offer;
  return {
    path: "/api/paypal/create-paypal-order",
    body: withAffiliate(body, paths.affiliate),
    expects: "url",
  };
}

/** The checkout URL of a `{ url }` answer, or null when the answer has none (spec §5). */
export function readCheckoutUrl(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  const url = (data as { url?: unknown }).url;
  return typeof url === "string" && url.length > 0 ? url : null;
}

/** True only for the string "OK" (spec §5: a free claim succeeds only then). */
export function isOkAnswer(data: unknown): boolean {
  return data === "OK";
}

/** The order id of a create-order answer, or null. */
export function readOrderId(data: unknown): string | null {
  if (typeof data !== "object" || data === null) return null;
  const id = (data as { id?: unknown }).id;
  return typeof id === "string" && id.length > 0 ? id : null;
}
