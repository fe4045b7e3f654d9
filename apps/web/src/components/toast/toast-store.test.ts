// @vitest-environment node
import { TOAST_REMOVE_DELAY_MS } from "@inkforge/domain/constants";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createToastStore, toastReducer } from "@/components/toast/toast-store";

describe("toast store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("keeps one toast: a new toast replaces the old one", () => {
    const store = createToastStore();
    store.toast({ title: "a" });
    store.toast({ title: "b" });
    const { toasts } = store.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: "b", open: true });
    expect(typeof toasts[0]?.id).toBe("string");
  });

  it("dismiss closes the toast and removes it only after 1,000,000 ms", () => {
    const store = createToastStore();
    const { id, dismiss } = store.toast({ title: "saved" });
    dismiss();
    expect(store.getState().toasts).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toEqual([]);
  });

  it("gives the server's snapshot until the first toast, the same object, so hydration renders once", () => {
    const store = createToastStore();
    // useSyncExternalStore compares by identity: an equal but new object would make React render
    // every page again at once after hydrating it.
    expect(store.getState()).toBe(store.getInitialState());
    store.toast({ title: "saved" });
    expect(store.getState()).not.toBe(store.getInitialState());
    expect(store.getInitialState()).toEqual({ toasts: [] });
  });

  it("notifies subscribers and stops after unsubscribe", () => {
    const store = createToastStore();
    const seen: number[] = [];
    const unsubscribe = store.subscribe((state) => seen.push(state.toasts.length));
    store.toast({ title: "x" });
    unsubscribe();
    store.toast({ title: "y" });
    expect(seen).toEqual([1]);
  });

  it.each([
    [{ type: "dismiss" } as const, [false, false]],
    [{ type: "dismiss", id: "1" } as const, [false, true]],
  ])("reducer %j sets open flags", (action, expected) => {
    const state = {
      toasts: [
        { id: "1", open: true },
        { id: "2", open: true },
      ],
    };
    expect(toastReducer(state, action).toasts.map((t) => t.open)).toEqual(expected);
  });
});
