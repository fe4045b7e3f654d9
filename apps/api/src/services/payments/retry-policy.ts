/*
 * The one retry policy of the live payment adapters (decision 0031). Stripe's SDK runs with its
 * own retries off and PayPal's client has none of its own: both repeat a failed call only through
 * `withRetries`, so the two providers cannot drift apart on when a payment request is re-sent.
 *
 * The rule: a request that got no answer may be re-sent (every POST carries an idempotency key,
 * so the provider replays its first result); a provider's explicit hint (Stripe-Should-Retry)
 * decides; otherwise only calls marked `retryOn5xx` (reads, verification, the token) are repeated
 * after a 5xx. A POST that got a 5xx is not blindly repeated: Stripe stores a 5xx under its key
 * and would replay it, and PayPal may already have acted on it.
 */

import { type Backoff, backoffDelayMs, retryOutbound } from "../outbound-http";

/** How one failed attempt ended, as far as retrying is concerned. */
export type FailedAttempt =
  | { answered: false }
  | { answered: true; status: number; retryHint?: boolean | undefined };

export type RetryOptions = {
  /** Extra attempts after the first. Default 2. */
  maxRetries?: number;
  /** Injected by tests to skip the waits. */
  sleep?: (ms: number) => Promise<void>;
};

const DEFAULT_MAX_RETRIES = 2;

/** 150–300 ms, 300–600 ms, then up to 1–2 s. */
const PAYMENT_BACKOFF: Backoff = { baseDelayMs: 300, maxDelayMs: 2_000 };

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The wait before retry number `retry` (1 = the first). */
export function backoffMs(retry: number): number {
  return backoffDelayMs(retry, PAYMENT_BACKOFF, Math.random);
}

export function mayRetry(failure: FailedAttempt, retryOn5xx: boolean): boolean {
  if (!failure.answered) return true;
  if (failure.retryHint !== undefined) return failure.retryHint;
  return retryOn5xx && failure.status >= 500;
}

/**
 * Runs `call`, repeating it while `describe` says the error is a transport or HTTP failure the
 * rule above allows to repeat. `describe` answers undefined for anything else (thrown at once).
 * The loop is every outbound client's (`retryOutbound`); the rule is the payments'.
 */
export async function withRetries<T>(
  call: () => Promise<T>,
  {
    describe,
    retryOn5xx,
    maxRetries = DEFAULT_MAX_RETRIES,
    sleep = defaultSleep,
  }: RetryOptions & {
    describe: (error: unknown) => FailedAttempt | undefined;
    retryOn5xx: boolean;
  },
): Promise<T> {
  return retryOutbound(call, {
    maxAttempts: maxRetries + 1,
    sleep,
    waitBeforeRetry: (error, retry) => {
      const failure = describe(error);
      return failure !== undefined && mayRetry(failure, retryOn5xx) ? backoffMs(retry) : undefined;
    },
  });
}
