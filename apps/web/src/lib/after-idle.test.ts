// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterIdle, loadInSteps, resetAfterIdle } from "./after-idle";

beforeEach(() => {
  vi.useFakeTimers();
  resetAfterIdle();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("afterIdle", () => {
  it("asks for one idle callback however many wait, and resolves them all from it", async () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => callbacks.push(callback));
    let resolved = 0;
    for (const wait of [afterIdle(), afterIdle(), afterIdle()]) void wait.then(() => resolved++);
    await vi.advanceTimersByTimeAsync(50);
    expect(callbacks).toHaveLength(1);
    expect(resolved).toBe(0);
    callbacks[0]?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved).toBe(3);
  });

  it("passes the timeout on, so a page that is never idle still gets its work", async () => {
    const timeouts: number[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: () => void, options: { timeout: number }) => {
      timeouts.push(options.timeout);
      setTimeout(callback, options.timeout);
    });
    let done = false;
    void afterIdle(1500).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(600);
    expect(done).toBe(true);
    expect(timeouts).toEqual([1500]);
  });
});

describe("loadInSteps", () => {
  it("loads each step in a task of its own, in order, then the module", async () => {
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => setTimeout(callback, 0));
    const log: string[] = [];
    const loading = loadInSteps(
      [
        async () => {
          log.push("step 1");
          // Something else the page queued meanwhile (an input, a render) gets its turn.
          setTimeout(() => log.push("another task"), 0);
        },
        async () => {
          log.push("step 2");
        },
      ],
      async () => {
        log.push("module");
        return "the module";
      },
    );
    await vi.advanceTimersByTimeAsync(100);
    await expect(loading).resolves.toBe("the module");
    expect(log).toEqual(["step 1", "another task", "step 2", "module"]);
  });
});
