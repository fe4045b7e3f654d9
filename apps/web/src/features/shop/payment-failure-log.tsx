"use client";

import type { FailureReason } from "@inkforge/domain/shop/checkout-links";
import { useEffect } from "react";

/**
 * Spec §8 "Payment cancel or error: go to /payment-failed; error logged to the console". A
 * provider's cancel page redirects here without running our code, so the page logs on arrival.
 */
export function PaymentFailureLog({
  reason,
  product,
}: {
  reason: FailureReason;
  product: string | null;
}) {
  useEffect(() => {
    console.error(`Payment not completed (${reason})`, product ? { product } : {});
  }, [reason, product]);
  return null;
}
