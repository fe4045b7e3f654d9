"use client";

import { PASSWORD_MIN_LENGTH } from "@inkforge/domain/contracts/account-limits";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useId, useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormError } from "@/components/forms/form-error";
import { FormMessage } from "@/components/forms/form-message";
import { InputField } from "@/components/forms/input-field";
import { Button } from "@/components/ui/button";
import { describeApiFailure, MESSAGES } from "@/lib/api/error-messages";
import { readResponse } from "@/lib/api/read-response";
import { publicAccountApi } from "@/lib/api/use-account-api";
import { applyServerErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { type AuthFormInput, type AuthFormOutput, loadAuthSchema } from "./load-auth-schema";

const LABELS = { password: "New password", confirmPassword: "Confirm new password" };

type LinkState = "checking" | "valid" | "invalid" | "unchecked";

function InvalidLink() {
  return (
    <div className="grid gap-4" data-testid="reset-link-invalid">
      <FormMessage>{MESSAGES.resetLinkInvalid}</FormMessage>
      <p>
        <Link href="/forgot-password" className="font-semibold text-ink-700 hover:underline">
          Request a new link
        </Link>
      </p>
    </div>
  );
}

export function ResetPasswordForm({ token }: { token: string | null }) {
  const id = useId();
  const router = useRouter();
  const [linkState, setLinkState] = useState<LinkState>(token ? "checking" : "invalid");
  const form = useZodForm<AuthFormInput<"resetFormSchema">, AuthFormOutput<"resetFormSchema">>({
    loadSchema: loadAuthSchema("resetFormSchema"),
    defaultValues: { password: "", confirmPassword: "" },
    labels: LABELS,
  });
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (!token) return;
    let active = true;
    void readResponse(
      publicAccountApi("POST", "/api/resetpass/check", { body: { token } }),
      loadAuthSchema("resetCheckResponseSchema"),
      "account service",
    ).then((result) => {
      if (!active) return;
      // If the check itself fails, let the person try: the reset call checks the token again.
      setLinkState(result.ok ? (result.data.valid ? "valid" : "invalid") : "unchecked");
    });
    return () => {
      active = false;
    };
  }, [token]);

  if (linkState === "invalid" || !token) return <InvalidLink />;
  if (linkState === "checking") {
    return (
      <p role="status" className="text-slate-600">
        Checking your link…
      </p>
    );
  }

  const onSubmit = form.handleSubmit(async (values) => {
    setSending(true);
    // Sent without a bearer token even when signed in (ROLE-05): the reset token is the proof.
    const result = await publicAccountApi("POST", "/api/resetpass/reset", {
      body: { token, password: values.password },
    });
    if (!result.ok) {
      setSending(false);
      if (result.code === "INVALID_RESET_TOKEN") {
        setLinkState("invalid");
        return;
      }
      applyServerErrors(form, describeApiFailure(result, "resetPassword", LABELS), ["password"]);
      return;
    }
    router.push("/login?reset=1");
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-4"
        aria-label="Choose a new password"
      >
        <InputField
          id={`${id}-password`}
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
        <FormError />
        <Button type="submit" size="lg" disabled={sending}>
          {sending ? "Saving…" : "Set new password"}
        </Button>
      </form>
    </FormProvider>
  );
}
