"use client";

import type { Manuscript } from "@inkforge/domain/books/manuscript/contract";
import { FormProvider } from "react-hook-form";
import { FormError } from "@/components/forms/form-error";
import { InputField } from "@/components/forms/input-field";
import { buttonVariants } from "@/components/ui/button-variants";
import { applyServerErrors, failureSentences, useZodForm } from "@/lib/forms/use-zod-form";
import { startManuscript } from "./writer-api";

const LABELS = { title: "New book title" };
// zod comes with the first "Start a manuscript" (decision 0054), from the chunk the page's
// manuscript calls already load.
const loadSchema = () =>
  import("@inkforge/domain/books/manuscript/start-form").then(
    (module) => module.startManuscriptFormSchema,
  );

/**
 * "Start a manuscript": a new book project with the title, then its manuscript. The writer
 * loads this after the first paint (react-hook-form is not in /book-writer's first load).
 */
export function NewManuscriptForm({
  token,
  onStarted,
}: {
  token: string;
  onStarted: (manuscript: Manuscript) => void;
}) {
  const form = useZodForm({ loadSchema, defaultValues: { title: "" }, labels: LABELS });

  const submit = form.handleSubmit(async ({ title }) => {
    const answer = await startManuscript(token, title);
    if (answer.ok) {
      onStarted(answer.data);
      return;
    }
    const sentences = failureSentences(answer, LABELS);
    // A sentence under the title says it all; the API's summary would repeat it.
    applyServerErrors(
      form,
      sentences.fieldErrors.title ? { ...sentences, message: "" } : sentences,
      ["title"],
    );
  });

  return (
    <FormProvider {...form}>
      <form aria-label="Start a manuscript" className="grid gap-2" noValidate onSubmit={submit}>
        <div className="flex flex-wrap items-start gap-2">
          <InputField
            id="new-book-title"
            name="title"
            label="New book title"
            className="gap-1"
            labelClassName="text-sm font-medium text-slate-800"
            inputClassName="h-9 max-w-full px-2 text-sm"
          />{" "}
          <button
            type="submit"
            disabled={form.formState.isSubmitting}
            className={`${buttonVariants({ size: "sm" })} mt-6`}
          >
            Start a manuscript
          </button>
        </div>
        <FormError />
      </form>
    </FormProvider>
  );
}
