import {
  backoffDelayMs,
  isTimeoutError,
  parseRetryAfter,
  retryOutbound,
} from "../../outbound-http";
import { ResearchSourceFailure, type ResearchSourceId } from "../ports";

/*
 * What the real research adapters share (decision 0064): one HTTP exchange with a deadline and
 * every failure classified into ResearchSourceFailure, retries with exponential backoff and jitter
 * that honour Retry-After, and a per-host limiter (in-flight cap plus a token bucket) so a seed
 * expansion never hammers one host. Time is injected, so tests run in milliseconds.
 */

export type Timing = {
  now: () => Date;
  sleep: (ms: number) => Promise<void>;
  /** In [0, 1); the jitter of each backoff. */
  random: () => number;
};

export const realTiming: Timing = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  random: Math.random,
};

export type RetryPolicy = {
  /** Tries in all, the first included. */
  maxAttempts: number;
  /** The first backoff; each further one doubles, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** A Retry-After longer than this is not waited for: the call fails as busy at once. */
  maxRetryAfterMs: number;
};

export const defaultRetryPolicy: RetryPolicy = {
  maxAttempts: 3,
  baseDelayMs: 250,
  maxDelayMs: 4_000,
  maxRetryAfterMs: 10_000,
};

export type HttpRequest = {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  timeoutMs: number;
};

export type HttpAnswer = { status: number; headers: Headers; text: string };

/** One exchange: the answer of any status, or a timeout/unavailable failure. */
export async function sendOnce(
  source: ResearchSourceId,
  request: HttpRequest,
): Promise<HttpAnswer> {
  try {
    const response = await fetch(request.url, {
      method: request.method ?? "GET",
      headers: {
        accept: "application/json",
        ...(request.body === undefined ? {} : { "content-type": "application/json" }),
        ...request.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    // The same signal bounds reading the body, so a server that stalls mid-answer times out too.
    const text = await response.text();
    return { status: response.status, headers: response.headers, text };
  } catch (error) {
    if (isTimeoutError(error)) {
      throw new ResearchSourceFailure(
        source,
        "timeout",
        `no answer within ${request.timeoutMs} ms`,
      );
    }
    throw new ResearchSourceFailure(source, "unavailable", `request failed: ${String(error)}`);
  }
}

/** Whether an answer is a web page (a robot check, a sign-in page, an error page) rather than JSON. */
function isHtmlAnswer(answer: HttpAnswer): boolean {
  const type = answer.headers.get("content-type") ?? "";
  return /html/i.test(type) || /^\s*</.test(answer.text);
}

/**
 * The parsed JSON of a 2xx answer, or the failure the answer means: 429 busy (with Retry-After),
 * 5xx unavailable, other 4xx refused, a web page or a body that is not JSON malformed. A robot
 * check (captcha) is malformed whatever its status, so it is never retried into a longer block.
 */
export function parseAnswer(source: ResearchSourceId, answer: HttpAnswer, now: Date): unknown {
  const html = isHtmlAnswer(answer);
  if (html && /captcha|robot/i.test(answer.text)) {
    throw new ResearchSourceFailure(
      source,
      "malformed",
      `answered a robot check (${answer.status})`,
    );
  }
  if (answer.status === 429) {
    throw new ResearchSourceFailure(
      source,
      "busy",
      "answered 429",
      parseRetryAfter(answer.headers.get("retry-after"), now),
    );
  }
  if (answer.status >= 500) {
    throw new ResearchSourceFailure(
      source,
      "unavailable",
      `answered ${answer.status}`,
      parseRetryAfter(answer.headers.get("retry-after"), now),
    );
  }
  if (answer.status < 200 || answer.status >= 300) {
    // 4xx bodies can echo the key or the query; only the status goes to the log.
    throw new ResearchSourceFailure(source, "refused", `answered ${answer.status}`);
  }
  if (html) throw new ResearchSourceFailure(source, "malformed", "answered an HTML page");
  try {
    return JSON.parse(answer.text);
  } catch {
    throw new ResearchSourceFailure(source, "malformed", "the answer is not JSON");
  }
}

const RETRIED = new Set(["busy", "unavailable", "timeout"]);

/** The backoff before try `attempt + 1`: exponential, capped, with "equal jitter" (half fixed). */
export function backoffMs(attempt: number, policy: RetryPolicy, random: () => number): number {
  return backoffDelayMs(attempt, policy, random);
}

/**
 * Runs `attempt` until it succeeds, retrying busy, unavailable and timeout failures up to the
 * policy's tries; refused and malformed fail at once (asking again gets the same answer). A
 * Retry-After within `maxRetryAfterMs` is waited for instead of the backoff; a longer one fails
 * at once, carrying the seconds so the page can say when to come back. The loop is every
 * outbound client's (`retryOutbound`); the rule is the research sources'.
 */
export async function withRetries<T>(
  policy: RetryPolicy,
  timing: Timing,
  attempt: (tryNumber: number) => Promise<T>,
): Promise<T> {
  return retryOutbound(attempt, {
    maxAttempts: policy.maxAttempts,
    sleep: timing.sleep,
    waitBeforeRetry: (error, retry) => {
      if (!(error instanceof ResearchSourceFailure) || !RETRIED.has(error.kind)) return undefined;
      const asked =
        error.retryAfterSeconds === undefined ? undefined : error.retryAfterSeconds * 1000;
      if (asked !== undefined && asked > policy.maxRetryAfterMs) return undefined;
      return asked ?? backoffMs(retry, policy, timing.random);
    },
  });
}

export type HostLimits = {
  /** Requests started per second per host, on average. */
  ratePerSecond: number;
  /** Requests that may start back to back before the rate applies. */
  burst: number;
  /** Requests in flight per host at once. */
  maxConcurrent: number;
};

type HostState = {
  tokens: number;
  updatedAtMs: number;
  inFlight: number;
  waiting: Array<() => void>;
};

/**
 * Per-host politeness: at most `maxConcurrent` requests in flight, and starts spaced by a token
 * bucket (`burst` at once, then `ratePerSecond`). Tokens are reserved synchronously, so callers
 * arriving together are spaced out rather than all seeing the same free token.
 */
export class HostLimiter {
  private readonly hosts = new Map<string, HostState>();

  constructor(
    private readonly limits: HostLimits,
    private readonly timing: Pick<Timing, "sleep"> & { nowMs?: () => number } = realTiming,
  ) {}

  private nowMs(): number {
    return this.timing.nowMs ? this.timing.nowMs() : performance.now();
  }

  async run<T>(host: string, task: () => Promise<T>): Promise<T> {
    const state = this.stateOf(host);
    if (state.inFlight >= this.limits.maxConcurrent) {
      await new Promise<void>((resolve) => state.waiting.push(resolve));
    } else {
      state.inFlight += 1;
    }
    try {
      const wait = this.reserveToken(state);
      if (wait > 0) await this.timing.sleep(wait);
      return await task();
    } finally {
      const next = state.waiting.shift();
      // The slot passes straight to the next waiter, so inFlight never dips below the cap.
      if (next) next();
      else state.inFlight -= 1;
    }
  }

  /** Takes a token, answering how long to wait until it is really there (0 when it is). */
  private reserveToken(state: HostState): number {
    const now = this.nowMs();
    const perMs = this.limits.ratePerSecond / 1000;
    state.tokens = Math.min(this.limits.burst, state.tokens + (now - state.updatedAtMs) * perMs);
    state.updatedAtMs = now;
    state.tokens -= 1;
    return state.tokens >= 0 ? 0 : Math.ceil(-state.tokens / perMs);
  }

  private stateOf(host: string): HostState {
    let state = this.hosts.get(host);
    if (!state) {
      state = { tokens: this.limits.burst, updatedAtMs: this.nowMs(), inFlight: 0, waiting: [] };
      this.hosts.set(host, state);
    }
    return state;
  }
}

/**
 * The endpoint under a configured base URL, keeping the base's own path: a proxy at
 * `https://proxy.example/keepa` serves `/product` at `https://proxy.example/keepa/product`
 * (`new URL(path, base)` would drop `/keepa`).
 */
export function endpointUrl(base: string, path: string): URL {
  return new URL(`${base.replace(/\/+$/u, "")}${path}`);
}

/** `Basic base64(login:password)`. */
export function basicAuth(login: string, password: string): string {
  return `Basic ${Buffer.from(`${login}:${password}`, "utf8").toString("base64")}`;
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
