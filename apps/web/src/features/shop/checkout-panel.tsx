"use client";

import { paymentFailedPath, paymentSuccessPath } from "@inkforge/domain/shop/checkout-links";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { publicEnv } from "@/config/public-env";
import { currentAttribution } from "@/lib/affiliate/attribution-cookie";
import { useAccountApi } from "@/lib/api/use-account-api";
import { useAuth } from "@/lib/auth/use-auth";
import { refreshMembership } from "@/lib/membership/membership-store";
import type { CheckoutItem } from "./checkout-item";
import {
  buildCardCheckoutCall,
  buildPayPalCreateCall,
  isOkAnswer,
  readCheckoutUrl,
  readOrderId,
} from "./checkout-request";
import { newIdempotencyKey, safeCheckoutUrl } from "./checkout-safety";
import { goTo } from "./navigate";
import {
  type PayPalAvailability,
  paypalAvailability,
  paypalUnavailableNote,
  readGeoAnswer,
  scriptStatusText,
} from "./payment-options";
import { PayPalButton } from "./paypal-button";
import { checkoutFailureMessage, SHOP_MESSAGES } from "./shop-messages";

/*
 * The buttons of /checkout/v3. "Pay by card" (or "Get it free") starts the card checkout; the
 * PayPal button shows only in the payment-button countries (GET /api/geo). Buttons are disabled
 * while a call is out. A checkout that cannot start stays here with the reason in plain words;
 * a payment cancelled or failed at the provider or at capture ends on /payment-failed.
 */

const START_TIMEOUT_MS = 15_000;

type Busy = null | "card" | "paypal";

export type CheckoutPanelProps = {
  item: CheckoutItem;
  /** The offer or product id and period that reopen this checkout. */
  target: { product: string; period: "month" | "year" | "lifetime" | null };
  /** Where the buyer came from (a same-site path). */
  returnTo: string;
  /** `isPayPalEligible(item)`, decided with the catalogue on the server. */
  paypalEligible: boolean;
};

export function CheckoutPanel({ item, target, returnTo, paypalEligible }: CheckoutPanelProps) {
  const api = useAccountApi();
  // Paying needs the session's token, which the browser reads after the first render.
  const signedIn = useAuth().status === "authenticated";
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [paypal, setPaypal] = useState<PayPalAvailability | "checking">("checking");
  const eligibleForPaypal = paypalEligible;

  const success = paymentSuccessPath(returnTo);
  const failWith = (reason?: "cancelled" | "error") =>
    paymentFailedPath({ ...target, offer: item.offer, next: returnTo, reason });
  const paths = { success, fail: failWith() };

  // Coming back with the browser's Back button restores this page from the cache: re-enable.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(null);
    };
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  // The country decides whether the PayPal button renders (PAY-01/02); a failed lookup hides it.
  useEffect(() => {
    if (!eligibleForPaypal) return;
    let active = true;
    void api("GET", "/api/geo", { retries: 1 }).then((result) => {
      if (!active) return;
      if (!result.ok) console.error("Country lookup failed", result.message);
      setPaypal(paypalAvailability(result.ok ? readGeoAnswer(result.data) : null));
    });
    return () => {
      active = false;
    };
  }, [api, eligibleForPaypal]);

  function fail(message: string, detail: unknown) {
    console.error("Checkout could not start", detail);
    setError(message);
    setBusy(null);
  }

  async function payByCard() {
    setError(null);
    setBusy("card");
    const call = buildCardCheckoutCall(item, { ...paths, affiliate: currentAttribution() });
    const result = await api("POST", call.path, {
      body: call.body,
      idempotencyKey: newIdempotencyKey(),
      timeout: START_TIMEOUT_MS,
    });
    if (!result.ok) return fail(checkoutFailureMessage(result), result);
    if (call.expects === "ok") {
      if (!isOkAnswer(result.data)) return fail(SHOP_MESSAGES.noCheckoutUrl, result.data);
      refreshMembership();
      goTo(`${success}&claimed=${encodeURIComponent(item.productId)}`);
      return;
    }
    const url = readCheckoutUrl(result.data);
    const target = url ? safeCheckoutUrl(url, publicEnv.apiUrl) : null;
    if (!target) return fail(SHOP_MESSAGES.noCheckoutUrl, result.data);
    goTo(target);
  }

  async function createPayPalOrder(): Promise<string | null> {
    setError(null);
    setBusy("paypal");
    const call = buildPayPalCreateCall(item, { ...paths, affiliate: currentAttribution() });
    const result = await api("POST", call.path, {
      body: call.body,
      idempotencyKey: newIdempotencyKey(),
      timeout: START_TIMEOUT_MS,
    });
    if (!result.ok) {
      fail(checkoutFailureMessage(result), result);
      return null;
    }
    const id = readOrderId(result.data);
    if (!id) {
      fail(SHOP_MESSAGES.noCheckoutUrl, result.data);
      return null;
    }
    return id;
  }

  const free = item.kind === "free";
  return (
    <div className="grid gap-4" data-testid="checkout-panel">
      <Button
        size="lg"
        className="w-full"
        onClick={() => void payByCard()}
        disabled={busy !== null || !signedIn}
        data-testid="pay-by-card"
      >
        {busy === "card"
          ? free
            ? "Adding to your account…"
            : "Opening the payment page…"
          : free
            ? "Get it free"
            : "Pay by card"}
      </Button>

      {eligibleForPaypal ? (
        paypal === "checking" ? (
          <p className="text-sm text-slate-600" data-testid="paypal-checking">
            Checking payment options for your country…
          </p>
        ) : paypal.show ? (
          <PayPalButton
            createOrder={createPayPalOrder}
            sandboxApproveUrl={(id) =>
              `${publicEnv.apiUrl.replace(/\/+$/, "")}/sandbox/paypal/${encodeURIComponent(id)}`
            }
            approvedUrl={(id) => `${success}&token=${encodeURIComponent(id)}`}
            failedUrl={failWith}
            disabled={busy !== null || !signedIn}
            busy={busy === "paypal"}
          />
        ) : (
          <>
            <p className="text-sm text-slate-600" data-testid="paypal-unavailable">
              {paypalUnavailableNote(paypal.reason)}
            </p>
            {/* The PayPal script is never requested here: its status stays "initial". */}
            <p
              className="sr-only"
              role="status"
              data-testid="paypal-script-status"
              data-status="initial"
            >
              {scriptStatusText.initial}
            </p>
          </>
        )
      ) : item.kind === "subscription" ? (
        <p className="text-sm text-slate-600">{paypalUnavailableNote("not-eligible")}</p>
      ) : null}

      {error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
