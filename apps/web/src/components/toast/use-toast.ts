"use client";

import { useSyncExternalStore } from "react";
import { toastStore } from "@/components/toast/toast-store";

const emptyState = { toasts: [] };

export function useToasts() {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getState, () => emptyState);
}
