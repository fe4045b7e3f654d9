// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAlertStore } from "./alert-store";

describe("alert store", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("is closed by default", () => {
    expect(createAlertStore().getState().isOpen).toBe(false);
  });

  it("opens with the spec defaults", () => {
    const store = createAlertStore();
    store.open({});
    expect(store.getState()).toEqual({
      isOpen: true,
      title: "Error Occurred",
      message: "Something went wrong",
      timeout: 5000,
      severity: "error",
    });
  });

  it("opens with the given title, message, severity and timeout", () => {
    const store = createAlertStore();
    store.open({ title: "T", message: "M", severity: "warning", timeout: 3000 });
    expect(store.getState()).toEqual({
      isOpen: true,
      title: "T",
      message: "M",
      severity: "warning",
      timeout: 3000,
    });
  });

  it("closes by itself after its timeout", () => {
    const store = createAlertStore();
    store.open();
    vi.advanceTimersByTime(4999);
    expect(store.getState().isOpen).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().isOpen).toBe(false);
  });

  it("close resets every field", () => {
    const store = createAlertStore();
    store.open({ title: "T", message: "M", severity: "info", timeout: 0 });
    store.close();
    expect(store.getState()).toEqual({
      isOpen: false,
      title: "Error Occurred",
      message: "Something went wrong",
      timeout: 5000,
      severity: "error",
    });
  });

  it("a newer alert restarts the timer", () => {
    const store = createAlertStore();
    store.open({ timeout: 1000 });
    vi.advanceTimersByTime(900);
    store.open({ message: "second", timeout: 1000 });
    vi.advanceTimersByTime(900);
    expect(store.getState()).toMatchObject({ isOpen: true, message: "second" });
  });
});
