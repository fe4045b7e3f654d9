"use client";

import type { contactMessageSchema } from "@inkforge/domain/contracts/message";
import { useId, useState } from "react";
import { FormProvider, useFormState } from "react-hook-form";
import type { z } from "zod";
import { FormError } from "@/components/forms/form-error";
import { FormMessage } from "@/components/forms/form-message";
import { InputField } from "@/components/forms/input-field";
import { useHydrationSafeRegister } from "@/components/forms/use-hydration-safe-register";
import { toast } from "@/components/toast/toast-store";
import { buttonVariants } from "@/components/ui/button-variants";
import { describeApiFailure } from "@/lib/api/error-messages";
import { useAccountApi } from "@/lib/api/use-account-api";
import { useHydrated } from "@/lib/auth/use-hydrated";
import { applyServerErrors, useZodForm } from "@/lib/forms/use-zod-form";

const FIELDS = ["Name", "Email", "Subject", "Message"] as const;

function MessageField({ id }: { id: string }) {
  const registered = useHydrationSafeRegister("Message");
  const { errors } = useFormState({ name: "Message" });
  const error = typeof errors.Message?.message === "string" ? errors.Message.message : undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        Message
      </label>
      <textarea
        id={id}
        rows={6}
        maxLength={5000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`rounded-md border bg-white p-3 text-base text-slate-900 ${error ? "border-red-600" : "border-slate-300"}`}
        {...registered}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The contact form (spec §7.14): all four fields required; the API answers 'OK' when it is sent. */
const loadContactSchema = () =>
  import("@inkforge/domain/contracts/message").then((contract) => contract.contactMessageSchema);

export function ContactForm() {
  const id = useId();
  const hydrated = useHydrated();
  const call = useAccountApi();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  // The contract (and zod) loads with the first submit, not with the page.
  const form = useZodForm<
    z.input<typeof contactMessageSchema>,
    z.output<typeof contactMessageSchema>
  >({
    loadSchema: loadContactSchema,
    defaultValues: { Name: "", Email: "", Subject: "", Message: "" },
    labels: { Name: "Name", Email: "Email", Subject: "Subject", Message: "Message" },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setSending(true);
    const result = await call("POST", "/api/message", { body: values });
    setSending(false);
    // Success only on the API's 'OK' (VAL-08).
    if (!result.ok || result.data !== "OK") {
      applyServerErrors(
        form,
        result.ok
          ? { message: "Your message was not sent. Please try again.", fieldErrors: {} }
          : describeApiFailure(result, "contact"),
        FIELDS,
      );
      return;
    }
    setSent(true);
    form.reset();
    toast({
      variant: "success",
      title: "Message sent",
      description: "We reply within one business day.",
    });
  });
  return (
    <FormProvider {...form}>
      <form
        method="post"
        onSubmit={onSubmit}
        noValidate
        aria-label="Contact us"
        className="grid max-w-xl gap-4"
      >
        <InputField
          id={`${id}-name`}
          name="Name"
          label="Name"
          autoComplete="name"
          onChange={() => setSent(false)}
        />
        <InputField
          id={`${id}-email`}
          name="Email"
          label="Email"
          type="email"
          autoComplete="email"
        />
        <InputField id={`${id}-subject`} name="Subject" label="Subject" />
        <MessageField id={`${id}-message`} />
        <FormError />
        {sent ? (
          <FormMessage tone="success" testId="contact-sent">
            Thank you: your message is with the support team. We reply within one business day.
          </FormMessage>
        ) : null}
        <div>
          <button
            type="submit"
            disabled={!hydrated || sending}
            className={buttonVariants({ size: "lg" })}
          >
            {sending ? "Sending…" : "Send message"}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
