"use client";

import { editAccountDataSchemaFor, PASSWORD_MIN_LENGTH } from "@inkforge/domain/contracts/account";
import { useSession } from "next-auth/react";
import type * as React from "react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { describeApiFailure, fieldErrorsFromZod } from "@/features/auth/error-messages";
import { FormMessage, TextField } from "@/features/auth/form-field";
import { useAccountApi } from "@/features/auth/use-account-api";
import { formValue, useHydrated } from "@/features/auth/use-hydrated";
import { toast } from "@/features/toast/toast-store";
import { editAccount } from "./edit-account";

export const PASSWORD_CHANGED = "Password changed";

const NEW_PASSWORD_LABELS = { password: "New password" };

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
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const password = formValue(form, "password");
    const parsed = editAccountDataSchemaFor({ hasPassword }).safeParse(
      hasPassword
        ? { currentPassword: formValue(form, "currentPassword"), password }
        : { password },
    );
    const errors = parsed.success ? {} : fieldErrorsFromZod(parsed.error, NEW_PASSWORD_LABELS);
    if (parsed.success && password !== formValue(form, "confirmPassword")) {
      errors.confirmPassword = "The two passwords don't match.";
    }
    if (!parsed.success || Object.keys(errors).length > 0) {
      setFieldErrors(errors);
      setError(null);
      return;
    }
    setFieldErrors({});
    setError(null);
    setSending(true);
    const result = await editAccount(api, parsed.data);
    if (!result.ok) {
      setSending(false);
      const described = describeApiFailure(result, "changePassword", NEW_PASSWORD_LABELS);
      setFieldErrors(described.fieldErrors);
      setError(described.message);
      return;
    }
    await update(result.data.token ? { apiToken: result.data.token } : undefined);
    setSending(false);
    formElement.reset();
    toast({
      variant: "success",
      title: PASSWORD_CHANGED,
      description: "You stay logged in here; your other devices have been logged out.",
    });
  }

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label={hasPassword ? "Change password" : "Set a password"}
    >
      {hasPassword ? (
        <TextField
          id={`${id}-current`}
          label="Current password"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          error={fieldErrors.currentPassword}
        />
      ) : (
        <p className="text-sm text-slate-700">
          You sign in with Google or Facebook and have no password yet. Set one to log in with your
          email too.
        </p>
      )}
      <TextField
        id={`${id}-new`}
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        error={fieldErrors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      <TextField
        id={`${id}-confirm`}
        label="Confirm new password"
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        error={fieldErrors.confirmPassword}
      />
      {error ? <FormMessage testId="password-error">{error}</FormMessage> : null}
      <div>
        <Button type="submit" disabled={!hydrated || sending}>
          {sending ? "Saving…" : hasPassword ? "Change password" : "Set password"}
        </Button>
      </div>
    </form>
  );
}
