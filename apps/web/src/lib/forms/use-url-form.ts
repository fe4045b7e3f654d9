"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import {
  type DefaultValues,
  type Resolver,
  type UseFormReturn,
  useForm,
  useWatch,
} from "react-hook-form";
import type { $ZodType } from "zod/v4/core";
import { lazyHumanResolver } from "@/lib/forms/lazy-human-resolver";
import { type QueryValues, readQueryValues, writeQueryValues } from "@/lib/forms/query-values";
import { useSchemaAfterHydration } from "@/lib/forms/use-schema-after-hydration";
import type { FieldLabels } from "@/lib/forms/use-zod-form";

/** A zod schema (classic or mini: both carry `safeParse`) reading the form's string values. */
export type UrlFormSchema<Out, V> = $ZodType<Out, V> & {
  safeParse(data: unknown): { success: true; data: Out } | { success: false };
};

export type UrlFormOptions<V extends QueryValues, Out> = {
  /** Field name → its visible label, so messages read "Pages must be …"; else from the name. */
  labels?: FieldLabels;
  defaults: V;
} & (
  | {
      /** Parses the form's string values (as the URL holds them) into the tool's input. */
      schema: UrlFormSchema<Out, V>;
      loadSchema?: undefined;
    }
  | {
      schema?: undefined;
      /**
       * The schema from a chunk loaded after the page (decision 0054): zod's runtime then costs
       * a calculator page no first-load JavaScript. The form takes input at once; it validates,
       * and `input` appears, when the chunk has arrived. Pass a stable function.
       */
      loadSchema: () => Promise<UrlFormSchema<Out, V>>;
    }
) & {
    /**
     * When the schema may load (stable; default: after the first paint). `whenUsed` for a tool
     * whose server HTML already shows the answer for the URL's values (decision 0183); a change to
     * a field loads it at once.
     */
    loadWhen?: () => Promise<void>;
  };

export type UrlForm<V extends QueryValues, Out> = {
  form: UseFormReturn<V, unknown, Out>;
  values: V;
  /** The parsed input while every field is valid, else null (the page keeps its last result). */
  input: Out | null;
  /** False until the schema is there to validate with. */
  ready: boolean;
  /** The parsed input for the values now in the form, loading the schema first if need be. */
  readInput: () => Promise<Out | null>;
};

/**
 * A react-hook-form form whose values start from the URL query and are written back to it as the
 * user types (replaceState: no navigation, no history entry per keystroke). Validation is the
 * tool's zod schema, the same one the API uses, so the page and the API agree on every field.
 */
export function useUrlForm<V extends QueryValues, Out>(
  options: UrlFormOptions<V, Out>,
): UrlForm<V, Out> {
  const { defaults, labels, loadSchema } = options;
  const searchParams = useSearchParams();
  // Read once: afterwards the form is the source of truth and the URL follows it.
  const [initial] = useState(() =>
    readQueryValues(new URLSearchParams(searchParams.toString()), defaults),
  );
  const [filledByUrl] = useState(() => {
    const query = new URLSearchParams(searchParams.toString());
    return Object.keys(defaults).some((name) => query.has(name));
  });
  // One load per form: the resolver and the form's `schema` wait on the same promise.
  const { schema, loadNow } = useSchemaAfterHydration(
    loadSchema,
    options.schema ?? null,
    options.loadWhen,
  );

  // Stable for the form's life: it validates with the schema at hand, or loads it and waits (a
  // change to a field is the moment it is needed, whatever `loadWhen` says).
  const [resolver] = useState<Resolver<V, unknown, Out>>(() =>
    lazyHumanResolver(async () => options.schema ?? loadNow(), labels),
  );
  const form = useForm<V, unknown, Out>({
    defaultValues: initial as DefaultValues<V>,
    resolver,
    mode: "onChange",
  });
  const watched = useWatch({ control: form.control }) as V;
  const values = { ...initial, ...watched };
  const key = JSON.stringify(values);

  // A shared link with a bad value shows its errors at once (the link filled the form in, so
  // the whole form is checked), not after the first edit; a fresh page ("Data is required." before
  // anything was typed) waits until a field is edited or the form is submitted (issue 24).
  useEffect(() => {
    if (schema && filledByUrl) void form.trigger();
  }, [form, schema, filledByUrl]);

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
    if (!schema) return null;
    const parsed = schema.safeParse(JSON.parse(key));
    return parsed.success ? parsed.data : null;
  }, [key, schema]);

  const readInput = async (): Promise<Out | null> => {
    const loaded = schema ?? (await loadNow());
    const parsed = loaded.safeParse({ ...initial, ...form.getValues() });
    return parsed.success ? parsed.data : null;
  };

  return { form, values, input, ready: schema !== null, readInput };
}
