"use client";

import { REQUEST_TIMEOUT_MS } from "@inkforge/domain/constants";
import type { PaymentMode } from "@inkforge/domain/contracts/shop";
import { useEffect, useState } from "react";
import { afterIdle } from "@/lib/after-idle";

/*
 * The "Test payments" banner (decision 0028): shown on every page when the API runs the sandbox
 * provider in production on purpose (SANDBOX_PAYMENTS_IN_PRODUCTION), so nobody mistakes a
 * staging shop, where every buyer approves their own payment, for a real one. The API says so
 * at `GET /api/payments/mode`; an answer that is missing or malformed shows nothing.
 */

export const TEST_PAYMENTS_TEXT =
  "Test payments: this site takes no real money. Checkouts run on the sandbox, and every order is approved by its own buyer.";

/**
 * Whether the API's answer asks for the banner. Checked by hand, not with `paymentModeSchema`:
 * this runs on every page, and parsing one boolean is not worth putting zod (about 30 KB gzip)
 * into the shell's first load.
 */
export function wantsTestPaymentsBanner(answer: unknown): boolean {
  if (typeof answer !== "object" || answer === null) return false;
  const mode = answer as Partial<Record<keyof PaymentMode, unknown>>;
  return (
    (mode.provider === "sandbox" || mode.provider === "live") && mode.test_payments_banner === true
  );
}

function TestPaymentsNotice() {
  return (
    <div
      role="status"
      data-testid="test-payments-banner"
      className="w-full bg-amber-300 px-4 py-2 text-center text-sm font-semibold text-amber-950"
    >
      {TEST_PAYMENTS_TEXT}
    </div>
  );
}

/**
 * One GET, no retry, failures read as "no banner". The light byte-level request, loaded after the
 * page: this runs on every page, and the JSON client is more than the rest of this file
 * (decision 0087). Asked once the page is idle, not in hydration's effects: starting a request
 * costs a throttled phone milliseconds of main thread (decision 0173), and the banner only
 * matters on a staging shop.
 */
async function askPaymentMode(): Promise<unknown> {
  await afterIdle();
  const { requestJson } = await import("@/lib/api/raw-request");
  const answer = await requestJson("/api/payments/mode", (data) => data, {
    timeoutMs: REQUEST_TIMEOUT_MS,
  });
  return answer.ok ? answer.data : null;
}

export function TestPaymentsBanner() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    let current = true;
    void askPaymentMode().then((answer) => {
      if (current) setShow(wantsTestPaymentsBanner(answer));
    });
    return () => {
      current = false;
    };
  }, []);
  return show ? <TestPaymentsNotice /> : null;
}
