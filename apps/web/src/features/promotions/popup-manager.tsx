"use client";

import { useEffect, useState } from "react";
import { useLazyModule } from "@/lib/use-lazy-module";

const loadHost = () => import("./popup-host");

/** The cookie that turns popups on in an `opt-in` build (NEXT_PUBLIC_PROMOTION_POPUPS). */
const POPUPS_OPT_IN_COOKIE = "inkforge_popups=on";

/**
 * The popup manager every page has (spec §2.2). Only this stub is in the page's bundle: the
 * rules, the dialogs and the catalogue copy arrive after the first paint (decision 0054).
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
