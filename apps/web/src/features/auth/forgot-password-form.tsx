"use client";

import { emailSchema } from "@inkforge/domain/contracts/account";
import Link from "next/link";
import type * as React from "react";
import { useId, useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { describeApiFailure, fieldErrorsFromZod } from "./error-messages";
import { FormMessage, TextField } from "./form-field";
import { publicAccountApi } from "./use-account-api";
import { formValue, useHydrated } from "./use-hydrated";

export const RESET_LINK_SENT = "If an account exists for that email, we've sent a link";

const forgotSchema = z.object({ email: emailSchema });

export function ForgotPasswordForm() {
  const id = useId();
  const hydrated = useHydrated();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = forgotSchema.safeParse({
      email: formValue(new FormData(event.currentTarget), "email"),
    });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromZod(parsed.error));
      return;
    }
    setFieldErrors({});
    setError(null);
    setSending(true);
    // The email links back to this site's reset page; the API accepts only our own origin (G-44).
    const result = await publicAccountApi("POST", "/api/resetpass", {
      body: { email: parsed.data.email, endpointurl: `${window.location.origin}/reset-password` },
    });
    setSending(false);
    if (!result.ok) {
      const described = describeApiFailure(result, "forgotPassword");
      setFieldErrors(described.fieldErrors.email ? { email: described.fieldErrors.email } : {});
      setError(described.message);
      return;
    }
    // The same answer whether or not the address has an account.
    setSent(true);
  }

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label="Reset your password"
    >
      <TextField
        id={`${id}-email`}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        onChange={() => setSent(false)}
        error={fieldErrors.email}
      />
      {error ? <FormMessage>{error}</FormMessage> : null}
      {sent ? (
        <FormMessage tone="success" testId="reset-link-sent">
          {RESET_LINK_SENT}. It is valid for a limited time; check your spam folder if it does not
          arrive.
        </FormMessage>
      ) : null}
      <Button type="submit" size="lg" disabled={!hydrated || sending}>
        {sending ? "Sending…" : sent ? "Send another link" : "Send reset link"}
      </Button>
      <p className="text-sm">
        <Link href="/login" className="font-semibold text-ink-700 hover:underline">
          Back to log in
        </Link>
      </p>
    </form>
  );
}
