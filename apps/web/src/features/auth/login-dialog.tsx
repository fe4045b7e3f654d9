"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import Link from "next/link";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
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
    <Dialog.Root
      open={state.open}
      onOpenChange={(open) => {
        if (!open) loginDialog.close();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-slate-900/50" />
        <Dialog.Content
          data-testid="login-dialog"
          className="fixed left-1/2 top-1/2 z-[71] w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="pr-8 text-lg font-bold text-ink-900">
            {state.title ?? "Log in to continue"}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            {LOGIN_DIALOG_TEXT}
          </Dialog.Description>
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
          <Dialog.Close
            aria-label="Close"
            className="absolute right-3 top-3 rounded-md p-2 text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden className="h-5 w-5" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
