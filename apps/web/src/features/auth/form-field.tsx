import type * as React from "react";
import { cn } from "@/lib/cn";

type TextFieldProps = Omit<React.ComponentProps<"input">, "id"> & {
  id: string;
  label: string;
  /** Shown under the field and announced with it; marks the field invalid. */
  error?: string | undefined;
  /** A standing hint such as the password rule. */
  hint?: React.ReactNode;
};

/** A labelled input whose error and hint are tied to it for screen readers. */
export function TextField({ id, label, error, hint, className, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          "h-11 rounded-md border bg-white px-3 text-base text-slate-900 placeholder:text-slate-500",
          error ? "border-red-600" : "border-slate-300",
        )}
        {...input}
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

/** The sentence about the whole form (failed call, rate limit), announced when it appears. */
export function FormMessage({
  children,
  tone = "error",
  testId,
}: {
  children: React.ReactNode;
  tone?: "error" | "success" | "info";
  testId?: string;
}) {
  if (!children) return null;
  const tones = {
    error: "border-red-300 bg-red-50 text-red-900",
    success: "border-emerald-300 bg-emerald-50 text-emerald-950",
    info: "border-ink-200 bg-ink-50 text-ink-900",
  } as const;
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      data-testid={testId}
      className={cn("rounded-md border px-3 py-2 text-sm font-medium", tones[tone])}
    >
      {children}
    </p>
  );
}
