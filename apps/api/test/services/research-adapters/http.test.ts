import { describe, expect, it } from "vitest";
import {
  backoffMs,
  defaultRetryPolicy,
  endpointUrl,
  HostLimiter,
  realTiming,
  withRetries,
} from "../../../src/services/research/adapters/http";
import { ResearchSourceFailure } from "../../../src/services/research/ports";
import { virtualTiming } from "./helpers";

describe("backoffMs", () => {
  it.each([
    // attempt, random, delay: half of min(max, base × 2^(attempt−1)) fixed, half jittered
    [1, 0, 125],
    [1, 0.999, 250],
    [2, 0.5, 375],
    [3, 0, 500],
    [5, 0.999, 3998],
    [9, 0, 2000],
  ])("try %i, random %s → %i ms", (attempt, random, delay) => {
    expect(backoffMs(attempt, defaultRetryPolicy, () => random)).toBe(delay);
  });
});

describe("endpointUrl", () => {
  it.each([
    ["https://api.keepa.com", "/product", "https://api.keepa.com/product"],
    ["https://proxy.example/keepa", "/product", "https://proxy.example/keepa/product"],
    ["https://proxy.example/keepa/", "/product", "https://proxy.example/keepa/product"],
    [
      "http://127.0.0.1:9100",
      "/api/2017/suggestions",
      "http://127.0.0.1:9100/api/2017/suggestions",
    ],
  ])("%s + %s → %s", (base, path, url) => {
    expect(endpointUrl(base, path).toString()).toBe(url);
  });
});

describe("withRetries", () => {
  const fail = (kind: ResearchSourceFailure["kind"], retryAfter?: number) =>
    new ResearchSourceFailure("amazon", kind, kind, retryAfter);

  it.each([
    ["busy", 3],
    ["unavailable", 3],
    ["timeout", 3],
    ["malformed", 1],
    ["refused", 1],
    ["not-configured", 1],
  ] as const)("a %s failure is tried %i time(s)", async (kind, tries) => {
    const { timing } = virtualTiming();
    let calls = 0;
    await expect(
      withRetries(defaultRetryPolicy, timing, async () => {
        calls += 1;
        throw fail(kind);
      }),
    ).rejects.toMatchObject({ kind });
    expect(calls).toBe(tries);
  });

  it("passes other errors through untouched", async () => {
    const { timing } = virtualTiming();
    await expect(
      withRetries(defaultRetryPolicy, timing, async () => {
        throw new TypeError("a bug");
      }),
    ).rejects.toBeInstanceOf(TypeError);
  });

  it("waits the Retry-After it is given instead of the backoff", async () => {
    const { clock, timing } = virtualTiming();
    let calls = 0;
    const value = await withRetries(defaultRetryPolicy, timing, async () => {
      calls += 1;
      if (calls === 1) throw fail("busy", 3);
      return "ok";
    });
    expect(value).toBe("ok");
    expect(clock.slept).toEqual([3000]);
  });
});

describe("HostLimiter", () => {
  it("keeps at most maxConcurrent tasks in flight per host, and hosts apart", async () => {
    const limiter = new HostLimiter({ ratePerSecond: 10_000, burst: 100, maxConcurrent: 2 });
    const inFlight = new Map<string, number>();
    const peak = new Map<string, number>();
    const task = (host: string) => async () => {
      inFlight.set(host, (inFlight.get(host) ?? 0) + 1);
      peak.set(host, Math.max(peak.get(host) ?? 0, inFlight.get(host)!));
      await realTiming.sleep(5);
      inFlight.set(host, inFlight.get(host)! - 1);
      return host;
    };
    const results = await Promise.all([
      ...Array.from({ length: 6 }, () => limiter.run("a", task("a"))),
      ...Array.from({ length: 3 }, () => limiter.run("b", task("b"))),
    ]);
    expect(results.filter((host) => host === "a")).toHaveLength(6);
    expect(peak.get("a")).toBe(2);
    expect(peak.get("b")).toBe(2);
  });

  it("lets a burst through, then spaces starts at the rate", async () => {
    const clock = { ms: 0 };
    const slept: number[] = [];
    const limiter = new HostLimiter(
      { ratePerSecond: 50, burst: 3, maxConcurrent: 10 },
      {
        nowMs: () => clock.ms,
        sleep: async (ms) => {
          slept.push(ms);
        },
      },
    );
    await Promise.all(Array.from({ length: 6 }, () => limiter.run("a", async () => undefined)));
    // Three free tokens, then one every 20 ms, reserved in arrival order.
    expect(slept).toEqual([20, 40, 60]);
    clock.ms = 1000;
    slept.length = 0;
    await limiter.run("a", async () => undefined);
    expect(slept).toEqual([]);
  });

  it("frees the slot when a task fails", async () => {
    const limiter = new HostLimiter({ ratePerSecond: 1000, burst: 10, maxConcurrent: 1 });
    await expect(
      limiter.run("a", async () => {
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    await expect(limiter.run("a", async () => "next")).resolves.toBe("next");
  });
});
