"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { accountActionFailureMessage } from "@/features/shop/shop-messages";
import { useAccountApi } from "@/lib/api/use-account-api";
import { useAuth } from "@/lib/auth/use-auth";

/**
 * Demo mode: make the sandbox renew a subscription now, paid or failed
 * (`POST /api/dev/subscriptions/{id}/renew`), to see renewals and the past-due state on /me.
 */
export function DevRenewButtons({ subscriptionId }: { subscriptionId: string }) {
  const api = useAccountApi();
  const ready = useAuth().status === "authenticated";
  const router = useRouter();
  const [sending, setSending] = useState<null | "paid" | "failed">(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  async function renew(outcome: "paid" | "failed") {
    setSending(outcome);
    setMessage(null);
    const result = await api(
      "POST",
      `/api/dev/subscriptions/${encodeURIComponent(subscriptionId)}/renew`,
      { body: { outcome } },
    );
    setSending(null);
    if (!result.ok) {
      console.error("Sandbox renewal failed", result);
      setMessage({ ok: false, text: accountActionFailureMessage(result, "run the renewal") });
      return;
    }
    setMessage({
      ok: true,
      text:
        outcome === "paid"
          ? "Renewed: the subscription runs for another period."
          : "The renewal failed: the subscription is now past due.",
    });
    router.refresh();
  }

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void renew("paid")} disabled={sending !== null || !ready}>
          {sending === "paid" ? "Renewing…" : "Renew now (paid)"}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void renew("failed")}
          disabled={sending !== null || !ready}
        >
          {sending === "failed" ? "Renewing…" : "Renew now (failed)"}
        </Button>
      </div>
      {message ? (
        <p
          role={message.ok ? "status" : "alert"}
          className={message.ok ? "text-sm text-emerald-800" : "text-sm text-red-800"}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
