"use client";

import { useEffect, useId, useState } from "react";
import { toast } from "@/components/toast/toast-store";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { NewsletterFields } from "./newsletter-fields";

// The API client, the contract and the messages load on the first submit.
const loadSubscribe = () => import("./newsletter-subscribe");
const loadSchema = () => loadSubscribe().then((module) => module.footerFormSchema);

/** What the visitor did in the plain box before this form arrived (newsletter-form.tsx). */
export type NewsletterHandover = { email: string; focused: boolean; submit: boolean };

const untouched: NewsletterHandover = { email: "", focused: false, submit: false };

/**
 * The footer box on react-hook-form, checked by the subscribe contract's email rule. `handover`
 * is read once, as it first renders: the address typed so far, focus and a submit already asked
 * for carry on here.
 */
export function NewsletterFormLive({
  handover = () => untouched,
}: {
  handover?: () => NewsletterHandover;
}) {
  const id = useId();
  const [start] = useState(handover);
  const form = useZodForm({
    loadSchema,
    defaultValues: { email: start.email },
    labels: { email: "Email" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    const { describeNewsletterFailure, subscribeToNewsletter } = await loadSubscribe();
    const result = await subscribeToNewsletter(email);
    if (result.error !== null) {
      form.setError("email", {
        type: "server",
        message: describeNewsletterFailure(result.status, result.error),
      });
      return;
    }
    // Empty, not back to the address handed over by the plain box.
    form.reset({ email: "" });
    toast({
      variant: "success",
      title: "You're subscribed",
      description: "Watch your inbox for KDP tips and tool updates.",
    });
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for what came before this form.
  useEffect(() => {
    if (start.focused) form.setFocus("email");
    if (start.submit) void onSubmit();
  }, []);

  return (
    <NewsletterFields
      id={id}
      input={form.register("email")}
      error={errors.email?.message}
      sending={isSubmitting}
      onSubmit={onSubmit}
    />
  );
}
