"use client";

import { PASSWORD_MIN_LENGTH } from "@inkforge/domain/contracts/account-limits";
import Link from "next/link";
import { signIn } from "next-auth/react";
import type * as React from "react";
import { useId, useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormError } from "@/components/forms/form-error";
import { FormMessage } from "@/components/forms/form-message";
import { InputField } from "@/components/forms/input-field";
import { Button } from "@/components/ui/button";
import { currentAttribution } from "@/lib/affiliate/attribution-cookie";
import { describeApiFailure, FIELD_LABELS, signInErrorMessage } from "@/lib/api/error-messages";
import { readResponse } from "@/lib/api/read-response";
import { publicAccountApi } from "@/lib/api/use-account-api";
import { useHydrated } from "@/lib/auth/use-hydrated";
import { applyServerErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { type AuthFormInput, type AuthFormOutput, loadAuthSchema } from "./load-auth-schema";

const FIELDS = ["email", "password"] as const;

export function RegisterForm({ next }: { next: string }) {
  const id = useId();
  const hydrated = useHydrated();
  const form = useZodForm<
    AuthFormInput<"registerRequestSchema">,
    AuthFormOutput<"registerRequestSchema">
  >({
    loadSchema: loadAuthSchema("registerRequestSchema"),
    defaultValues: { email: "", password: "" },
    labels: FIELD_LABELS,
  });
  // The account exists but the sign-in after it failed: a sentence with a link.
  const [signInProblem, setSignInProblem] = useState<React.ReactNode>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setSignInProblem(null);
      setSending(true);
      // A sign-up through a referral link carries the click the browser holds (issue 15).
      const click = currentAttribution();
      const created = await readResponse(
        publicAccountApi("POST", "/api/account/jsonregister", {
          body: click ? { ...values, lm_data: { affiliate_click: click } } : values,
        }),
        loadAuthSchema("tokenResponseSchema"),
        "account service",
      );
      if (!created.ok) {
        applyServerErrors(form, describeApiFailure(created, "register"), FIELDS);
        setSending(false);
        return;
      }
      // The account exists; the session comes from a normal sign-in with the same credentials.
      let signInError: string | null = null;
      try {
        const result = await signIn("credentials", {
          email: values.email,
          password: values.password,
          redirect: false,
          callbackUrl: next,
        });
        if (!result?.ok || result.error) signInError = result?.error ?? "Default";
      } catch {
        signInError = "Default";
      }
      if (signInError !== null) {
        setSignInProblem(
          <>
            Your account was created, but we couldn't log you in: {signInErrorMessage(signInError)}{" "}
            <Link href={`/login?next=${encodeURIComponent(next)}`} className="underline">
              Go to the login page
            </Link>
          </>,
        );
        setSending(false);
        return;
      }
      window.location.assign(next);
    },
    () => setSignInProblem(null),
  );

  return (
    <FormProvider {...form}>
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4"
        aria-label="Create your account"
      >
        <InputField
          id={`${id}-email`}
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
        />
        <InputField
          id={`${id}-password`}
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <FormError testId="register-error" />
        {signInProblem ? <FormMessage testId="register-error">{signInProblem}</FormMessage> : null}
        <Button type="submit" size="lg" disabled={!hydrated || sending}>
          {sending ? "Creating your account…" : "Create account"}
        </Button>
        <p className="text-sm text-slate-700">
          Already have an account?{" "}
          <Link
            href={next === "/me" ? "/login" : `/login?next=${encodeURIComponent(next)}`}
            className="font-semibold text-ink-700 hover:underline"
          >
            Log in
          </Link>
        </p>
      </form>
    </FormProvider>
  );
}
