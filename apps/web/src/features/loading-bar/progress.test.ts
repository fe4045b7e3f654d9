// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createProgress, progressSettings } from "./progress";

describe("loading bar progress", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("uses the spec's settings", () => {
    expect(progressSettings).toEqual({
      minimum: 0.08,
      speed: 200,
      trickleRate: 0.02,
      trickleSpeed: 800,
      stopDelayMs: 200,
    });
  });

  it("starts at the minimum, trickles every 800 ms and never completes alone", () => {
    const values: (number | null)[] = [];
    const progress = createProgress((v) => values.push(v), { random: () => 1 });
    progress.start();
    expect(progress.value).toBe(0.08);
    vi.advanceTimersByTime(799);
    expect(progress.value).toBe(0.08);
    vi.advanceTimersByTime(1);
    expect(progress.value).toBeGreaterThan(0.08);
    vi.advanceTimersByTime(800 * 1000);
    expect(progress.value).toBeLessThan(1);
  });

  it("fills on done and hides after speed + stop delay", () => {
    const progress = createProgress(() => {});
    progress.start();
    progress.done();
    expect(progress.value).toBe(1);
    vi.advanceTimersByTime(399);
    expect(progress.value).toBe(1);
    vi.advanceTimersByTime(1);
    expect(progress.value).toBeNull();
  });

  it("done without start does nothing", () => {
    const onChange = vi.fn();
    createProgress(onChange).done();
    expect(onChange).not.toHaveBeenCalled();
  });
});
