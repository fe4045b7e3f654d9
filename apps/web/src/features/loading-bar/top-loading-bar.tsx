"use client";

import { LOADING_BAR } from "@inkforge/domain/constants";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { createProgress, type ProgressValue, progressSettings } from "./progress";

function isSameDocumentNavigation(anchor: HTMLAnchorElement, event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== "_self") return false;
  if (anchor.hasAttribute("download")) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/** The thin bar at the top of the page during client-side route changes. */
export function TopLoadingBar() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [value, setValue] = useState<ProgressValue>(null);
  const progress = useRef<ReturnType<typeof createProgress> | null>(null);

  useEffect(() => {
    const controller = createProgress(setValue);
    progress.current = controller;
    function onClick(event: MouseEvent) {
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (anchor instanceof HTMLAnchorElement && isSameDocumentNavigation(anchor, event)) {
        controller.start();
      }
    }
    document.addEventListener("click", onClick, true);
    // The bar hydrates in its own Suspense boundary, possibly after the rest of the page: a click
    // before this line is a full page load with no bar. Journeys wait for the mark.
    document.documentElement.dataset.loadingBar = "ready";
    return () => {
      document.removeEventListener("click", onClick, true);
      delete document.documentElement.dataset.loadingBar;
      controller.dispose();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the route change itself is the signal.
  useEffect(() => {
    progress.current?.done();
  }, [pathname, searchParams]);

  if (value === null) return null;
  return (
    <div
      aria-hidden
      data-testid="top-loading-bar"
      className="pointer-events-none fixed left-0 top-0 z-[110] bg-ember-500"
      style={{
        height: LOADING_BAR.height,
        width: `${value * 100}%`,
        transition: `width ${progressSettings.speed}ms ease`,
      }}
    />
  );
}
