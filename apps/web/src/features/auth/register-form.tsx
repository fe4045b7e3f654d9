"use client";

import {
  PASSWORD_MIN_LENGTH,
  registerRequestSchema,
  tokenResponseSchema,
} from "@inkforge/domain/contracts/account";
import Link from "next/link";
import { signIn } from "next-auth/react";
import type * as React from "react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { describeApiFailure, fieldErrorsFromZod, signInErrorMessage } from "./error-messages";
import { FormMessage, TextField } from "./form-field";
import { publicAccountApi } from "./use-account-api";
import { formValue, useHydrated } from "./use-hydrated";

export function RegisterForm({ next }: { next: string }) {
  const id = useId();
  const hydrated = useHydrated();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<React.ReactNode>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = registerRequestSchema.safeParse({
      email: formValue(form, "email"),
      password: formValue(form, "password"),
    });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromZod(parsed.error));
      setError(null);
      return;
    }
    setFieldErrors({});
    setError(null);
    setSending(true);
    const created = await publicAccountApi("POST", "/api/account/jsonregister", {
      body: parsed.data,
      schema: tokenResponseSchema,
    });
    if (!created.ok) {
      const described = describeApiFailure(created, "register");
      setFieldErrors(described.fieldErrors);
      setError(described.message);
      setSending(false);
      return;
    }
    // The account exists; the session comes from a normal sign-in with the same credentials.
    let signInError: string | null = null;
    try {
      const result = await signIn("credentials", {
        email: parsed.data.email,
        password: parsed.data.password,
        redirect: false,
        callbackUrl: next,
      });
      if (!result?.ok || result.error) signInError = result?.error ?? "Default";
    } catch {
      signInError = "Default";
    }
    if (signInError !== null) {
      setError(
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
  }

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      noValidate
      className="grid gap-4"
      aria-label="Create your account"
    >
      <TextField
        id={`${id}-email`}
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        error={fieldErrors.email}
      />
      <TextField
        id={`${id}-password`}
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        error={fieldErrors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      />
      {error ? <FormMessage testId="register-error">{error}</FormMessage> : null}
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
  );
}
