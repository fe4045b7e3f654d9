"use client";

import { useLazyModule } from "@/lib/use-lazy-module";

const loadHost = () => import("./popup-host");

/**
 * The popup manager every page has (spec §2.2). Only this stub is in the page's bundle: the
 * rules, the dialogs and the catalogue copy arrive after the first paint (decision 0054).
 */
export function PopupManager({ cookieDomain }: { cookieDomain: string | null }) {
  const host = useLazyModule(loadHost);
  return host ? <host.PopupHost cookieDomain={cookieDomain} /> : null;
}
