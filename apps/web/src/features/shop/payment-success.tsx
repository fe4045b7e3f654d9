"use client";

import type { OrderDetail } from "@inkforge/domain/contracts/shop";
import { formatPrice } from "@inkforge/domain/shop/money";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";
import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { useAccountApi } from "@/lib/api/use-account-api";
import { useAuth } from "@/lib/auth/use-auth";
import { orderStatusText } from "./order-status";

/*
 * /payment-success (ROUTE-43, PAY-09..11). A PayPal return (`?token=<order id>`) is captured first
 * (step 4 of the payment flow; the same order id always replays the first capture), then a
 * completed capture's sale is reported to the affiliate tracker (step 5, PAY-10/14: GET /api/idev,
 * after the capture and before the success content; the API checks it against the order and
 * reports once); a card return (`?session_id=`) is confirmed; then the order is shown: the
 * caller's newest order, or the one just confirmed. A capture that fails ends on /payment-failed
 * with the error in the console, and no sale is reported. Those calls are `payment-flow.ts`, loaded
 * by the effect with the contracts they read.
 */

export type PaymentPhase =
  | { kind: "working"; text: string }
  | { kind: "done"; order: OrderDetail | null; pending: boolean }
  | { kind: "unavailable" }
  /** The address names a payment the API does not know for this account. */
  | { kind: "not-found" }
  /** The address names no payment at all (no PayPal token, no card session). */
  | { kind: "nothing" };

/**
 * The page's heading for each step: success is only said once the payment is confirmed, never
 * over a reference that matches nothing or an older order.
 */
function introOf(phase: PaymentPhase): { title: string; lead: string } {
  switch (phase.kind) {
    case "working":
      return {
        title: "Confirming your payment",
        lead: "This takes a few seconds. Keep this page open.",
      };
    case "done":
      if (phase.pending || (phase.order && phase.order.status !== "captured")) {
        return {
          title: "Payment received",
          lead: "The payment provider is still confirming it; your purchase appears on your account as soon as it does.",
        };
      }
      return {
        title: "Payment successful",
        lead: "Your purchase is on your account, with its receipt under purchases on your account page.",
      };
    case "unavailable":
      return {
        title: "Thank you for your order",
        lead: "We couldn't load your order just now. It will appear under purchases on your account page.",
      };
    case "not-found":
      return {
        title: "We couldn't find this payment",
        lead: "This link does not match a payment on your account, so nothing was charged through it. Your purchases are listed on your account page.",
      };
    case "nothing":
      return {
        title: "No payment to confirm",
        lead: "This page confirms a payment when the checkout sends you back to it. Your purchases are listed on your account page.",
      };
  }
}

export type PaymentSuccessProps = {
  next: string;
  token: string | null;
  sessionId: string | null;
  /** A free item claimed without payment: its name (no order to read). */
  claimedName: string | null;
};

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
  const [phase, setPhase] = useState<PaymentPhase>({
    kind: "working",
    text: "Confirming your payment…",
  });
  const started = useRef(false);

  useEffect(() => {
    if (!ready || started.current || claimedName) return;
    started.current = true;

    void import("./payment-flow").then((flow) =>
      flow.completePayment(api, { token, sessionId, next }, setPhase),
    );
  }, [ready, api, token, sessionId, claimedName, next]);

  if (claimedName) {
    return (
      <p className="text-lg text-slate-800" data-testid="claimed-item">
        <strong className="font-semibold">{claimedName}</strong> is now on your account.
      </p>
    );
  }

  const intro = introOf(phase);
  return (
    <div aria-live="polite">
      <PageIntro eyebrow="Thank you" title={intro.title} lead={intro.lead} />
      <div className="grid max-w-2xl gap-4 py-10 pb-16">
        {phase.kind === "working" ? (
          <p className="text-slate-700" data-testid="payment-working">
            {phase.text}
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
            {phase.order ? <OrderCard order={phase.order} /> : null}
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
    </div>
  );
}
