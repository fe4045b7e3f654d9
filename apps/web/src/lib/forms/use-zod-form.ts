"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  describeIssue,
  humanizeMessage,
  type IssueLike,
  labelFromFieldName,
} from "@inkforge/domain/contracts/messages";
import { useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type { $ZodType } from "zod/v4/core";
import { lazyResolver } from "@/lib/forms/lazy-resolver";

/** Field name → the label people see; names without one get a label from the name. */
export type FieldLabels = Record<string, string>;

function labelOf(path: readonly PropertyKey[] | undefined, labels: FieldLabels): string {
  const field = String(path?.[0] ?? "");
  return labels[field] ?? labelFromFieldName(field);
}

/**
 * The zod resolver with people's wording: zod's built-in messages go through `describeIssue`
 * (the per-parse error map) and a contract's own predicates ("must be at least 8 characters")
 * get the field's label in front, so every form reads "Email must be at most 254 characters."
 */
export function humanZodResolver<In extends FieldValues, Out>(
  schema: $ZodType<Out, In>,
  labels: FieldLabels = {},
): Resolver<In, unknown, Out> {
  const resolver = zodResolver(schema as never, {
    error: (issue) => describeIssue(issue as IssueLike, labelOf(issue.path, labels)),
  }) as unknown as Resolver<In, unknown, Out>;
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    for (const [name, error] of Object.entries(result.errors)) {
      if (error && typeof error.message === "string") {
        // An API contract's sentence starts with the field's own name or path ("words must be …",
        // "data.title is required"); the form says its label instead.
        const own = new RegExp(`^(?:\\w+\\.)*${name} `).exec(error.message);
        const message = own ? error.message.slice(own[0].length) : error.message;
        error.message = humanizeMessage(labelOf([name], labels), message);
      }
    }
    return result;
  };
}

export type ZodFormOptions<In extends FieldValues, Out> = {
  defaultValues: DefaultValues<In>;
  labels?: FieldLabels;
} & (
  | { schema: $ZodType<Out, In>; loadSchema?: undefined }
  | {
      schema?: undefined;
      /**
       * The contract from a chunk loaded on first use (decision 0054): zod's runtime then costs
       * the page no first-load JavaScript. Submitting waits for it. Pass a stable function.
       */
      loadSchema: () => Promise<$ZodType<Out, In>>;
    }
);

/**
 * The site's submit form: react-hook-form validated by a shared zod contract on submit, then
 * again as the person corrects a field.
 */
export function useZodForm<In extends FieldValues, Out>(
  options: ZodFormOptions<In, Out>,
): UseFormReturn<In, unknown, Out> {
  const { defaultValues, labels, schema, loadSchema } = options;
  // A lazily loaded contract is fetched once, on the first validation, for the form's life.
  const [lazy] = useState(() =>
    lazyResolver(() =>
      (loadSchema as () => Promise<$ZodType<Out, In>>)().then((loaded) =>
        humanZodResolver(loaded, labels),
      ),
    ),
  );
  return useForm<In, unknown, Out>({
    defaultValues,
    resolver: schema ? humanZodResolver(schema, labels) : lazy,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
}

/** The name under which a form keeps its whole-form message (a failed call, a rate limit). */
export const FORM_ERROR = "root.server" as const;

/**
 * Puts a failed call's sentences on the form: each field's under its field, the whole-form
 * sentence above the button unless one of those fields already says it (one error, said once).
 * Sentences about fields the form does not show (`fields` lists those it does) stay in the
 * whole-form sentence.
 */
export function applyServerErrors<V extends FieldValues>(
  form: Pick<UseFormReturn<V, unknown, unknown>, "setError">,
  failure: { message: string; fieldErrors: Record<string, string> },
  fields: readonly string[],
): void {
  const shown = new Set<string>();
  for (const [name, message] of Object.entries(failure.fieldErrors)) {
    if (!fields.includes(name)) continue;
    form.setError(name as Path<V>, { type: "server", message });
    shown.add(message);
  }
  if (failure.message && !shown.has(failure.message)) {
    form.setError(FORM_ERROR, { type: "server", message: failure.message });
  }
}

/**
 * A failed call's API message and its validation details as `applyServerErrors` takes them: each
 * detail's sentence under its field, by the field's label.
 */
export function failureSentences(
  failure: { message: string; details?: readonly { path: string; message: string }[] },
  labels: FieldLabels = {},
): { message: string; fieldErrors: Record<string, string> } {
  const fieldErrors: Record<string, string> = {};
  for (const detail of failure.details ?? []) {
    const field = detail.path.split(".")[0] ?? "";
    if (field === "" || fieldErrors[field]) continue;
    const own = new RegExp(`^(?:\\w+\\.)*${field} `).exec(detail.message);
    const message = own ? detail.message.slice(own[0].length) : detail.message;
    fieldErrors[field] = humanizeMessage(labelOf([field], labels), message);
  }
  return { message: failure.message, fieldErrors };
}
