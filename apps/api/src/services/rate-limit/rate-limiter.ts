/**
 * Counts attempts per key in fixed windows. Two implementations: in memory (one instance) and
 * Redis (shared by every instance, REDIS_URL). ADR 0013.
 */
export type RateLimitDecision = {
  /** Whether this attempt is within the limit. */
  allowed: boolean;
  /** Attempts counted in the current window, this one included. */
  count: number;
  /** Seconds until the window ends and the count starts again. */
  retryAfterSeconds: number;
};

export type RateLimiter = {
  /** Counts one attempt against `key` and says whether it is within `limit` for the window. */
  consume(key: string, limit: number, windowMs: number): Promise<RateLimitDecision>;
  /**
   * Takes back one attempt of the current window (an attempt that turned out not to count).
   * `windowMs` is the same window length `consume` was given.
   */
  refund(key: string, windowMs: number): Promise<void>;
  /** Forgets every attempt of `key`. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
};

type Window = { count: number; resetAt: number };

/** Above this many keys, expired windows are swept out on the next write. */
const sweepThreshold = 10_000;

/**
 * The in-memory limiter: exact within one process, lost on restart, not shared. `now` is the
 * clock in milliseconds (tests move it).
 */
export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, Window>();
  // The size at which the next sweep runs. After a sweep it is twice what survived, so a burst of
  // distinct keys whose windows are all still open (many clients in one minute) costs a linear
  // sweep now and then, not one on every write (issue 16: with a new client address per request,
  // tool routes slowed to a few hundred requests a second once 10,000 keys were held).
  let sweepAt = sweepThreshold;

  const sweep = (at: number) => {
    for (const [key, window] of windows) {
      if (window.resetAt <= at) windows.delete(key);
    }
    sweepAt = Math.max(sweepThreshold, windows.size * 2);
  };

  const current = (key: string, at: number): Window | undefined => {
    const window = windows.get(key);
    if (window && window.resetAt <= at) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  return {
    async consume(key, limit, windowMs) {
      const at = now();
      let window = current(key, at);
      if (!window) {
        if (windows.size >= sweepAt) sweep(at);
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return {
        allowed: window.count <= limit,
        count: window.count,
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)),
      };
    },
    async refund(key) {
      const window = current(key, now());
      if (window && window.count > 0) window.count -= 1;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}
