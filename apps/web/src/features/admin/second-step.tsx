"use client";

import type {
  ConsoleSession,
  EnrolmentConfirmed,
  EnrolmentStart,
  StaffStatus,
} from "@inkforge/domain/admin/contract";
import { useId, useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormError } from "@/components/forms/form-error";
import { InputField } from "@/components/forms/input-field";
import { ToolButton } from "@/components/ui/tool-button";
import type { ApiCaller } from "@/lib/api/api-call";
import { applyServerErrors, useZodForm } from "@/lib/forms/use-zod-form";
import { describeFailure } from "./console-session";
import {
  type ConsoleFormInput,
  type ConsoleFormOutput,
  loadConsoleSchema,
} from "./load-console-schema";

type Props = {
  /** The member session's caller: the second step's routes take the member token. */
  memberApi: ApiCaller;
  status: StaffStatus;
  onSession: (session: ConsoleSession) => void;
};

function CodeForm({
  submitLabel,
  onCode,
}: {
  submitLabel: string;
  onCode: (
    code: string,
  ) => Promise<{ ok: true } | { ok: false; failure: ReturnType<typeof describeFailure> }>;
}) {
  const id = useId();
  const form = useZodForm<
    ConsoleFormInput<"secondFactorRequestSchema">,
    ConsoleFormOutput<"secondFactorRequestSchema">
  >({
    loadSchema: loadConsoleSchema("secondFactorRequestSchema"),
    defaultValues: { code: "" },
    labels: { code: "Code" },
  });
  const onSubmit = form.handleSubmit(async ({ code }) => {
    const result = await onCode(code);
    if (!result.ok) applyServerErrors(form, result.failure, ["code"]);
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid max-w-xs gap-3" aria-label="Second step">
        <InputField
          id={`${id}-code`}
          name="code"
          label="Code from your authenticator app (or a recovery code)"
          autoComplete="one-time-code"
          inputMode="text"
        />
        <FormError />
        <ToolButton type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Checking…" : submitLabel}
        </ToolButton>
      </form>
    </FormProvider>
  );
}

/** The console's second step: set up the authenticator app once, then a code per sign-in. */
export function SecondStep({ memberApi, status, onSession }: Props) {
  const [enrolment, setEnrolment] = useState<EnrolmentStart | null>(null);
  const [confirmed, setConfirmed] = useState<EnrolmentConfirmed | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (confirmed) {
    return (
      <section className="grid max-w-xl gap-4" aria-labelledby="recovery-title">
        <h2 id="recovery-title" className="text-xl font-bold text-ink-900">
          Your recovery codes
        </h2>
        <p className="text-sm text-slate-700">
          Each code signs you in once if you lose your phone. They are shown only now: keep them
          somewhere safe, away from this computer.
        </p>
        <ol className="grid grid-cols-2 gap-2 font-mono text-sm" data-testid="recovery-codes">
          {confirmed.recoveryCodes.map((code) => (
            <li key={code} className="rounded border border-slate-200 bg-white px-3 py-1.5">
              {code}
            </li>
          ))}
        </ol>
        <ToolButton className="w-fit" onClick={() => onSession(confirmed.session)}>
          I have saved them — open the console
        </ToolButton>
      </section>
    );
  }

  if (status.enrolled) {
    return (
      <section className="grid gap-4" aria-labelledby="second-step-title">
        <h2 id="second-step-title" className="text-xl font-bold text-ink-900">
          Second step
        </h2>
        <p className="text-sm text-slate-700">
          Signed in as {status.email} ({status.role}). Enter the code your authenticator app shows.
        </p>
        <CodeForm
          submitLabel="Open the console"
          onCode={async (code) => {
            const result = await memberApi<ConsoleSession>("POST", "/api/admin/sessions", {
              body: { code },
            });
            if (!result.ok) return { ok: false, failure: describeFailure(result) };
            onSession(result.data);
            return { ok: true };
          }}
        />
      </section>
    );
  }

  return (
    <section className="grid max-w-xl gap-4" aria-labelledby="enrol-title">
      <h2 id="enrol-title" className="text-xl font-bold text-ink-900">
        Set up two-factor sign-in
      </h2>
      <p className="text-sm text-slate-700">
        The console needs a code from an authenticator app (Google Authenticator, 1Password, Authy…)
        every time you sign in.
      </p>
      {enrolment ? (
        <>
          {/* biome-ignore lint/performance/noImgElement: the API renders the QR code itself, so the secret never reaches a third party */}
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrSvg)}`}
            alt="QR code to scan with your authenticator app"
            width={192}
            height={192}
            className="rounded border border-slate-200 bg-white p-2"
          />
          <p className="text-sm text-slate-700">
            Cannot scan? Type this key:{" "}
            <code className="break-all font-mono" data-testid="totp-secret">
              {enrolment.secret}
            </code>
          </p>
          <CodeForm
            submitLabel="Confirm"
            onCode={async (code) => {
              const result = await memberApi<EnrolmentConfirmed>(
                "POST",
                "/api/admin/enrolment/confirm",
                { body: { code } },
              );
              if (!result.ok) return { ok: false, failure: describeFailure(result) };
              setConfirmed(result.data);
              return { ok: true };
            }}
          />
        </>
      ) : (
        <ToolButton
          className="w-fit"
          onClick={async () => {
            const result = await memberApi<EnrolmentStart>("POST", "/api/admin/enrolment");
            if (result.ok) setEnrolment(result.data);
            else setError(result.message);
          }}
        >
          Set up the authenticator app
        </ToolButton>
      )}
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
    </section>
  );
}
