"use client";

import { useSearchParams } from "next/navigation";
import { useEffect, useMemo } from "react";
import { type DefaultValues, type FieldValues, useWatch } from "react-hook-form";
import type { $ZodType } from "zod/v4/core";
import type { RunQuery } from "@/lib/api/use-run-query";
import { type FieldLabels, useZodForm } from "@/lib/forms/use-zod-form";

/**
 * A run whose form lives in the page's address (`?keyword=…`, `?asin=…`), so a result can be
 * reloaded or shared: a link opens on its run (the run hook's `initial`), a later change of the
 * address shows its run, and a submit writes the address and runs. The address the page writes
 * itself names the run already shown, so nothing runs twice. The form is react-hook-form checked
 * by the capability's contract on submit (`loadSchema`, loaded then so zod is not in the page's
 * first load); a field that breaks it says so under the field and nothing runs.
 */
export function useAddressRun<F extends FieldValues, Q, T>({
  read,
  useRun,
  runOf,
  toParams,
  loadSchema,
  labels,
}: {
  /** The form as the address holds it; unknown values fall back to defaults. */
  read: (params: Pick<URLSearchParams, "get">) => F;
  /** The capability's run hook (a module-level hook, so always the same one). */
  useRun: (initial: Q | null) => RunQuery<Q, T>;
  /** The run an address opens on; null when it names nothing to look up. */
  runOf: (form: F) => Q | null;
  /** The address of a checked query. */
  toParams: (query: Q) => URLSearchParams;
  /** The form's values read by the contract into a query (a module-level function). */
  loadSchema: () => Promise<$ZodType<Q, F>>;
  labels?: FieldLabels;
}) {
  // From Next's router, not window.location: on a client-side link the new page renders before
  // the address bar changes.
  const searchParams = useSearchParams();
  const fromUrl = useMemo(() => read(searchParams), [read, searchParams]);
  const run = useRun(runOf(fromUrl));
  const form = useZodForm<F, Q>({
    loadSchema,
    defaultValues: fromUrl as DefaultValues<F>,
    ...(labels ? { labels } : {}),
  });
  const values = { ...fromUrl, ...(useWatch({ control: form.control }) as Partial<F>) } as F;
  const { show, start } = run;
  const urlKey = JSON.stringify(fromUrl);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address changes
  useEffect(() => {
    const next = runOf(fromUrl);
    if (!next) return;
    form.reset(fromUrl);
    show(next);
  }, [urlKey]);

  const onSubmit = form.handleSubmit((request) => {
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}?${toParams(request)}`,
    );
    start(request);
  });
  const { state } = run;
  return {
    form,
    /** The form's current values (what the fields show). */
    values,
    onSubmit,
    state,
    /** Runs a query again (a failure's "Try again"). */
    retry: start,
    running: state.kind === "loading",
    /** The answer on screen: the run's, or the last one while the next loads. */
    shown: state.kind === "done" ? state.answer : state.kind === "loading" ? state.previous : null,
  };
}
