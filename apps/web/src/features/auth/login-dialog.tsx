"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { ModalDialog } from "@/components/ui/modal-dialog";
import { closedLoginDialog, loginDialog, loginHref } from "./login-dialog-store";

/** The spec's exact prompt (LOGIN-03). */
export const LOGIN_DIALOG_TEXT = "You need to login to use this tool";

/**
 * The login prompt of spec §2.8: opened by a tool through `loginDialog.open({ title, next })`,
 * hidden on close (Escape, the close button, outside click) or when Login is clicked.
 */
export function LoginDialog() {
  const state = useSyncExternalStore(
    loginDialog.subscribe,
    loginDialog.getState,
    () => closedLoginDialog,
  );
  return (
    <ModalDialog
      open={state.open}
      onOpenChange={(open) => {
        if (!open) loginDialog.close();
      }}
      title={state.title ?? "Log in to continue"}
      description={LOGIN_DIALOG_TEXT}
      testId="login-dialog"
      narrow
    >
      <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
        <Link
          href={`/register?next=${encodeURIComponent(state.next)}`}
          onClick={() => loginDialog.close()}
          className="text-sm font-semibold text-ink-700 hover:underline"
        >
          Create a free account
        </Link>
        <Button asChild>
          <Link href={loginHref(state)} onClick={() => loginDialog.close()}>
            Login
          </Link>
        </Button>
      </div>
    </ModalDialog>
  );
}
