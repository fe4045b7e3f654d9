"use client";

import { startTransition, useEffect, useState } from "react";
import { afterFirstPaint } from "@/lib/after-first-paint";

type SchemaLoad<S> = {
  /** Settles with the loaded schema; there from the first render for a resolver to wait on. */
  promise: Promise<S>;
  /** Starts `load` the first time it is called; later calls (Strict Mode's second effect) do nothing. */
  start: (load: () => Promise<S>) => void;
};

function createSchemaLoad<S>(): SchemaLoad<S> {
  let settle: { resolve: (schema: S) => void; reject: (error: unknown) => void } | undefined;
  const promise = new Promise<S>((resolve, reject) => {
    settle = { resolve, reject };
  });
  let started = false;
  return {
    promise,
    start(load) {
      if (started || !settle) return;
      started = true;
      load().then(settle.resolve, settle.reject);
    },
  };
}

/**
 * A live form's schema, loaded once the page is hydrated and painted (decisions 0054, 0156, 0173).
 * The load starts from an effect, so the tool's engine and zod are evaluated after hydration has
 * committed rather than between its slices, and the form takes input that much sooner; the
 * paint still comes first. `pending` exists from the first render, for a resolver to wait on.
 * `schema` is set as a transition (decision 0170). `load` must be stable; without one the hook
 * keeps `initial` (a form given its schema up front).
 */
export function useSchemaAfterHydration<S>(load: () => Promise<S>): {
  schema: S | null;
  pending: Promise<S>;
};
export function useSchemaAfterHydration<S>(
  load: (() => Promise<S>) | undefined,
  initial: S | null,
): { schema: S | null; pending: Promise<S> | null };
export function useSchemaAfterHydration<S>(
  load: (() => Promise<S>) | undefined,
  initial: S | null = null,
): { schema: S | null; pending: Promise<S> | null } {
  const [schema, setSchema] = useState<S | null>(initial);
  const [schemaLoad] = useState(() => (load ? createSchemaLoad<S>() : null));
  useEffect(() => {
    if (!schemaLoad || !load) return;
    let live = true;
    schemaLoad.start(() => afterFirstPaint().then(load));
    void schemaLoad.promise.then((loaded) => {
      if (live) startTransition(() => setSchema(() => loaded));
    });
    return () => {
      live = false;
    };
  }, [schemaLoad, load]);
  return { schema, pending: schemaLoad?.promise ?? null };
}
