import { describe, expect, it } from "vitest";
import {
  isTimeoutError,
  MAX_RETRY_AFTER_SECONDS,
  parseRetryAfter,
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
