"use client";

import { useSyncExternalStore } from "react";
import { toastStore } from "./toast-store";

const emptyState = { toasts: [] };

export function useToasts() {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getState, () => emptyState);
}
