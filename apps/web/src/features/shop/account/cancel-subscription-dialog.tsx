"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/toast/toast-store";
import { Button } from "@/components/ui/button";
import { ModalClose, ModalDialog } from "@/components/ui/modal-dialog";
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
    <ModalDialog
      open
      onOpenChange={(next) => {
        if (!next && !sending) onClose();
      }}
      title={`Cancel ${title}?`}
      description={
        <>
          It will not renew. You keep everything it includes until {endsOn}, the end of the period
          you paid for.
        </>
      }
      testId="cancel-subscription-dialog"
    >
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <ModalClose asChild>
          <Button variant="outline" disabled={sending}>
            Keep subscription
          </Button>
        </ModalClose>
        <Button
          onClick={() => void confirm()}
          disabled={sending}
          className="bg-red-700 hover:bg-red-800"
        >
          {sending ? "Cancelling…" : "Cancel at period end"}
        </Button>
      </div>
    </ModalDialog>
  );
}
