import {
  checkoutConfirmationSchema,
  type OrderDetail,
  type PaypalCaptureResponse,
  paypalCaptureResponseSchema,
} from "@inkforge/domain/contracts/shop";
import { paymentFailedPath } from "@inkforge/domain/shop/checkout-links";
import type { ApiCaller } from "@/lib/api/api-call";
import { refreshMembership } from "@/lib/membership/membership-store";
import { fetchOrders } from "./orders";
import type { PaymentPhase } from "./payment-success";

/*
 * The payment-success page's calls (PAY-09..11), loaded by the page's effect: they read the answers
 * with the shop contracts, so zod loads with them and not with the page's first paint.
 */

const POLL_ATTEMPTS = 5;
const POLL_DELAY_MS = 1500;
/** The report waits on the API, which waits on the tracker (3 s by default): bounded either way. */
const REPORT_TIMEOUT_MS = 5_000;

/**
 * The visitor's address for the report: `ip` of `GET /api/geo` (the address the API sees). Null
 * when the lookup fails: the sale is then reported without it (G-15).
 */
async function lookUpVisitorIp(api: ApiCaller): Promise<string | null> {
  const result = await api("GET", "/api/geo", { retries: 0, timeout: REPORT_TIMEOUT_MS });
  if (!result.ok) {
    console.warn("The IP lookup failed; the sale is reported without it", result.message);
    return null;
  }
  const ip = (result.data as { ip?: unknown } | null)?.ip;
  return typeof ip === "string" && ip !== "" ? ip : null;
}

/**
 * Step 5 (PAY-10): `GET /api/idev` with the captured amount and the capture id. Reporting is
 * best effort: a failure is logged and the buyer carries on to the success content.
 */
async function reportAffiliateSale(
  api: ApiCaller,
  capture: PaypalCaptureResponse,
  ip: string | null,
): Promise<void> {
  const result = await api("GET", "/api/idev", {
    query: {
      idev_saleamt: capture.amount.value,
      idev_ordernum: capture.id,
      ...(ip ? { ip_address: ip } : {}),
    },
    retries: 1,
    timeout: REPORT_TIMEOUT_MS,
  });
  if (!result.ok) console.error("The affiliate sale could not be reported", result);
}

/**
 * Captures a PayPal return or confirms a card return, then reads the order to show; `setPhase`
 * receives each step. A failed capture leaves for /payment-failed.
 */
export async function completePayment(
  api: ApiCaller,
  { token, sessionId, next }: { token: string | null; sessionId: string | null; next: string },
  setPhase: (phase: PaymentPhase) => void,
): Promise<void> {
  /** Where a failed capture goes: the failed page, with a retry of the newest order's product. */
  async function failTo(reason: "declined" | "error", detail: unknown) {
    console.error("Payment could not be completed", detail);
    const orders = await fetchOrders(api, 1);
    const productId = orders.ok ? orders.data[0]?.items[0]?.product_id : undefined;
    const href = productId
      ? paymentFailedPath({ product: productId, next, reason })
      : `/payment-failed?reason=${reason}&next=${encodeURIComponent(next)}`;
    window.location.replace(href);
  }

  async function newestOrder(): Promise<OrderDetail | null | "unavailable"> {
    for (let attempt = 0; attempt < POLL_ATTEMPTS; attempt++) {
      const result = await fetchOrders(api, 5);
      if (!result.ok) return "unavailable";
      const order = result.data[0] ?? null;
      if (!order || order.status === "captured" || attempt === POLL_ATTEMPTS - 1) return order;
      await new Promise((resolve) => setTimeout(resolve, POLL_DELAY_MS));
    }
    return null;
  }

  if (token) {
    setPhase({ kind: "working", text: "Completing your PayPal payment…" });
    // Looked up while the capture runs; only a completed capture uses it.
    const visitorIp = lookUpVisitorIp(api);
    const capture = await api("POST", "/api/paypal/capture-paypal-order", {
      body: { orderID: token },
      // The same key for the same order: a reload or a retry replays the first capture.
      idempotencyKey: `capture-${token}`,
      timeout: 20_000,
      schema: paypalCaptureResponseSchema,
    });
    if (!capture.ok) return failTo("error", capture);
    if (capture.data.status === "DECLINED" || capture.data.status === "FAILED") {
      return failTo("declined", capture.data);
    }
    if (capture.data.status === "COMPLETED") {
      await reportAffiliateSale(api, capture.data, await visitorIp);
    }
    refreshMembership();
    const order = await newestOrder();
    if (order === "unavailable") return setPhase({ kind: "unavailable" });
    return setPhase({ kind: "done", order, pending: capture.data.status === "PENDING" });
  }
  if (sessionId) {
    const confirmed = await api("GET", "/api/stripecomm/order/success", {
      query: { session_id: sessionId },
      schema: checkoutConfirmationSchema,
    });
    if (confirmed.ok) {
      refreshMembership();
      return setPhase({
        kind: "done",
        order: confirmed.data.order,
        pending: !confirmed.data.paid,
      });
    }
    console.error("Could not confirm the checkout", confirmed);
    // Never another order in its place: an unknown reference says so.
    return setPhase({ kind: confirmed.status === 404 ? "not-found" : "unavailable" });
  }
  setPhase({ kind: "nothing" });
}
