"use client";

import { useAuth } from "@/lib/auth/use-auth";
import { useLazyModule } from "@/lib/use-lazy-module";

// Signed-in only: the monitors' list and form load once a session is there (decision 0087).
const loadMonitors = () => import("./keyword-monitors");

/** `KeywordMonitors` for a signed-in user, loaded after the page; nothing for a visitor. */
export function KeywordMonitorsSlot() {
  const auth = useAuth();
  return auth.status === "authenticated" ? <LazyMonitors /> : null;
}

function LazyMonitors() {
  const monitors = useLazyModule(loadMonitors);
  return monitors ? <monitors.KeywordMonitors /> : null;
}
