"use client";

import { startTransition, useEffect, useState } from "react";
import { afterFirstPaint } from "./after-first-paint";

/**
 * A module loaded after the page's first paint, for code that paint does not need (decision 0054):
 * null until it arrives. `load` should be a stable `() => import("…")`; the bundler caches the module,
 * so several components asking for it share one download. `when` delays the load further: `whenUsed`
 * for an engine the server's HTML has already answered for (decision 0183).
 */
export function useLazyModule<M>(
  load: () => Promise<M>,
  when: () => Promise<void> = afterFirstPaint,
): M | null {
  const [loaded, setLoaded] = useState<M | null>(null);
  useEffect(() => {
    let live = true;
    void when()
      .then(load)
      .then((module) => {
        // A transition: the re-render the module brings (a result panel, a preview) is drawn in
        // slices that yield to the browser rather than as one long task (decision 0170).
        if (live) startTransition(() => setLoaded(() => module));
      });
    return () => {
      live = false;
    };
  }, [load, when]);
  return loaded;
}
