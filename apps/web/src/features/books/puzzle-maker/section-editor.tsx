"use client";

import type {
  PuzzleBookChoices,
  PuzzleTypeChoice,
} from "@inkforge/domain/books/puzzle-book-choices";
import type { PuzzleBookFormValues } from "@inkforge/domain/books/puzzle-book-form";
import { useEffect } from "react";
import { get, useFieldArray, useFormContext, useFormState } from "react-hook-form";
import { SelectField, TextAreaField, TextField } from "@/components/forms/fields";
import { buttonVariants } from "@/components/ui/button-variants";
import { NEW_SECTION } from "./form-values";

/** The most sections a book takes (MAX_SECTIONS in the domain; a number here keeps zod out). */
const MAX_SECTIONS = 12;

const LEVEL_LABELS: Record<string, string> = {
  easy: "Easy",
  medium: "Medium",
  hard: "Hard",
  expert: "Expert",
};

/** The levels a section may choose: the type's, narrowed by its size where the size limits them. */
function offeredDifficulties(type: PuzzleTypeChoice | undefined, size: string): string[] {
  if (!type) return [];
  return type.difficultiesBySize?.[size] ?? type.difficulties;
}

function SectionFields({
  index,
  choices,
  section,
  canRemove,
  onRemove,
}: {
  index: number;
  choices: PuzzleBookChoices;
  section: PuzzleBookFormValues["sections"][number];
  canRemove: boolean;
  onRemove: () => void;
}) {
  const { setValue } = useFormContext<PuzzleBookFormValues>();
  const type = choices.types.find((choice) => choice.id === section.type);
  const levels = offeredDifficulties(type, section.size);
  const name = (field: string) => `sections.${index}.${field}`;
  const sizeOption = type?.options.find((option) => option.key === "size");

  // A new type (or sudoku size) keeps the section valid: the type's own grid size, and the
  // first level it offers when the chosen one is not.
  useEffect(() => {
    if (!type) return;
    if (sizeOption && sizeOption.key !== "words") {
      const sizes = sizeOption.choices.map((choice) => choice.value);
      if (!sizes.includes(section.size)) {
        setValue(`sections.${index}.size`, sizeOption.default, { shouldValidate: true });
        return;
      }
    }
    const offered = offeredDifficulties(type, section.size);
    if (!offered.includes(section.difficulty) && offered[0]) {
      setValue(`sections.${index}.difficulty`, offered[0], { shouldValidate: true });
    }
  }, [type, sizeOption, section.size, section.difficulty, index, setValue]);

  return (
    <fieldset
      className="grid gap-3 rounded-lg border border-slate-300 p-4"
      data-testid="puzzle-section"
    >
      <legend className="px-1 text-sm font-semibold text-ink-900">
        Section {index + 1}
        {type ? `: ${type.name}` : ""}
      </legend>
      <SelectField
        name={name("type")}
        label="Puzzle type"
        options={choices.types.map((choice) => ({ value: choice.id, label: choice.name }))}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          name={name("difficulty")}
          label="Difficulty"
          options={levels.map((level) => ({ value: level, label: LEVEL_LABELS[level] ?? level }))}
        />
        <TextField name={name("count")} label="Puzzles" inputMode="numeric" />
      </div>
      {type?.options.map((option) =>
        option.key === "words" ? (
          <TextAreaField
            key={option.key}
            name={name("words")}
            label={option.label}
            hint={`${option.hint} Up to ${
              option.maxLength === "size" ? "the grid's width" : option.maxLength
            } letters a word.`}
            rows={3}
          />
        ) : (
          <SelectField
            key={option.key}
            name={name(option.key)}
            label={option.label}
            options={option.choices}
          />
        ),
      )}
      {canRemove ? (
        <div>
          <button
            type="button"
            onClick={onRemove}
            className={buttonVariants({ variant: "outline", size: "sm" })}
          >
            Remove section {index + 1}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** The book's sections: add, remove, and per section the type, level, count and main options. */
export function SectionEditor({
  choices,
  sections,
}: {
  choices: PuzzleBookChoices;
  sections: PuzzleBookFormValues["sections"];
}) {
  const { control } = useFormContext<PuzzleBookFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "sections" });
  const { errors } = useFormState({ control, name: "sections" });
  const listError = get(errors, "sections.root.message") ?? get(errors, "sections.message");
  return (
    <div className="grid gap-3">
      <h3 className="text-base font-semibold text-ink-900">Sections</h3>
      {fields.map((field, index) => (
        <SectionFields
          key={field.id}
          index={index}
          choices={choices}
          section={sections[index] ?? NEW_SECTION}
          canRemove={fields.length > 1}
          onRemove={() => remove(index)}
        />
      ))}
      {typeof listError === "string" ? (
        <p className="text-sm font-medium text-red-700" role="alert">
          {listError}
        </p>
      ) : null}
      {fields.length < MAX_SECTIONS ? (
        <div>
          <button
            type="button"
            className={buttonVariants({ variant: "outline" })}
            onClick={() => append({ ...NEW_SECTION })}
          >
            Add a section
          </button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">A book has at most {MAX_SECTIONS} sections.</p>
      )}
    </div>
  );
}
