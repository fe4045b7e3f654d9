"use client";

import { DELETE_CONFIRMATION } from "@inkforge/domain/contracts/account-limits";
import { useRouter } from "next/navigation";
import { signOut } from "next-auth/react";
import { useId, useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormError } from "@/components/forms/form-error";
import { InputField } from "@/components/forms/input-field";
import { toast } from "@/components/toast/toast-store";
import { Button } from "@/components/ui/button";
import { ModalClose, ModalDialog } from "@/components/ui/modal-dialog";
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
    <ModalDialog
      open
      onOpenChange={(next) => {
        if (!next && !sending) onClose();
      }}
      title="Delete your account?"
      description={
        <>
          Your account, saved work and access to everything you bought will be removed. This cannot
          be undone. Type {DELETE_CONFIRMATION} to confirm.
        </>
      }
      testId="delete-account-dialog"
    >
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
            <ModalClose asChild>
              <Button type="button" variant="outline" disabled={sending}>
                Cancel
              </Button>
            </ModalClose>
            <Button type="submit" disabled={sending} className="bg-red-700 hover:bg-red-800">
              {sending ? "Deleting…" : "Delete my account"}
            </Button>
          </div>
        </form>
      </FormProvider>
    </ModalDialog>
  );
}
