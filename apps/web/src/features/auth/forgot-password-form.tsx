"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormError } from "@/components/forms/form-error";
import { FormMessage } from "@/components/forms/form-message";
import { InputField } from "@/components/forms/input-field";
import { Button } from "@/components/ui/button";
import { describeApiFailure, FIELD_LABELS } from "@/lib/api/error-messages";
import { publicAccountApi } from "@/lib/api/use-account-api";
import { useHydrated } from "@/lib/auth/use-hydrated";
import { applyServerErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { type AuthFormInput, type AuthFormOutput, loadAuthSchema } from "./load-auth-schema";

const RESET_LINK_SENT = "If an account exists for that email, we've sent a link";

export function ForgotPasswordForm() {
  const id = useId();
  const hydrated = useHydrated();
  const form = useZodForm<AuthFormInput<"forgotFormSchema">, AuthFormOutput<"forgotFormSchema">>({
    loadSchema: loadAuthSchema("forgotFormSchema"),
    defaultValues: { email: "" },
    labels: FIELD_LABELS,
  });
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setSending(true);
    // The email links back to this site's reset page; the API accepts only our own origin (G-44).
    const result = await publicAccountApi("POST", "/api/resetpass", {
      body: { email: values.email, endpointurl: `${window.location.origin}/reset-password` },
    });
    setSending(false);
    if (!result.ok) {
      applyServerErrors(form, describeApiFailure(result, "forgotPassword"), ["email"]);
      return;
    }
    // The same answer whether or not the address has an account.
    setSent(true);
  });

  return (
    <FormProvider {...form}>
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4"
        aria-label="Reset your password"
      >
        <InputField
          id={`${id}-email`}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          onChange={() => setSent(false)}
        />
        <FormError />
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
    </FormProvider>
  );
}
