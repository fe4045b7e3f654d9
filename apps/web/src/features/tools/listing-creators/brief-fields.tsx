"use client";

import { KEYWORD_SLOTS } from "@inkforge/domain/tools/guidelines-check/limits";
import { BOOK_TYPES } from "@inkforge/domain/tools/title-creator/book-types";
import { useFormState } from "react-hook-form";
import { SelectField, TextField } from "@/components/forms/fields";
import { useHydrationSafeRegister } from "@/components/forms/use-hydration-safe-register";

export function LinesField({
  name,
  label,
  hint,
  rows,
  idPrefix,
}: {
  name: string;
  label: string;
  hint: string;
  rows: number;
  idPrefix: string;
}) {
  const registered = useHydrationSafeRegister(name);
  const { errors } = useFormState({ name });
  const error = errors[name]?.message;
  const id = `${idPrefix}-${name}`;
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
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
        {...registered}
      />
      {typeof error === "string" ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
    </div>
  );
}

/** Niche, audience, keywords and book type: the brief both creators start from. */
export function BriefFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <SelectField
        name="bookType"
        label="Book type"
        options={BOOK_TYPES.map((type) => ({ value: type.id, label: type.label }))}
      />
      <TextField
        name="niche"
        label="Niche or topic"
        hint="What the book is about, e.g. gratitude, sudoku, dinosaurs, sourdough baking."
      />
      <TextField
        name="audience"
        label="Audience"
        hint="Who it is for, e.g. busy moms, seniors, kids ages 4-8. Optional."
      />
      <LinesField
        name="keywords"
        label="Keywords (one per line)"
        rows={3}
        idPrefix={idPrefix}
        hint={`Up to ${KEYWORD_SLOTS}, most important first; the first two are worked in.`}
      />
    </>
  );
}
