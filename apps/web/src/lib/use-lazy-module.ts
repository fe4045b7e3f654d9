"use client";

import { useEffect, useState } from "react";
import { afterFirstPaint } from "./after-first-paint";

/**
 * A module loaded after the page's first paint, for code that paint does not need (decision 0054):
 * null until it arrives. `load` should be a stable `() => import("…")`; the bundler caches the module,
 * so several components asking for it share one download.
 */
export function useLazyModule<M>(load: () => Promise<M>): M | null {
  const [loaded, setLoaded] = useState<M | null>(null);
  useEffect(() => {
    let live = true;
    void afterFirstPaint()
      .then(load)
      .then((module) => {
        if (live) setLoaded(() => module);
      });
    return () => {
      live = false;
    };
  }, [load]);
  return loaded;
}
