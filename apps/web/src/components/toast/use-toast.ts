"use client";

import { useSyncExternalStore } from "react";
import { toastStore } from "@/components/toast/toast-store";

export function useToasts() {
  return useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getState,
    toastStore.getInitialState,
  );
}
