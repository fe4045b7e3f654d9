"use client";

import { useMemo, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
  useWatch,
} from "react-hook-form";
import { lazyHumanResolver } from "@/lib/forms/lazy-human-resolver";
import { useSchemaAfterHydration } from "@/lib/forms/use-schema-after-hydration";
import type { UrlFormSchema } from "@/lib/forms/use-url-form";
import type { FieldLabels } from "@/lib/forms/use-zod-form";

export type LiveForm<V extends FieldValues, Out> = {
  form: UseFormReturn<V, unknown, Out>;
  values: V;
  /** The parsed input while every field is valid, else null (the page keeps its last result). */
  input: Out | null;
  /** False until the schema is there to validate with. */
  ready: boolean;
};

/**
 * `useUrlForm` for a form whose values do not fit a URL query (a list of sections, each with its
 * own fields): the same lazily loaded schema (decision 0054), validation as the user types and
 * the parsed input on every valid change, without writing the values to the address bar.
 * `loadSchema` must be stable.
 */
export function useLiveForm<V extends FieldValues, Out>({
  defaults,
  loadSchema,
  labels,
  loadWhen,
}: {
  defaults: V;
  loadSchema: () => Promise<UrlFormSchema<Out, V>>;
  labels?: FieldLabels;
  /**
   * When the schema may load (stable; default: after the first paint): `whenUsed` for a form
   * whose first values need no schema to be answered (decision 0183). A change loads it at once.
   */
  loadWhen?: () => Promise<void>;
}): LiveForm<V, Out> {
  const { schema, loadNow } = useSchemaAfterHydration(loadSchema, null, loadWhen);
  const [resolver] = useState<Resolver<V, unknown, Out>>(() => lazyHumanResolver(loadNow, labels));
  const form = useForm<V, unknown, Out>({
    defaultValues: defaults as DefaultValues<V>,
    resolver,
    mode: "onChange",
  });
  const watched = useWatch({ control: form.control }) as V;
  const values = { ...defaults, ...watched };
  const key = JSON.stringify(values);
  const input = useMemo(() => {
    if (!schema) return null;
    const parsed = schema.safeParse(JSON.parse(key));
    return parsed.success ? parsed.data : null;
  }, [key, schema]);
  return { form, values, input, ready: schema !== null };
}
