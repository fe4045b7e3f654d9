"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { publicEnv } from "@/config/public-env";
import { newIdempotencyKey, safeCheckoutUrl } from "@/features/shop/checkout-safety";
import { accountActionFailureMessage } from "@/features/shop/shop-messages";
import { readResponse } from "@/lib/api/read-response";
import { useAccountApi } from "@/lib/api/use-account-api";
import { useAuth } from "@/lib/auth/use-auth";

/*
 * Subscription actions on /me: cancel at the period end (after a confirmation), and the provider's
 * pages to update the card, change the billing cycle or manage billing (`{ url }` → go there).
 */

export type BillingFlow = "update-card" | "update-billing-cycle" | "manage-billing";

const flowAction: Record<BillingFlow, string> = {
  "update-card": "open the card update page",
  "update-billing-cycle": "open the billing cycle page",
  "manage-billing": "open the billing page",
};

/** Opens the provider's page for a billing flow. */
export function BillingPortalButton({
  flow,
  subscriptionId,
  label,
  variant = "outline",
}: {
  flow: BillingFlow;
  subscriptionId?: string;
  label: string;
  variant?: "outline" | "primary" | "secondary";
}) {
  const api = useAccountApi();
  const ready = useAuth().status === "authenticated";
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function open() {
    setSending(true);
    setError(null);
    const body: Record<string, string> = { return: "/me" };
    if (subscriptionId) body.subscription_id = subscriptionId;
    // The contract (and zod) loads beside the request, not with the account page.
    const result = await readResponse(
      api("POST", `/api/stripecomm/${flow}`, { body, idempotencyKey: newIdempotencyKey() }),
      () =>
        import("@inkforge/domain/contracts/shop").then((shop) => shop.checkoutUrlResponseSchema),
      "billing service",
    );
    const target = result.ok ? safeCheckoutUrl(result.data.url, publicEnv.apiUrl) : null;
    if (!target) {
      if (!result.ok) console.error(`Billing page (${flow}) failed`, result);
      setError(
        result.ok
          ? `We couldn't ${flowAction[flow]}. Please try again.`
          : accountActionFailureMessage(result, flowAction[flow]),
      );
      setSending(false);
      return;
    }
    window.location.assign(target);
  }

  return (
    <div className="grid gap-1">
      <Button
        type="button"
        size="sm"
        variant={variant}
        onClick={() => void open()}
        disabled={sending || !ready}
      >
        {sending ? "Opening…" : label}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

// The confirmation (Radix Dialog) loads on first use, not with the account page.
const CancelSubscriptionDialog = dynamic(
  () => import("./cancel-subscription-dialog").then((m) => m.CancelSubscriptionDialog),
  { ssr: false },
);

/** "Cancel subscription" with a confirmation dialog; access lasts until the period end. */
export function CancelSubscriptionButton(props: {
  subscriptionId: string;
  productId: string;
  title: string;
  /** The formatted period end ("21 December 2026"). */
  endsOn: string;
}) {
  const ready = useAuth().status === "authenticated";
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        disabled={!ready}
        aria-haspopup="dialog"
        className="border-red-300 text-red-800 hover:bg-red-50"
        onClick={() => setOpen(true)}
      >
        Cancel subscription
      </Button>
      {open ? <CancelSubscriptionDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
