"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast-store";
import { Button } from "@/components/ui/button";
import { newIdempotencyKey } from "@/features/shop/checkout-safety";
import { accountActionFailureMessage } from "@/features/shop/shop-messages";
import { useAccountApi } from "@/lib/api/use-account-api";

/** The confirmation for "Cancel subscription", open from its first render; access lasts until the period end. */
export function CancelSubscriptionDialog({
  subscriptionId,
  productId,
  title,
  endsOn,
  onClose,
}: {
  subscriptionId: string;
  productId: string;
  title: string;
  /** The formatted period end ("21 December 2026"). */
  endsOn: string;
  onClose: () => void;
}) {
  const api = useAccountApi();
  const router = useRouter();
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
    onClose();
    toast({
      variant: "success",
      title: "Subscription cancelled",
      description: `${title} stays active until ${endsOn}. It will not renew.`,
    });
    router.refresh();
  }

  return (
    <Dialog.Root
      open
      onOpenChange={(next) => {
        if (!next && !sending) onClose();
      }}
    >
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
