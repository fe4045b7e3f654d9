"use client";

import { useFormState } from "react-hook-form";

/** The form's whole-form sentence (see `applyServerErrors`), announced when it appears. */
export function FormError({ testId }: { testId?: string }) {
  const { errors } = useFormState();
  const message = errors.root?.server?.message;
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid={testId}
      className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900"
    >
      {message}
    </p>
  );
}
