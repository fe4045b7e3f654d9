import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import {
  describePayPalFailure,
  PayPalApiError,
  PayPalConnectionError,
} from "../../src/services/payments/paypal/paypal-client";
import {
  backoffMs,
  type FailedAttempt,
  mayRetry,
  withRetries,
} from "../../src/services/payments/retry-policy";
import { describeStripeFailure } from "../../src/services/payments/stripe/stripe-client";

describe("mayRetry: the one rule for both providers", () => {
  const cases: Array<{
    name: string;
    failure: FailedAttempt;
    retryOn5xx: boolean;
    retry: boolean;
  }> = [
    { name: "no answer, POST", failure: { answered: false }, retryOn5xx: false, retry: true },
    { name: "no answer, GET", failure: { answered: false }, retryOn5xx: true, retry: true },
    {
      name: "500 on a GET",
      failure: { answered: true, status: 500 },
      retryOn5xx: true,
      retry: true,
    },
    {
      name: "503 on a POST",
      failure: { answered: true, status: 503 },
      retryOn5xx: false,
      retry: false,
    },
    {
      name: "499 on a GET",
      failure: { answered: true, status: 499 },
      retryOn5xx: true,
      retry: false,
    },
    {
      name: "429 on a GET",
      failure: { answered: true, status: 429 },
      retryOn5xx: true,
      retry: false,
    },
    {
      name: "500 on a GET, provider says do not retry",
      failure: { answered: true, status: 500, retryHint: false },
      retryOn5xx: true,
      retry: false,
    },
    {
      name: "500 on a POST, provider says retry",
      failure: { answered: true, status: 500, retryHint: true },
      retryOn5xx: false,
      retry: true,
    },
    {
      name: "409 on a POST, provider says retry",
      failure: { answered: true, status: 409, retryHint: true },
      retryOn5xx: false,
      retry: true,
    },
  ];

  it.each(cases)("$name → $retry", ({ failure, retryOn5xx, retry }) => {
    expect(mayRetry(failure, retryOn5xx)).toBe(retry);
  });

  it("backs off with jitter, growing, never beyond 2 s", () => {
    for (let retry = 1; retry <= 6; retry += 1) {
      const base = Math.min(300 * 2 ** (retry - 1), 2_000);
      const wait = backoffMs(retry);
      expect(wait).toBeGreaterThanOrEqual(base / 2);
      expect(wait).toBeLessThanOrEqual(base);
    }
  });
});

describe("withRetries", () => {
  const sleeps: number[] = [];
  const sleep = async (ms: number) => {
    sleeps.push(ms);
  };
  const describeFailure = (error: unknown): FailedAttempt | undefined =>
    error instanceof PayPalConnectionError ? { answered: false } : undefined;

  it("repeats up to maxRetries more times, waiting between attempts, then throws the last error", async () => {
    sleeps.length = 0;
    let attempts = 0;
    const call = async () => {
      attempts += 1;
      throw new PayPalConnectionError(`attempt ${attempts}`);
    };
    await expect(
      withRetries(call, { describe: describeFailure, retryOn5xx: true, maxRetries: 2, sleep }),
    ).rejects.toThrow("attempt 3");
    expect(attempts).toBe(3);
    expect(sleeps).toHaveLength(2);
  });

  it("answers as soon as an attempt succeeds, and throws other errors at once", async () => {
    let attempts = 0;
    const flaky = async () => {
      attempts += 1;
      if (attempts < 2) throw new PayPalConnectionError("dropped");
      return "ok";
    };
    await expect(
      withRetries(flaky, { describe: describeFailure, retryOn5xx: false, sleep }),
    ).resolves.toBe("ok");

    let bugs = 0;
    const buggy = async () => {
      bugs += 1;
      throw new TypeError("a bug, not a transport failure");
    };
    await expect(
      withRetries(buggy, { describe: describeFailure, retryOn5xx: true, sleep }),
    ).rejects.toThrow(TypeError);
    expect(bugs).toBe(1);
  });
});

describe("how each provider's failures read to the policy", () => {
  it("Stripe: the SDK's connection errors are unanswered; API errors carry status and hint", () => {
    expect(
      describeStripeFailure(new Stripe.errors.StripeConnectionError({ message: "down" })),
    ).toEqual({ answered: false });
    expect(
      describeStripeFailure(
        new Stripe.errors.StripeAPIError({
          message: "boom",
          statusCode: 500,
          headers: { "stripe-should-retry": "false" },
        }),
      ),
    ).toEqual({ answered: true, status: 500, retryHint: false });
    expect(
      describeStripeFailure(
        new Stripe.errors.StripeInvalidRequestError({ message: "bad", statusCode: 400 }),
      ),
    ).toEqual({ answered: true, status: 400, retryHint: undefined });
    expect(describeStripeFailure(new RangeError("not an id"))).toBeUndefined();
  });

  it("PayPal: connection errors are unanswered; API errors carry their status", () => {
    expect(describePayPalFailure(new PayPalConnectionError("down"))).toEqual({ answered: false });
    expect(
      describePayPalFailure(
        new PayPalApiError({ status: 503, errorName: "INTERNAL_SERVICE_ERROR", message: "x" }),
      ),
    ).toEqual({ answered: true, status: 503 });
    expect(describePayPalFailure(new TypeError("x"))).toBeUndefined();
  });
});
