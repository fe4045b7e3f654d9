"use client";

import { useSession } from "next-auth/react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { useAccountApi } from "@/lib/api/use-account-api";
import { useHydrated } from "@/lib/auth/use-hydrated";

type Step = "no-extension" | "ready" | "connecting" | "connected" | { failed: string };

/** What the extension's bridge script answers on this page (window messages, same origin). */
type BridgeAnswer = { source: "inkforge-extension"; signedIn: boolean; message: string | null };

/**
 * Hands the extension a one-time code for this account (decision 0123). The extension's bridge
 * script, which runs on this page only, marks the page when it is there and passes the code on;
 * the password never reaches the extension.
 */
export function ExtensionSignIn({ name }: { name: string }) {
  const api = useAccountApi();
  const hydrated = useHydrated();
  // The code is asked for with the session's API token: wait until the session has loaded.
  const { status } = useSession();
  const [step, setStep] = useState<Step>("no-extension");

  useEffect(() => {
    // The bridge runs at document start, so the mark is there by the time this effect runs.
    if (document.documentElement.dataset.inkforgeExtension === "installed") setStep("ready");
    const onMessage = (event: MessageEvent<BridgeAnswer>) => {
      if (event.source !== window || event.data?.source !== "inkforge-extension") return;
      setStep(event.data.signedIn ? "connected" : { failed: event.data.message ?? "" });
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  async function connect() {
    setStep("connecting");
    // The contract (and zod) loads with the click, not with the page (decision 0054).
    const { extensionSignInCodeSchema } = await import("@inkforge/domain/contracts/extension");
    const result = await api("POST", "/api/v1/extension/sign-in-codes", {
      schema: extensionSignInCodeSchema,
    });
    if (!result.ok) {
      setStep({ failed: result.message });
      return;
    }
    window.postMessage(
      { source: "inkforge-extension-sign-in", code: result.data.code },
      window.location.origin,
    );
  }

  if (step === "connected") {
    return (
      <p role="status" data-testid="extension-signed-in" className="text-ink-900">
        The extension is signed in as <strong>{name}</strong>. You can close this tab and go back to
        Amazon.
      </p>
    );
  }
  if (step === "no-extension") {
    return (
      <p className="text-slate-600">
        We can't see the Inkforge extension in this browser. Install it from the{" "}
        <a className="underline" href="/extension">
          extension page
        </a>
        , then open this page again from the extension's "Sign in" button.
      </p>
    );
  }
  return (
    <div className="space-y-3">
      <p className="text-slate-600">
        Sign the extension in as <strong className="text-ink-900">{name}</strong>. It gets its own
        key, which you can end at any time under your profile; your password stays here.
      </p>
      <Button
        type="button"
        onClick={connect}
        disabled={!hydrated || status !== "authenticated" || step === "connecting"}
      >
        {step === "connecting" ? "Signing in…" : "Sign in the extension"}
      </Button>
      {typeof step === "object" ? (
        <p role="alert" className="text-red-700">
          The extension could not sign in{step.failed ? `: ${step.failed}` : ""}. Please try again.
        </p>
      ) : null}
    </div>
  );
}
