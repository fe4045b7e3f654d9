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
