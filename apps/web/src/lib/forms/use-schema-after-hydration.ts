"use client";

import { startTransition, useEffect, useState } from "react";
import { afterFirstPaint } from "@/lib/after-first-paint";

type SchemaLoad<S> = {
  /** Settles with the loaded schema; there from the first render for a resolver to wait on. */
  promise: Promise<S>;
  /**
   * Starts `load` once `when` has resolved, the first time it is called; later calls (Strict
   * Mode's second effect) do nothing.
   */
  start: (load: () => Promise<S>, when: () => Promise<void>) => void;
  /** Stops waiting for `when`: the load starts now (or at once when started later). */
  hurry: () => void;
};

function createSchemaLoad<S>(): SchemaLoad<S> {
  let settle: { resolve: (schema: S) => void; reject: (error: unknown) => void } | undefined;
  const promise = new Promise<S>((resolve, reject) => {
    settle = { resolve, reject };
  });
  let hurry = () => {};
  const hurried = new Promise<void>((resolve) => {
    hurry = resolve;
  });
  let started = false;
  return {
    promise,
    start(load, when) {
      if (started || !settle) return;
      started = true;
      const { resolve, reject } = settle;
      Promise.race([when(), hurried]).then(load).then(resolve, reject);
    },
    hurry: () => hurry(),
  };
}

/**
 * A live form's schema, loaded once the page is hydrated and painted (decisions 0054, 0156, 0173).
 * The load starts from an effect, so the tool's engine and zod are evaluated after hydration has
 * committed rather than between its slices, and the form takes input that much sooner; the
 * paint still comes first. `pending` exists from the first render, for a resolver to wait on.
 * `schema` is set as a transition (decision 0170). `load` must be stable; without one the hook
 * keeps `initial` (a form given its schema up front). `when` (stable) delays the load past the
 * paint: `whenUsed` for a form whose answer the server's HTML already shows (decision 0183);
 * `loadNow` starts it at once, for an action that needs the parsed values before then.
 */
export function useSchemaAfterHydration<S>(
  load: () => Promise<S>,
  initial?: null,
  when?: () => Promise<void>,
): {
  schema: S | null;
  pending: Promise<S>;
  loadNow: () => Promise<S>;
};
export function useSchemaAfterHydration<S>(
  load: (() => Promise<S>) | undefined,
  initial: S | null,
  when?: () => Promise<void>,
): { schema: S | null; pending: Promise<S> | null; loadNow: () => Promise<S> | null };
export function useSchemaAfterHydration<S>(
  load: (() => Promise<S>) | undefined,
  initial: S | null = null,
  when: () => Promise<void> = afterFirstPaint,
): { schema: S | null; pending: Promise<S> | null; loadNow: () => Promise<S> | null } {
  const [schema, setSchema] = useState<S | null>(initial);
  const [schemaLoad] = useState(() => (load ? createSchemaLoad<S>() : null));
  useEffect(() => {
    if (!schemaLoad || !load) return;
    let live = true;
    schemaLoad.start(load, when);
    void schemaLoad.promise.then((loaded) => {
      if (live) startTransition(() => setSchema(() => loaded));
    });
    return () => {
      live = false;
    };
  }, [schemaLoad, load, when]);
  const loadNow = () => {
    if (!schemaLoad || !load) return null;
    schemaLoad.hurry();
    schemaLoad.start(load, when);
    return schemaLoad.promise;
  };
  return { schema, pending: schemaLoad?.promise ?? null, loadNow };
}
