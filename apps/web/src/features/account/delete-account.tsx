"use client";

import { deleteAccountResponseSchema } from "@inkforge/domain/contracts/account";
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import type * as React from "react";
import { useId, useState } from "react";
import { toast } from "@/components/toast/toast-store";
import { Button } from "@/components/ui/button";
import { describeApiFailure } from "@/features/auth/error-messages";
import { FormMessage, TextField } from "@/features/auth/form-field";
import { useAccountApi } from "@/lib/api/use-account-api";

/** What the person must type to confirm (gap G-45: deletion needs a confirmation). */
const DELETE_CONFIRMATION = "DELETE";

export function DeleteAccount() {
  const id = useId();
  const api = useAccountApi();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const confirmed = typed.trim() === DELETE_CONFIRMATION;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!confirmed) return;
    setError(null);
    setSending(true);
    const result = await api("DELETE", "/api/account", { schema: deleteAccountResponseSchema });
    if (!result.ok) {
      setSending(false);
      setError(describeApiFailure(result, "deleteAccount").message);
      return;
    }
    await signOut({ redirect: false });
    router.push("/");
    toast({
      variant: "success",
      title: "Your account has been deleted",
      description: "We're sorry to see you go. You can create a new account at any time.",
    });
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (sending) return;
        setOpen(next);
        if (!next) {
          setTyped("");
          setError(null);
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="outline" className="border-red-300 text-red-800 hover:bg-red-50">
          Delete account
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[70] bg-slate-900/50" />
        <Dialog.Content
          data-testid="delete-account-dialog"
          className="fixed left-1/2 top-1/2 z-[71] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="pr-8 text-lg font-bold text-ink-900">
            Delete your account?
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            Your account, saved work and access to everything you bought will be removed. This
            cannot be undone. Type {DELETE_CONFIRMATION} to confirm.
          </Dialog.Description>
          <form onSubmit={onSubmit} className="mt-4 grid gap-4" noValidate>
            <TextField
              id={`${id}-confirm`}
              label={`Type ${DELETE_CONFIRMATION} to confirm`}
              name="confirm"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
            />
            {error ? <FormMessage>{error}</FormMessage> : null}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close asChild>
                <Button type="button" variant="outline" disabled={sending}>
                  Cancel
                </Button>
              </Dialog.Close>
              <Button
                type="submit"
                disabled={!confirmed || sending}
                className="bg-red-700 hover:bg-red-800"
              >
                {sending ? "Deleting…" : "Delete my account"}
              </Button>
            </div>
          </form>
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
