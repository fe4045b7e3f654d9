"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { type DefaultValues, type UseFormReturn, useForm, useWatch } from "react-hook-form";
import { type $ZodType, safeParse } from "zod/v4/core";
import { type QueryValues, readQueryValues, writeQueryValues } from "./query-values";
import { type FieldLabels, humanZodResolver } from "./use-zod-form";

export type UrlFormOptions<V extends QueryValues, Out> = {
  /** Parses the form's string values (as the URL holds them) into the tool's input. */
  schema: $ZodType<Out, V>;
  defaults: V;
  /** Field name → its visible label, so messages read "Pages must be …"; else from the name. */
  labels?: FieldLabels;
};

export type UrlForm<V extends QueryValues, Out> = {
  form: UseFormReturn<V, unknown, Out>;
  values: V;
  /** The parsed input while every field is valid, else null (the page keeps its last result). */
  input: Out | null;
};

/**
 * A react-hook-form form whose values start from the URL query and are written back to it as the
 * user types (replaceState: no navigation, no history entry per keystroke). Validation is the
 * tool's zod schema, the same one the API uses, so the page and the API agree on every field.
 */
export function useUrlForm<V extends QueryValues, Out>({
  schema,
  defaults,
  labels,
}: UrlFormOptions<V, Out>): UrlForm<V, Out> {
  const searchParams = useSearchParams();
  // Read once: afterwards the form is the source of truth and the URL follows it.
  const [initial] = useState(() =>
    readQueryValues(new URLSearchParams(searchParams.toString()), defaults),
  );
  const form = useForm<V, unknown, Out>({
    defaultValues: initial as DefaultValues<V>,
    resolver: humanZodResolver(schema, labels),
    mode: "onChange",
  });
  const watched = useWatch({ control: form.control }) as V;
  const values = { ...initial, ...watched };
  const key = JSON.stringify(values);

  // A shared link with a bad value shows its error at once, not after the first edit.
  useEffect(() => {
    void form.trigger();
  }, [form]);

  useEffect(() => {
    const current = new URLSearchParams(window.location.search);
    const next = writeQueryValues(current, JSON.parse(key) as V, defaults);
    if (next.toString() === current.toString()) return;
    const query = next.toString();
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${query ? `?${query}` : ""}${window.location.hash}`,
    );
  }, [key, defaults]);

  const input = useMemo(() => {
    const parsed = safeParse(schema, JSON.parse(key));
    return parsed.success ? parsed.data : null;
  }, [key, schema]);

  return { form, values, input };
}
