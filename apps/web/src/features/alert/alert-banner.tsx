"use client";

import { clsx as cn } from "clsx";
import { X } from "lucide-react";
import { useSyncExternalStore } from "react";
import { alertStore, closedAlert } from "./alert-store";

const severityClasses = {
  error: "border-red-300 bg-red-50 text-red-900",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  info: "border-sky-300 bg-sky-50 text-sky-900",
  success: "border-emerald-300 bg-emerald-50 text-emerald-900",
} as const;

/** The global alert: one message at a time, shown above the page content. */
export function AlertBanner() {
  const alert = useSyncExternalStore(alertStore.subscribe, alertStore.getState, () => closedAlert);
  if (!alert.isOpen) return null;
  return (
    <div
      role="alert"
      className={cn(
        "fixed left-1/2 top-4 z-[90] w-[min(36rem,calc(100%-2rem))] -translate-x-1/2 rounded-lg border p-4 pr-10 shadow-lg",
        severityClasses[alert.severity],
      )}
    >
      <p className="font-semibold">{alert.title}</p>
      <p className="mt-1 text-sm">{alert.message}</p>
      <button
        type="button"
        onClick={() => alertStore.close()}
        aria-label="Dismiss alert"
        className="absolute right-2 top-2 rounded p-1 opacity-70 hover:opacity-100"
      >
        <X aria-hidden className="h-4 w-4" />
      </button>
    </div>
  );
}
