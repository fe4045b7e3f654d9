"use client";

import { PASSWORD_MIN_LENGTH } from "@inkforge/domain/contracts/account-limits";
import { useSession } from "next-auth/react";
import { useId, useState } from "react";
import { FormProvider } from "react-hook-form";
import type { z } from "zod";
import { FormError } from "@/components/forms/form-error";
import { InputField } from "@/components/forms/input-field";
import { toast } from "@/components/toast/toast-store";
import { Button } from "@/components/ui/button";
import { describeApiFailure } from "@/lib/api/error-messages";
import { useAccountApi } from "@/lib/api/use-account-api";
import { useHydrated } from "@/lib/auth/use-hydrated";
import { applyServerErrors, useZodForm } from "@/lib/forms/use-zod-form";
import type { passwordFormSchema } from "./account-schemas";
import { editAccount } from "./edit-account";
import { loadAccountSchemas } from "./load-account-schema";

type PasswordFormInput = z.input<ReturnType<typeof passwordFormSchema>>;
type PasswordFormOutput = z.output<ReturnType<typeof passwordFormSchema>>;

const PASSWORD_CHANGED = "Password changed";

const LABELS = {
  currentPassword: "Current password",
  password: "New password",
  confirmPassword: "Confirm new password",
};
const FIELDS = ["currentPassword", "password", "confirmPassword"];

/**
 * Changes the password (current password required, gap G-45), or sets a first one for an account
 * made with Google or Facebook. The API then refuses every earlier token, which signs out the
 * account's other sessions; this one switches to the new token.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const id = useId();
  const api = useAccountApi();
  const { update } = useSession();
  const hydrated = useHydrated();
  // The rules (and zod) load with the first submit; `hasPassword` does not change on the page.
  const form = useZodForm<PasswordFormInput, PasswordFormOutput>({
    loadSchema: () =>
      loadAccountSchemas().then((schemas) => schemas.passwordFormSchema(hasPassword)),
    defaultValues: { currentPassword: "", password: "", confirmPassword: "" },
    labels: LABELS,
  });
  const [sending, setSending] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setSending(true);
    const result = await editAccount(
      api,
      hasPassword
        ? { currentPassword: values.currentPassword, password: values.password }
        : { password: values.password },
    );
    if (!result.ok) {
      setSending(false);
      applyServerErrors(form, describeApiFailure(result, "changePassword", LABELS), FIELDS);
      return;
    }
    await update(result.data.token ? { apiToken: result.data.token } : undefined);
    setSending(false);
    form.reset();
    toast({
      variant: "success",
      title: PASSWORD_CHANGED,
      description: "You stay logged in here; your other devices have been logged out.",
    });
  });

  return (
    <FormProvider {...form}>
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4"
        aria-label={hasPassword ? "Change password" : "Set a password"}
      >
        {hasPassword ? (
          <InputField
            id={`${id}-current`}
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
          />
        ) : (
          <p className="text-sm text-slate-700">
            You sign in with Google or Facebook and have no password yet. Set one to log in with
            your email too.
          </p>
        )}
        <InputField
          id={`${id}-new`}
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <InputField
          id={`${id}-confirm`}
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
        />
        <FormError testId="password-error" />
        <div>
          <Button type="submit" disabled={!hydrated || sending}>
            {sending ? "Saving…" : hasPassword ? "Change password" : "Set password"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
