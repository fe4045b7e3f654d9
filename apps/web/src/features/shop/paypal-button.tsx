"use client";

import { useEffect, useRef, useState } from "react";
import { publicEnv } from "@/config/public-env";
import { goTo } from "./navigate";
import {
  loadScript,
  paypalButtonStyle,
  paypalSdkSrc,
  type ScriptStatus,
  scriptStatusText,
} from "./payment-options";

/*
 * The PayPal button (spec §4 payment flow, §9 look; PAY-03..05). Two modes:
 *   - sandbox (no NEXT_PUBLIC_PAYPAL_CLIENT_ID): our own button with PayPal's style values; the
 *     order is created by the API and approved on the API's sandbox page, which returns to the
 *     success path with `?token=<order id>` (or to the fail path);
 *   - PayPal (client id set): the PayPal JS SDK from NEXT_PUBLIC_PAYPAL_SDK_URL with card funding
 *     disabled; approval returns to the success path with the order id as `token` too.
 * Either way /payment-success captures the order, so capture happens in one place.
 */

type PayPalButtonsOptions = {
  style: typeof paypalButtonStyle;
  fundingSource?: string;
  createOrder: () => Promise<string>;
  onApprove: (data: { orderID: string }) => Promise<void> | void;
  onCancel: () => void;
  onError: (error: unknown) => void;
};

type PayPalNamespace = {
  Buttons: (options: PayPalButtonsOptions) => {
    render: (container: HTMLElement) => Promise<void>;
    isEligible?: () => boolean;
    close?: () => Promise<void>;
  };
  FUNDING?: { PAYPAL?: string };
};

declare global {
  interface Window {
    paypal?: PayPalNamespace;
  }
}

export type PayPalButtonProps = {
  /** Creates the order through the API; resolves the order id, or null after showing an error. */
  createOrder: () => Promise<string | null>;
  /** The API's sandbox approval page for an order (sandbox mode). */
  sandboxApproveUrl: (orderId: string) => string;
  /** Where an approved order goes to be captured (the success path plus `token`). */
  approvedUrl: (orderId: string) => string;
  /** The fail path with a reason. */
  failedUrl: (reason: "cancelled" | "error") => string;
  disabled: boolean;
  busy: boolean;
};

function StatusLine({ status, message }: { status: ScriptStatus; message: string | null }) {
  return (
    <p
      role="status"
      data-testid="paypal-script-status"
      data-status={status}
      className={status === "rejected" ? "text-sm text-red-800" : "sr-only"}
    >
      {scriptStatusText[status]}
      {message ? `: ${message}. Pay by card instead.` : null}
    </p>
  );
}

/** Our own button for the sandbox, drawn with PayPal's style values (height 44, pill, buynow). */
function SandboxButton({
  onClick,
  disabled,
  busy,
}: {
  onClick: () => void;
  disabled: boolean;
  busy: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      data-testid="paypal-button"
      data-shape={paypalButtonStyle.shape}
      data-layout={paypalButtonStyle.layout}
      data-label={paypalButtonStyle.label}
      style={{ height: paypalButtonStyle.height }}
      className="flex w-full items-center justify-center gap-2 rounded-full bg-[#ffc439] px-6 text-base font-bold text-[#003087] hover:brightness-95 disabled:cursor-not-allowed disabled:opacity-60"
    >
      {busy ? (
        "Opening PayPal…"
      ) : (
        <>
          <span aria-hidden className="italic">
            Pay<span className="text-[#009cde]">Pal</span>
          </span>
          <span className="sr-only">PayPal</span> Buy Now
        </>
      )}
    </button>
  );
}

/** Set at build time: with a client id the PayPal SDK renders the button. */
const clientId = publicEnv.paypalClientId;

export function PayPalButton(props: PayPalButtonProps) {
  const { createOrder, sandboxApproveUrl, disabled, busy } = props;
  const [status, setStatus] = useState<ScriptStatus>("initial");
  const [message, setMessage] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  // The latest callbacks, read by the SDK's buttons (rendered once).
  const handlers = useRef(props);
  handlers.current = props;

  useEffect(() => {
    let cancelled = false;
    setStatus("pending");
    if (!clientId) {
      // Sandbox mode: no script to fetch; the button is ours.
      queueMicrotask(() => {
        if (!cancelled) setStatus("resolved");
      });
      return () => {
        cancelled = true;
      };
    }
    const src = paypalSdkSrc({ sdkUrl: publicEnv.paypalSdkUrl, clientId });
    loadScript(src)
      .then(async () => {
        if (cancelled) return;
        const paypal = window.paypal;
        if (!paypal || !container.current) throw new Error("PayPal did not start");
        setStatus("resolved");
        await paypal
          .Buttons({
            style: paypalButtonStyle,
            fundingSource: paypal.FUNDING?.PAYPAL,
            createOrder: async () => {
              const id = await handlers.current.createOrder();
              if (!id) throw new Error("The order could not be created");
              return id;
            },
            onApprove: ({ orderID }) => {
              goTo(handlers.current.approvedUrl(orderID));
            },
            onCancel: () => {
              goTo(handlers.current.failedUrl("cancelled"));
            },
            onError: (error) => {
              console.error("PayPal payment failed", error);
              goTo(handlers.current.failedUrl("error"));
            },
          })
          .render(container.current);
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const text = error instanceof Error ? error.message : String(error);
        console.error("PayPal script failed to load", error);
        setStatus("rejected");
        setMessage(text);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  async function onSandboxClick() {
    const id = await createOrder();
    if (id) goTo(sandboxApproveUrl(id));
  }

  return (
    <div className="grid gap-2" data-testid="paypal-area">
      <StatusLine status={status} message={message} />
      {clientId ? (
        <div ref={container} data-testid="paypal-sdk-buttons" />
      ) : status === "resolved" ? (
        <SandboxButton onClick={() => void onSandboxClick()} disabled={disabled} busy={busy} />
      ) : null}
    </div>
  );
}
