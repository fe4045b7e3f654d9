"use client";

import { useFormState } from "react-hook-form";
import { useHydrationSafeRegister } from "@/components/forms/use-hydration-safe-register";

/**
 * A labelled multi-line field inside a `ToolForm` (the shared form module has single-line fields
 * only): registered with the same form, so its value is validated and kept like the others.
 */
export function TextAreaField({
  id,
  name,
  label,
  hint,
  rows = 8,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  rows?: number;
}) {
  const registered = useHydrationSafeRegister(name);
  const { errors } = useFormState({ name });
  const message = errors[name]?.message;
  const error = typeof message === "string" ? message : undefined;
  const describedBy =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") ||
    undefined;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className="w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...registered}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
