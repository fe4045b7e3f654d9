import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint } from "./after-first-paint";
import { useLazyModule } from "./use-lazy-module";

/** A browser with paint timing whose first paint happens when the test says so. */
function fakePaintTiming() {
  const entries: { name: string }[] = [];
  const observers: (() => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ["paint", "resource"];
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  vi.spyOn(performance, "getEntriesByName").mockImplementation(
    (name) => entries.filter((entry) => entry.name === name) as PerformanceEntryList,
  );
  return {
    paint(name: string) {
      entries.push({ name });
      for (const notify of [...observers]) notify();
    },
    observing: () => observers.length,
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe("afterFirstPaint", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("waits for the first contentful paint, not the first paint of the background", async () => {
    vi.useFakeTimers();
    const browser = fakePaintTiming();
    const waiting = afterFirstPaint();
    expect(await settled(waiting)).toBe(false);
    browser.paint("first-paint");
    expect(await settled(waiting)).toBe(false);
    browser.paint("first-contentful-paint");
    expect(await settled(waiting)).toBe(true);
    expect(browser.observing()).toBe(0);
  });

  it("resolves at once on a page already painted", async () => {
    vi.useFakeTimers();
    const browser = fakePaintTiming();
    browser.paint("first-contentful-paint");
    expect(await settled(afterFirstPaint())).toBe(true);
  });

  it("gives up waiting after the fallback on a page that never paints", async () => {
    vi.useFakeTimers();
    const browser = fakePaintTiming();
    const waiting = afterFirstPaint(3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
    expect(browser.observing()).toBe(0);
  });

  it("waits for a frame where there is no paint timing", async () => {
    vi.useFakeTimers();
    vi.stubGlobal("PerformanceObserver", { supportedEntryTypes: ["resource"] });
    const waiting = afterFirstPaint();
    await vi.advanceTimersByTimeAsync(50);
    expect(await settled(waiting)).toBe(true);
  });
});

describe("useLazyModule", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("starts the download after the first contentful paint, not when the page hydrates", async () => {
    vi.useFakeTimers();
    const browser = fakePaintTiming();
    const load = vi.fn(async () => ({ answer: 42 }));
    const { result } = renderHook(() => useLazyModule(load));
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      browser.paint("first-contentful-paint");
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(load).toHaveBeenCalledOnce();
    expect(result.current).toEqual({ answer: 42 });
  });
});
