"use client";

import type * as React from "react";
import { useFormState } from "react-hook-form";
import { useHydrationSafeRegister } from "@/components/forms/use-hydration-safe-register";
import { cn } from "@/lib/cn";

type InputFieldProps = Omit<React.ComponentProps<"input">, "id" | "name"> & {
  /** The field's name in the form values (and in the API's validation details). */
  name: string;
  label: string;
  /** Unique on the page. */
  id: string;
  /** A standing hint such as the password rule. */
  hint?: React.ReactNode;
  /** Overrides for a compact place (the console's inline forms: `sr-only` label, small input). */
  labelClassName?: string;
  inputClassName?: string;
};

/**
 * A labelled input registered with the surrounding react-hook-form form (`FormProvider`); its
 * error and hint are tied to it for screen readers and it is marked invalid while it has one.
 */
export function InputField({
  name,
  label,
  id,
  hint,
  className,
  labelClassName,
  inputClassName,
  onChange,
  ...input
}: InputFieldProps) {
  const registered = useHydrationSafeRegister(name);
  const { errors } = useFormState({ name });
  const message = errors[name]?.message;
  const error = typeof message === "string" && message !== "" ? message : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className={cn("text-sm font-semibold text-ink-900", labelClassName)}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          "h-11 rounded-md border bg-white px-3 text-base text-slate-900 placeholder:text-slate-500",
          error ? "border-red-600" : "border-slate-300",
          inputClassName,
        )}
        {...input}
        {...registered}
        onChange={(event) => {
          onChange?.(event);
          void registered.onChange(event);
        }}
      />
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
