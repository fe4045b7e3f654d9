"use client";

import { useSearchParams } from "next/navigation";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import type { RunQuery } from "@/lib/api/use-run-query";

/**
 * A run whose form lives in the page's address (`?keyword=…`, `?asin=…`), so a result can be
 * reloaded or shared: a link opens on its run (the run hook's `initial`), a later change of the
 * address shows its run, and a submit writes the address and runs. The address the page writes
 * itself names the run already shown, so nothing runs twice.
 */
export function useAddressRun<F, Q, T>({
  read,
  useRun,
  runOf,
  toParams,
}: {
  /** The form as the address holds it; unknown values fall back to defaults. */
  read: (params: Pick<URLSearchParams, "get">) => F;
  /** The capability's run hook (a module-level hook, so always the same one). */
  useRun: (initial: Q | null) => RunQuery<Q, T>;
  /** The run of a form; null when it cannot run (nothing to look up). */
  runOf: (form: F) => Q | null;
  toParams: (form: F) => URLSearchParams;
}) {
  // From Next's router, not window.location: on a client-side link the new page renders before
  // the address bar changes.
  const searchParams = useSearchParams();
  const fromUrl = useMemo(() => read(searchParams), [read, searchParams]);
  const run = useRun(runOf(fromUrl));
  const [form, setForm] = useState<F>(fromUrl);
  const { show, start } = run;
  const urlKey = JSON.stringify(fromUrl);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address changes
  useEffect(() => {
    const next = runOf(fromUrl);
    if (!next) return;
    setForm(fromUrl);
    show(next);
  }, [urlKey]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const request = runOf(form);
    if (!request) return;
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}?${toParams(form)}`,
    );
    start(request);
  };
  const { state } = run;
  return {
    form,
    setForm,
    onSubmit,
    state,
    /** Runs a query again (a failure's "Try again"). */
    retry: start,
    running: state.kind === "loading",
    /** The answer on screen: the run's, or the last one while the next loads. */
    shown: state.kind === "done" ? state.answer : state.kind === "loading" ? state.previous : null,
  };
}
