"use client";

import { DELETE_CONFIRMATION } from "@inkforge/domain/contracts/account-limits";
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { useId, useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormError } from "@/components/forms/form-error";
import { InputField } from "@/components/forms/input-field";
import { toast } from "@/components/toast/toast-store";
import { Button } from "@/components/ui/button";
import { describeApiFailure } from "@/lib/api/error-messages";
import { readResponse } from "@/lib/api/read-response";
import { useAccountApi } from "@/lib/api/use-account-api";
import { applyServerErrors, useZodForm } from "@/lib/forms/use-zod-form";
import {
  type AccountFormInput,
  type AccountFormOutput,
  loadAccountSchema,
} from "./load-account-schema";

const LABELS = { confirm: "Confirmation" };

/** The confirmation dialog, open from its first render; `onClose` when it is dismissed. */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const id = useId();
  const api = useAccountApi();
  const router = useRouter();
  const [sending, setSending] = useState(false);
  const form = useZodForm<
    AccountFormInput<"deleteConfirmationSchema">,
    AccountFormOutput<"deleteConfirmationSchema">
  >({
    loadSchema: loadAccountSchema("deleteConfirmationSchema"),
    defaultValues: { confirm: "" },
    labels: LABELS,
  });

  const onSubmit = form.handleSubmit(async () => {
    setSending(true);
    const result = await readResponse(
      api("DELETE", "/api/account"),
      loadAccountSchema("deleteAccountResponseSchema"),
      "account service",
    );
    if (!result.ok) {
      setSending(false);
      applyServerErrors(form, describeApiFailure(result, "deleteAccount"), []);
      return;
    }
    await signOut({ redirect: false });
    router.push("/");
    toast({
      variant: "success",
      title: "Your account has been deleted",
      description: "We're sorry to see you go. You can create a new account at any time.",
    });
  });

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
          <FormProvider {...form}>
            <form onSubmit={onSubmit} className="mt-4 grid gap-4" noValidate>
              <InputField
                id={`${id}-confirm`}
                label={`Type ${DELETE_CONFIRMATION} to confirm`}
                name="confirm"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
              />
              <FormError />
              <div className="flex flex-wrap justify-end gap-3">
                <Dialog.Close asChild>
                  <Button type="button" variant="outline" disabled={sending}>
                    Cancel
                  </Button>
                </Dialog.Close>
                <Button type="submit" disabled={sending} className="bg-red-700 hover:bg-red-800">
                  {sending ? "Deleting…" : "Delete my account"}
                </Button>
              </div>
            </form>
          </FormProvider>
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
