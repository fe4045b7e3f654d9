"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast-store";
import { Button } from "@/components/ui/button";
import { publicEnv } from "@/config/public-env";
import { newIdempotencyKey, safeCheckoutUrl } from "@/features/shop/checkout-request";
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

/** "Cancel subscription" with a confirmation dialog; access lasts until the period end. */
export function CancelSubscriptionButton({
  subscriptionId,
  productId,
  title,
  endsOn,
}: {
  subscriptionId: string;
  productId: string;
  title: string;
  /** The formatted period end ("21 December 2026"). */
  endsOn: string;
}) {
  const api = useAccountApi();
  const ready = useAuth().status === "authenticated";
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setSending(true);
    setError(null);
    const result = await api(
      "POST",
      `/api/shop/cancel-subscription/${encodeURIComponent(subscriptionId)}`,
      { query: { product_id: productId }, idempotencyKey: newIdempotencyKey() },
    );
    setSending(false);
    if (!result.ok) {
      console.error("Cancelling the subscription failed", result);
      setError(accountActionFailureMessage(result, "cancel the subscription"));
      return;
    }
    setOpen(false);
    toast({
      variant: "success",
      title: "Subscription cancelled",
      description: `${title} stays active until ${endsOn}. It will not renew.`,
    });
    router.refresh();
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (sending) return;
        setOpen(next);
        if (!next) setError(null);
      }}
    >
      <Dialog.Trigger asChild>
        <Button
          size="sm"
          variant="outline"
          disabled={!ready}
          className="border-red-300 text-red-800 hover:bg-red-50"
        >
          Cancel subscription
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-slate-900/50" />
        <Dialog.Content
          data-testid="cancel-subscription-dialog"
          className="fixed left-1/2 top-1/2 z-[71] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="pr-8 text-lg font-bold text-ink-900">
            Cancel {title}?
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            It will not renew. You keep everything it includes until {endsOn}, the end of the period
            you paid for.
          </Dialog.Description>
          {error ? (
            <p role="alert" className="mt-3 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="outline" disabled={sending}>
                Keep subscription
              </Button>
            </Dialog.Close>
            <Button
              onClick={() => void confirm()}
              disabled={sending}
              className="bg-red-700 hover:bg-red-800"
            >
              {sending ? "Cancelling…" : "Cancel at period end"}
            </Button>
          </div>
          <Dialog.Close
            aria-label="Close"
            className="absolute right-3 top-3 rounded-md p-2 text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden className="h-4 w-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
