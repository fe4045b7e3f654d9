"use client";

import { startTransition, useEffect, useState } from "react";
import { afterFirstPaint } from "@/lib/after-first-paint";

/**
 * A live form's schema, loaded once the page is hydrated and painted (decisions 0054, 0156, 0173).
 * The load starts from an effect, so the tool's engine and zod are evaluated after hydration has
 * committed rather than between its slices, and the form takes input that much sooner; the
 * paint still comes first. `schema` is set as a transition (decision 0170). `load` must be
 * stable; without one the hook keeps `initial` (a form given its schema up front). `when`
 * (stable) delays the load past the paint: `whenUsed` for a form whose answer the first paint
 * already shows (decision 0183). `loadNow` starts it at once (a resolver, an action that needs
 * the parsed values) and settles with it; every caller shares one load.
 */
export function useSchemaAfterHydration<S>(
  load: (() => Promise<S>) | undefined,
  initial: S | null = null,
  when: () => Promise<void> = afterFirstPaint,
): { schema: S | null; loadNow: () => Promise<S> } {
  const [schema, setSchema] = useState<S | null>(initial);
  const [loadNow] = useState(() => {
    let loading: Promise<S> | undefined;
    return () => {
      loading ??= (load as () => Promise<S>)().then((loaded) => {
        startTransition(() => setSchema(() => loaded));
        return loaded;
      });
      return loading;
    };
  });
  useEffect(() => {
    if (load) void when().then(loadNow);
  }, [load, when, loadNow]);
  return { schema, loadNow };
}
