"use client";

import type * as React from "react";
import { createContext, useContext } from "react";
import {
  type FieldValues,
  FormProvider,
  get,
  type UseFormReturn,
  useFormContext,
  useFormState,
} from "react-hook-form";
import { useHydrationSafeRegister } from "@/components/forms/use-hydration-safe-register";
import { useHydrated } from "@/lib/auth/use-hydrated";

const IdPrefixContext = createContext("field");

const controlClass =
  "h-11 w-full rounded-md border bg-white px-3 text-base text-slate-900 aria-[invalid=true]:border-red-700";

/** A form with labelled fields from this module; the browser's own validation bubbles stay off. */
export function ToolForm<V extends FieldValues>({
  form,
  label,
  idPrefix,
  className,
  ready = true,
  onSubmit,
  children,
}: {
  form: UseFormReturn<V, unknown, unknown>;
  /** False while the form's schema is still loading (`useUrlForm`'s `ready`). */
  ready?: boolean;
  /** The form's accessible name. */
  label: string;
  /** Prefix of field ids, unique on the page (e.g. "royalty"). */
  idPrefix: string;
  className?: string;
  /** A form that sends (`form.handleSubmit(…)`); a calculator's form only recomputes. */
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <FormProvider {...(form as unknown as UseFormReturn<FieldValues>)}>
      <IdPrefixContext.Provider value={idPrefix}>
        <form
          aria-label={label}
          // `data-ready` says the form now listens and validates (journeys wait for it). What was
          // typed before hydration is kept (`useHydrationSafeRegister`) and checked once it is.
          data-ready={hydrated && ready ? "true" : undefined}
          noValidate
          onSubmit={onSubmit ?? ((event) => event.preventDefault())}
          className={className ?? "grid content-start gap-4"}
        >
          {children}
        </form>
      </IdPrefixContext.Provider>
    </FormProvider>
  );
}

type FieldProps = { name: string; label: string; hint?: string | undefined };

function useFieldIds(name: string, hint: string | undefined) {
  const prefix = useContext(IdPrefixContext);
  const { errors } = useFormState({ name });
  // `get` reads nested names too ("sections.0.count"), as react-hook-form keeps them.
  const error = (get(errors, name) as { message?: unknown } | undefined)?.message;
  const id = `${prefix}-${name}`;
  const describedBy =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") ||
    undefined;
  return { id, error: typeof error === "string" ? error : undefined, describedBy };
}

function FieldShell({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  hint: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children}
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

/** A labelled text or number input; numbers stay strings (the URL and the schema read them). */
export function TextField({
  name,
  label,
  hint,
  inputMode,
  placeholder,
  type = "text",
}: FieldProps & {
  inputMode?: "decimal" | "numeric" | "text";
  placeholder?: string;
  /** "date": the browser's date picker, whose value is `YYYY-MM-DD` text. */
  type?: "text" | "date";
}) {
  const field = useHydrationSafeRegister(name);
  const { id, error, describedBy } = useFieldIds(name, hint);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        type={type}
        inputMode={inputMode ?? "text"}
        autoComplete="off"
        placeholder={placeholder}
        className={controlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...field}
      />
    </FieldShell>
  );
}

/** A labelled multi-line text input (a word list); the value stays the text as typed. */
export function TextAreaField({
  name,
  label,
  hint,
  rows = 4,
  placeholder,
}: FieldProps & { rows?: number; placeholder?: string | undefined }) {
  const field = useHydrationSafeRegister(name);
  const { id, error, describedBy } = useFieldIds(name, hint);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <textarea
        id={id}
        rows={rows}
        autoComplete="off"
        placeholder={placeholder}
        className="w-full rounded-md border bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...field}
      />
    </FieldShell>
  );
}

/** A labelled file input; the value is the input's `FileList`, which the form's schema reads. */
export function FileField({ name, label, hint, accept }: FieldProps & { accept: string }) {
  const { register } = useFormContext();
  const { id, error, describedBy } = useFieldIds(name, hint);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <input
        id={id}
        type="file"
        accept={accept}
        className={`${controlClass} py-2 file:mr-3 file:border-0 file:bg-transparent file:font-semibold`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...register(name)}
      />
    </FieldShell>
  );
}

export type SelectOption = { value: string; label: string };

export function SelectField({
  name,
  label,
  hint,
  options,
}: FieldProps & { options: SelectOption[] }) {
  const field = useHydrationSafeRegister(name);
  const { id, error, describedBy } = useFieldIds(name, hint);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <select
        id={id}
        className={controlClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...field}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** A checkbox kept as the string "true" or "false", like every other value in the URL. */
export function CheckboxField({ name, label, hint }: FieldProps) {
  const { watch, setValue } = useFormContext();
  const { id, describedBy } = useFieldIds(name, hint);
  const checked = watch(name) === "true";
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold text-ink-900">
        <input
          id={id}
          type="checkbox"
          className="size-5"
          checked={checked}
          aria-describedby={describedBy}
          onChange={(event) =>
            setValue(name, event.target.checked ? "true" : "false", {
              shouldValidate: true,
              shouldDirty: true,
            })
          }
        />
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
