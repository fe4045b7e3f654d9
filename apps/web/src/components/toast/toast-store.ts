import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "@inkforge/domain/constants";
import type * as React from "react";

type ToastVariant = "default" | "success" | "error";

export type Toast = {
  id: string;
  open: boolean;
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  /** Milliseconds before the toast closes itself; the Toaster's default applies when absent. */
  duration?: number;
};

export type ToastState = { toasts: Toast[] };

export type ToastAction =
  | { type: "add"; toast: Toast }
  | { type: "update"; toast: Partial<Toast> & { id: string } }
  | { type: "dismiss"; id?: string }
  | { type: "remove"; id?: string };

/** Pure state transitions; the limit keeps the newest toast only (spec: one visible). */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case "add":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "update":
      return {
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case "dismiss":
      return {
        toasts: state.toasts.map((t) =>
          action.id === undefined || t.id === action.id ? { ...t, open: false } : t,
        ),
      };
    case "remove":
      return {
        toasts: action.id === undefined ? [] : state.toasts.filter((t) => t.id !== action.id),
      };
  }
}

type Listener = (state: ToastState) => void;

/**
 * A tiny store shared by every component. Dismissed toasts stay in the store (closed) until the
 * removal delay passes, so Radix can play the exit animation.
 */
export function createToastStore(
  timers: Pick<typeof globalThis, "setTimeout" | "clearTimeout"> = globalThis,
) {
  const initialState: ToastState = { toasts: [] };
  let state = initialState;
  let counter = 0;
  const listeners = new Set<Listener>();
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

  function dispatch(action: ToastAction) {
    state = toastReducer(state, action);
    for (const listener of listeners) listener(state);
  }

  function scheduleRemoval(id: string) {
    if (removalTimers.has(id)) return;
    const timer = timers.setTimeout(() => {
      removalTimers.delete(id);
      dispatch({ type: "remove", id });
    }, TOAST_REMOVE_DELAY_MS);
    removalTimers.set(id, timer);
  }

  function dismiss(id?: string) {
    const targets = id === undefined ? state.toasts.map((t) => t.id) : [id];
    for (const target of targets) scheduleRemoval(target);
    dispatch({ type: "dismiss", id });
  }

  function toast(input: Omit<Toast, "id" | "open">) {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    dispatch({ type: "add", toast: { ...input, id, open: true } });
    return { id, dismiss: () => dismiss(id) };
  }

  return {
    getState: () => state,
    /**
     * What the server rendered: the very object `getState` returns until the first toast, so
     * hydration finds the snapshot unchanged and React need not render the page again at once.
     */
    getInitialState: () => initialState,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toast,
    dismiss,
  };
}

export const toastStore = createToastStore();
export const toast = toastStore.toast;
