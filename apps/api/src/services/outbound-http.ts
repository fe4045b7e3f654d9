/*
 * What every outbound HTTP client (translation, research sources, language model, trademark
 * search) reads from a failed exchange, defined once (issue 25, decision 0092): the server's
 * `Retry-After`, and whether a thrown fetch error was our deadline rather than the network.
 */

/**
 * The longest wait a `Retry-After` is taken at: beyond a day the value is more likely a mistake
 * than a plan, and a caller that waited it would look hung.
 */
export const MAX_RETRY_AFTER_SECONDS = 86_400;

/**
 * `Retry-After` in whole seconds from `now` (RFC 9110 §10.2.3: delay-seconds or an HTTP date),
 * capped at a day; undefined when absent or not one of the two forms (a negative number, a
 * fraction, words). A date in the past is 0: try now.
 */
export function parseRetryAfter(header: string | null | undefined, now: Date): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Math.min(Number(value), MAX_RETRY_AFTER_SECONDS);
  // Date.parse reads "-5" or "1.5" as dates; an HTTP date always names its day and month.
  if (!/^[A-Za-z]/.test(value)) return undefined;
  const at = Date.parse(value);
  if (Number.isNaN(at)) return undefined;
  return Math.min(Math.max(0, Math.ceil((at - now.getTime()) / 1000)), MAX_RETRY_AFTER_SECONDS);
}

/**
 * Whether a fetch (or reading its body) failed because its signal fired: `AbortSignal.timeout`
 * throws TimeoutError, an AbortController that a deadline aborts throws AbortError.
 */
export function isTimeoutError(error: unknown): boolean {
  return (
    error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")
  );
}

/** How a client spaces its tries: exponential from `baseDelayMs`, never above `maxDelayMs`. */
export type Backoff = { baseDelayMs: number; maxDelayMs: number };

/**
 * The wait before retry number `retry` (1 = the first retry): the capped exponential step with
 * "equal jitter", half of it fixed and half random, so clients that failed together do not all
 * come back at once.
 */
export function backoffDelayMs(retry: number, backoff: Backoff, random: () => number): number {
  const ceiling = Math.min(backoff.maxDelayMs, backoff.baseDelayMs * 2 ** (retry - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * The one retry loop of every outbound client (payments and research sources): runs `attempt`
 * (its try number, from 1) until it succeeds, the tries run out, or `waitBeforeRetry` answers
 * undefined for the error, which is then thrown. What may be repeated differs by client (a POST to
 * a payment provider is not blindly re-sent; a research source's Retry-After is waited for), so
 * each passes its own rule; the loop, the counting and the waiting are here.
 */
export async function retryOutbound<T>(
  attempt: (tryNumber: number) => Promise<T>,
  {
    maxAttempts,
    waitBeforeRetry,
    sleep,
  }: {
    maxAttempts: number;
    /** Milliseconds to wait before retry number `retry`, or undefined to throw `error` now. */
    waitBeforeRetry: (error: unknown, retry: number) => number | undefined;
    sleep: (ms: number) => Promise<void>;
  },
): Promise<T> {
  for (let tryNumber = 1; ; tryNumber += 1) {
    try {
      return await attempt(tryNumber);
    } catch (error) {
      const wait = tryNumber >= maxAttempts ? undefined : waitBeforeRetry(error, tryNumber);
      if (wait === undefined) throw error;
      await sleep(wait);
    }
  }
}
