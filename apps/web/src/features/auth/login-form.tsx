"use client";

import Link from "next/link";
import { signIn } from "next-auth/react";
import { useId, useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormMessage } from "@/components/forms/form-message";
import { InputField } from "@/components/forms/input-field";
import { Button } from "@/components/ui/button";
import { FIELD_LABELS, MESSAGES, signInErrorMessage } from "@/lib/api/error-messages";
import { useHydrated } from "@/lib/auth/use-hydrated";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { type AuthFormInput, type AuthFormOutput, loadAuthSchema } from "./load-auth-schema";

/** Errors that mean "log in to go on" rather than "something failed". */
const NOTICE_ERRORS = new Set(["SessionRequired", "SessionExpired"]);

export type LoginFormProps = {
  /** Where to go after signing in: a safe same-origin path. */
  next: string;
  /** The `error` query of the page (next-auth's sign-in errors and ours). */
  initialError: string | null;
  /** A success note, e.g. after a password reset. */
  notice?: string | null;
  providers: { id: string; name: string }[];
};

export function LoginForm({ next, initialError, notice, providers }: LoginFormProps) {
  const id = useId();
  const hydrated = useHydrated();
  const form = useZodForm<AuthFormInput<"loginFormSchema">, AuthFormOutput<"loginFormSchema">>({
    loadSchema: loadAuthSchema("loginFormSchema"),
    defaultValues: { email: "", password: "" },
    labels: FIELD_LABELS,
  });
  // The sign-in outcome (from the URL or the last attempt); "log in to go on" reads as a notice.
  const [error, setError] = useState<string | null>(() => signInErrorMessage(initialError));
  const [errorIsNotice, setErrorIsNotice] = useState(
    () => initialError !== null && NOTICE_ERRORS.has(initialError),
  );
  const [sending, setSending] = useState(false);

  const onSubmit = form.handleSubmit(
    async (values) => {
      setError(null);
      setErrorIsNotice(false);
      setSending(true);
      try {
        const result = await signIn("credentials", {
          email: values.email,
          password: values.password,
          redirect: false,
          callbackUrl: next,
        });
        if (!result || result.error || !result.ok) {
          setError(signInErrorMessage(result?.error ?? "Default"));
          setSending(false);
          return;
        }
        // A full navigation, so server-rendered account pages see the new session cookie.
        window.location.assign(next);
      } catch {
        setError(MESSAGES.offline);
        setSending(false);
      }
    },
    () => setError(null),
  );

  return (
    <div className="grid gap-6">
      {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
      <FormProvider {...form}>
        <form
          method="post"
          onSubmit={onSubmit}
          noValidate
          className="grid gap-4"
          aria-label="Log in"
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
            autoComplete="current-password"
          />
          {error ? (
            <FormMessage tone={errorIsNotice ? "info" : "error"} testId="login-error">
              {error}
            </FormMessage>
          ) : null}
          <Button type="submit" size="lg" disabled={!hydrated || sending}>
            {sending ? "Logging in…" : "Log in"}
          </Button>
          <p className="text-sm">
            <Link href="/forgot-password" className="font-semibold text-ink-700 hover:underline">
              Forgot your password?
            </Link>
          </p>
        </form>
      </FormProvider>
      {providers.length > 0 ? (
        <div className="grid gap-3 border-t border-slate-200 pt-6">
          <p className="text-sm text-slate-600">Or continue with</p>
          {providers.map((provider) => (
            <Button
              key={provider.id}
              type="button"
              variant="outline"
              size="lg"
              disabled={!hydrated || sending}
              onClick={() => {
                setSending(true);
                void signIn(provider.id, { callbackUrl: next });
              }}
            >
              Continue with {provider.name}
            </Button>
          ))}
        </div>
      ) : null}
      <p className="text-sm text-slate-700">
        New here?{" "}
        <Link
          href={next === "/" ? "/register" : `/register?next=${encodeURIComponent(next)}`}
          className="font-semibold text-ink-700 hover:underline"
        >
          Create a free account
        </Link>
      </p>
    </div>
  );
}
