"use client";

import { useEffect, useState } from "react";

/**
 * A module loaded after the page, for code the first paint does not need (decision 0054): null
 * until it arrives. `load` should be a stable `() => import("…")`; the bundler caches the module,
 * so several components asking for it share one download.
 */
export function useLazyModule<M>(load: () => Promise<M>): M | null {
  const [loaded, setLoaded] = useState<M | null>(null);
  useEffect(() => {
    let live = true;
    void load().then((module) => {
      if (live) setLoaded(() => module);
    });
    return () => {
      live = false;
    };
  }, [load]);
  return loaded;
}
