"use client";

import { useId } from "react";
import { toast } from "@/components/toast/toast-store";
import { useZodForm } from "@/lib/forms/use-zod-form";
import { NewsletterFields } from "./newsletter-fields";

// The API client, the contract and the messages load on the first submit.
const loadSubscribe = () => import("./newsletter-subscribe");
const loadSchema = () => loadSubscribe().then((module) => module.footerFormSchema);

/** The footer box on react-hook-form, checked by the subscribe contract's email rule. */
export function NewsletterFormLive() {
  const id = useId();
  const form = useZodForm({ loadSchema, defaultValues: { email: "" }, labels: { email: "Email" } });
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
    form.reset();
    toast({
      variant: "success",
      title: "You're subscribed",
      description: "Watch your inbox for KDP tips and tool updates.",
    });
  });

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
