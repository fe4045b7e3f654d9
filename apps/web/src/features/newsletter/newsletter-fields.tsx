import type * as React from "react";
import { buttonVariants } from "@/components/ui/button-variants";

/**
 * The footer box's markup, on the footer's dark ground (the shared fields are drawn for light
 * pages). The server-rendered box and the live form both draw it, so nothing moves when the form
 * arrives.
 */
export function NewsletterFields({
  id,
  input,
  error,
  sending = false,
  submitDisabled = false,
  formRef,
  onSubmit,
  onFocus,
  onPointerEnter,
}: {
  id: string;
  /** The input's props: react-hook-form's `register("email")`, or none before it loads. */
  input: React.ComponentProps<"input">;
  error?: string | undefined;
  sending?: boolean;
  /** Until the page is interactive: Enter must not submit the bare HTML form. */
  submitDisabled?: boolean;
  formRef?: React.Ref<HTMLFormElement>;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  /** The first reach for the box (focus or pointer) loads the live form. */
  onFocus?: () => void;
  onPointerEnter?: () => void;
}) {
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={onFocus}
      onPointerEnter={onPointerEnter}
      noValidate
      className="mt-3"
      aria-describedby={`${id}-hint`}
    >
      <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-200">
        Email address
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder="you@example.com"
          className="h-10 min-w-0 flex-1 rounded-md border border-slate-500 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500"
          {...input}
        />
        <button
          type="submit"
          disabled={sending || submitDisabled || input.disabled}
          className={buttonVariants()}
        >
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
