import { describe, expect, it } from "vitest";
import {
  backoffDelayMs,
  isTimeoutError,
  MAX_RETRY_AFTER_SECONDS,
  parseRetryAfter,
  retryOutbound,
} from "../../src/services/outbound-http";

// The one Retry-After reader and timeout classifier every outbound client uses (decision 0092).

describe("parseRetryAfter", () => {
  const now = new Date("2026-11-27T10:00:00Z");
  it.each([
    ["seconds", "30", 30],
    ["seconds with spaces", " 0 ", 0],
    ["an HTTP date ahead", "Fri, 27 Nov 2026 10:00:45 GMT", 45],
    ["an HTTP date of now", "Fri, 27 Nov 2026 10:00:00 GMT", 0],
    ["an HTTP date in the past", "Fri, 27 Nov 2026 09:00:00 GMT", 0],
    ["the obsolete RFC 850 date", "Friday, 27-Nov-26 10:01:00 GMT", 60],
    ["garbage", "soon", undefined],
    ["negative seconds", "-5", undefined],
    ["a fraction", "1.5", undefined],
    ["empty", "", undefined],
    ["absent", null, undefined],
    ["too large seconds", "99999999999999999999", MAX_RETRY_AFTER_SECONDS],
    ["a day and a second", String(MAX_RETRY_AFTER_SECONDS + 1), MAX_RETRY_AFTER_SECONDS],
    ["exactly a day", String(MAX_RETRY_AFTER_SECONDS), MAX_RETRY_AFTER_SECONDS],
    ["a date years ahead", "Sat, 27 Nov 2100 10:00:00 GMT", MAX_RETRY_AFTER_SECONDS],
  ])("%s (%j) → %s", (_, header, seconds) => {
    expect(parseRetryAfter(header, now)).toBe(seconds);
  });
});

describe("isTimeoutError", () => {
  it.each([
    ["AbortSignal.timeout's error", new DOMException("late", "TimeoutError"), true],
    ["an aborted controller's error", new DOMException("stop", "AbortError"), true],
    ["another DOMException", new DOMException("bad", "SyntaxError"), false],
    ["a network error", new TypeError("fetch failed"), false],
    ["not an error", "TimeoutError", false],
  ])("%s → %s", (_, error, timedOut) => {
    expect(isTimeoutError(error)).toBe(timedOut);
  });

  it("classifies what a fetch past its deadline really throws", async () => {
    const signal = AbortSignal.timeout(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const thrown = await fetch("http://127.0.0.1:9/", { signal }).catch((error: unknown) => error);
    expect(isTimeoutError(thrown)).toBe(true);
  });
});

describe("backoffDelayMs", () => {
  const backoff = { baseDelayMs: 250, maxDelayMs: 4_000 };
  it.each([
    [1, 0, 125],
    [1, 0.999, 250],
    [2, 0, 250],
    [3, 0.5, 750],
    [5, 0, 2_000],
    [6, 0.999, 3_998],
    [20, 0, 2_000],
  ])("retry %i with random %f waits %i ms", (retry, random, expected) => {
    expect(backoffDelayMs(retry, backoff, () => random)).toBe(expected);
  });
});

describe("retryOutbound, the one retry loop", () => {
  const waits: number[] = [];
  const sleep = async (ms: number) => {
    waits.push(ms);
  };

  it("tries again after each wait the rule gives, and answers the first success", async () => {
    waits.length = 0;
    const tries: number[] = [];
    const value = await retryOutbound(
      async (tryNumber) => {
        tries.push(tryNumber);
        if (tryNumber < 3) throw new Error("busy");
        return "answer";
      },
      { maxAttempts: 3, sleep, waitBeforeRetry: (_error, retry) => retry * 100 },
    );
    expect(value).toBe("answer");
    expect(tries).toEqual([1, 2, 3]);
    expect(waits).toEqual([100, 200]);
  });

  it("throws the last error once the tries run out, without asking the rule", async () => {
    waits.length = 0;
    const asked: number[] = [];
    const failing = retryOutbound(
      async (tryNumber) => {
        throw new Error(`try ${tryNumber}`);
      },
      {
        maxAttempts: 2,
        sleep,
        waitBeforeRetry: (_error, retry) => {
          asked.push(retry);
          return 10;
        },
      },
    );
    await expect(failing).rejects.toThrow("try 2");
    expect(asked).toEqual([1]);
    expect(waits).toEqual([10]);
  });

  it("throws at once when the rule says the error is not worth repeating", async () => {
    waits.length = 0;
    let tries = 0;
    const failing = retryOutbound(
      async () => {
        tries += 1;
        throw new Error("refused");
      },
      { maxAttempts: 5, sleep, waitBeforeRetry: () => undefined },
    );
    await expect(failing).rejects.toThrow("refused");
    expect(tries).toBe(1);
    expect(waits).toEqual([]);
  });
});
