"use client";

import { Lock } from "lucide-react";
import dynamic from "next/dynamic";
import type * as React from "react";
import { useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { useAuth } from "@/lib/auth/use-auth";
import { loginDialog } from "./login-dialog-store";

// The dialog (Radix Dialog, focus trap) is fetched when the prompt is first needed.
const LoginDialog = dynamic(() => import("./login-dialog").then((m) => m.LoginDialog), {
  ssr: false,
});

/** Where a signed-in user's work on the tool is kept; the signed-in line says so truthfully. */
export type ToolWorkSavedTo = "account" | "browser";

const signedInLines: Record<ToolWorkSavedTo, string> = {
  account: "Signed in — your work on this tool is saved to your account",
  browser: "Signed in — your work on this tool is kept in this browser; save a file to keep a copy",
};

/**
 * The workspace of a tool that needs an account (`requiresLogin`). Signed out (and while the
 * session loads, so the static HTML matches most visitors) it shows a locked preview whose button
 * opens the login prompt, returning to this page after logging in. Signed in, it shows the tool.
 */
export function ToolLoginGate({
  toolName,
  savedTo = "account",
  signedInLine,
  children,
}: {
  toolName: string;
  savedTo?: ToolWorkSavedTo;
  /**
   * What a signed-in member reads above the tool, when the page knows better than "your work is
   * saved" (a plan that does not include the tool: `PlanAccessLine`).
   */
  signedInLine?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const auth = useAuth();
  const [promptLoaded, setPromptLoaded] = useState(false);
  if (auth.status === "authenticated") {
    return (
      <section aria-label={`${toolName} workspace`} data-testid="tool-workspace">
        {signedInLine !== undefined ? (
          signedInLine
        ) : (
          <p
            data-testid="tool-signed-in"
            className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-950"
          >
            {signedInLines[savedTo]}
          </p>
        )}
        {children ? <div className="mt-6">{children}</div> : null}
      </section>
    );
  }
  return (
    <section
      aria-label={`${toolName} workspace`}
      data-testid="tool-workspace"
      className="relative overflow-hidden rounded-xl border border-slate-200 bg-slate-50"
    >
      <div aria-hidden className="grid gap-3 p-6 opacity-60 blur-[2px]">
        <div className="h-10 w-2/3 rounded-md bg-white" />
        <div className="grid grid-cols-3 gap-3">
          <div className="h-24 rounded-md bg-white" />
          <div className="h-24 rounded-md bg-white" />
          <div className="h-24 rounded-md bg-white" />
        </div>
        <div className="h-32 rounded-md bg-white" />
      </div>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center">
        <Lock aria-hidden className="h-6 w-6 text-ink-700" />
        <p className="max-w-md text-slate-700">
          Log in with a free account to use {toolName}; your work is kept between visits.
        </p>
        <button
          type="button"
          className={buttonVariants()}
          // Until the session is known (and before hydration) a click could not be answered.
          disabled={auth.status === "loading"}
          onClick={() => {
            setPromptLoaded(true);
            loginDialog.open({
              title: toolName,
              next: `${window.location.pathname}${window.location.search}`,
            });
          }}
        >
          Use {toolName}
        </button>
      </div>
      {promptLoaded ? <LoginDialog /> : null}
    </section>
  );
}
