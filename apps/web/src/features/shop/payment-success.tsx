"use client";

import {
  checkoutConfirmationSchema,
  type OrderDetail,
  type PaypalCaptureResponse,
  paypalCaptureResponseSchema,
} from "@inkforge/domain/contracts/shop";
import { paymentFailedPath } from "@inkforge/domain/shop/checkout-links";
import { formatPrice } from "@inkforge/domain/shop/money";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import type { ApiCaller } from "@/lib/api/api-call";
import { useAccountApi } from "@/lib/api/use-account-api";
import { useAuth } from "@/lib/auth/use-auth";
import { refreshMembership } from "@/lib/membership/membership-store";
import { fetchOrders, orderStatusText } from "./orders";

/*
 * /payment-success (ROUTE-43, PAY-09..11). A PayPal return (`?token=<order id>`) is captured first
 * (step 4 of the payment flow; the same order id always replays the first capture), then a
 * completed capture's sale is reported to the affiliate tracker (step 5, PAY-10/14: GET /api/idev,
 * after the capture and before the success content; the API checks it against the order and
 * reports once); a card return (`?session_id=`) is confirmed; then the order is shown: the
 * caller's newest order, or the one just confirmed. A capture that fails ends on /payment-failed
 * with the error in the console, and no sale is reported.
 */

type Phase =
  | { kind: "working"; text: string }
  | { kind: "done"; order: OrderDetail | null; pending: boolean }
  | { kind: "unavailable" };

export type PaymentSuccessProps = {
  next: string;
  token: string | null;
  sessionId: string | null;
  /** A free item claimed without payment: its name (no order to read). */
  claimedName: string | null;
};

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

function OrderCard({ order }: { order: OrderDetail }) {
  return (
    <section
      aria-labelledby="bought-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      data-testid="bought-order"
    >
      <h2 id="bought-title" className="text-lg font-bold text-ink-900">
        What you bought
      </h2>
      <ul className="mt-4 divide-y divide-slate-100">
        {order.items.map((line) => (
          <li key={line.product_id} className="flex justify-between gap-4 py-2">
            <span className="font-semibold text-ink-900" data-testid="bought-item">
              {line.title}
            </span>
            <span className="text-slate-800">
              {line.list_cents > line.unit_cents ? (
                <s className="mr-2 text-sm text-slate-500">{formatPrice(line.list_cents)}</s>
              ) : null}
              {formatPrice(line.unit_cents)}
            </span>
          </li>
        ))}
      </ul>
      {order.shipping ? (
        <p className="flex justify-between gap-4 py-2 text-slate-800">
          <span>Shipping</span>
          <span data-testid="bought-shipping">{formatPrice(order.shipping.cents)}</span>
        </p>
      ) : null}
      <p className="mt-3 flex justify-between border-t border-slate-200 pt-3 font-bold text-ink-900">
        <span>Total</span>
        <span data-testid="bought-total">{formatPrice(order.charged_cents)}</span>
      </p>
      <p className="mt-2 text-sm text-slate-600" data-testid="bought-status">
        {orderStatusText[order.status]}
        {order.mode === "subscription"
          ? ` · renews every ${order.interval === "year" ? "year" : "month"} until you cancel`
          : null}
      </p>
    </section>
  );
}

export function PaymentSuccess({ next, token, sessionId, claimedName }: PaymentSuccessProps) {
  const api = useAccountApi();
  // The calls need the session's token, which the browser reads after the first render.
  const ready = useAuth().status === "authenticated";
  const [phase, setPhase] = useState<Phase>({ kind: "working", text: "Confirming your payment…" });
  const started = useRef(false);

  useEffect(() => {
    if (!ready || started.current || claimedName) return;
    started.current = true;

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

    void (async () => {
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
      }
      refreshMembership();
      const order = await newestOrder();
      if (order === "unavailable") return setPhase({ kind: "unavailable" });
      setPhase({ kind: "done", order, pending: order !== null && order.status !== "captured" });
    })();
  }, [ready, api, token, sessionId, claimedName, next]);

  if (claimedName) {
    return (
      <p className="text-lg text-slate-800" data-testid="claimed-item">
        <strong className="font-semibold">{claimedName}</strong> is now on your account.
      </p>
    );
  }

  return (
    <div className="grid gap-4" aria-live="polite">
      {phase.kind === "working" ? (
        <p className="text-slate-700" data-testid="payment-working">
          {phase.text}
        </p>
      ) : null}
      {phase.kind === "unavailable" ? (
        <p className="text-slate-700">
          We couldn't load your order just now. It will appear under purchases on your account page.
        </p>
      ) : null}
      {phase.kind === "done" ? (
        <>
          {phase.pending ? (
            <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              The payment provider is still confirming this payment. Your purchase appears on your
              account as soon as it does.
            </p>
          ) : null}
          {phase.order ? (
            <OrderCard order={phase.order} />
          ) : (
            <p className="text-slate-700">Your purchase is on your account.</p>
          )}
        </>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link href={next} data-testid="continue-link">
            Continue where you left off
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/me">Go to your account</Link>
        </Button>
      </div>
    </div>
  );
}
