"use client";

import { useEffect, useState } from "react";
import { loadInSteps } from "@/lib/after-idle";
import { useLazyModule } from "@/lib/use-lazy-module";

// After the page is idle, in steps: the popup rules with the shop catalogue they price from, then
// the host and its dialogs. Loaded at once they were one task of 350–400 ms on a throttled phone,
// the longest of a page's start (issue 26, decision 0167). None of it loads zod (decision 0171)
// or sets up the browser's number formatting (decision 0172).
const loadHost = () =>
  loadInSteps(
    [() => import("@inkforge/domain/promotions/popup-choice")],
    () => import("./popup-host"),
  );

/** The cookie that turns popups on in an `opt-in` build (NEXT_PUBLIC_PROMOTION_POPUPS). */
const POPUPS_OPT_IN_COOKIE = "inkforge_popups=on";

/**
 * The popup manager every page has (spec §2.2). Only this stub is in the page's bundle: the
 * rules, the dialogs and the catalogue copy arrive once the page has painted and gone idle
 * (decisions 0054, 0167).
 */
export function PopupManager({
  cookieDomain,
  mode = "on",
}: {
  cookieDomain: string | null;
  mode?: "on" | "opt-in";
}) {
  const [enabled, setEnabled] = useState(mode === "on");
  useEffect(() => {
    if (mode === "opt-in") setEnabled(document.cookie.split("; ").includes(POPUPS_OPT_IN_COOKIE));
  }, [mode]);
  return enabled ? <LazyHost cookieDomain={cookieDomain} /> : null;
}

function LazyHost({ cookieDomain }: { cookieDomain: string | null }) {
  const host = useLazyModule(loadHost);
  return host ? <host.PopupHost cookieDomain={cookieDomain} /> : null;
}
