"use client";

import { isPlausibleEmail } from "@inkforge/domain/text/email";
import type * as React from "react";
import { useId, useState } from "react";
import { toast } from "@/components/toast/toast-store";
import { buttonVariants } from "@/components/ui/button-variants";

// The footer is on every page; the API client and the messages are needed only once someone
// subscribes, so they load on the first submit (decision 0087).
const loadSubscribe = () => import("./newsletter-subscribe");

export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    if (!isPlausibleEmail(address)) {
      setError((await loadSubscribe()).VALID_EMAIL_MESSAGE);
      return;
    }
    setError(null);
    setSending(true);
    const { describeNewsletterFailure, subscribeToNewsletter } = await loadSubscribe();
    const result = await subscribeToNewsletter(address);
    setSending(false);
    if (result.error !== null) {
      setError(describeNewsletterFailure(result.status, result.error));
      return;
    }
    setEmail("");
    toast({
      variant: "success",
      title: "You're subscribed",
      description: "Watch your inbox for KDP tips and tool updates.",
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="mt-3" aria-describedby={`${id}-hint`}>
      <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-200">
        Email address
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="you@example.com"
          className="h-10 min-w-0 flex-1 rounded-md border border-slate-500 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500"
        />
        <button type="submit" disabled={sending} className={buttonVariants()}>
          {sending ? "Subscribing…" : "Subscribe"}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-200">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="mt-2 text-xs text-slate-300">
        One useful email a fortnight. Unsubscribe any time.
      </p>
    </form>
  );
}
