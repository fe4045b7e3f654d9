import { REQUEST_RETRIES, REQUEST_TIMEOUT_MS } from "@inkforge/domain/constants";

/*
 * The generic request helper of spec §7.1, for the browser and the server. It never rejects: every
 * call resolves to `{ data, error, status }`. Retry rules (gap G-42, decision record 0006): one
 * attempt plus up to `retries` more, with exponential backoff, only after a network error, a
 * timeout or a 5xx; never after a 4xx; never for POST unless an idempotency key is given.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** A query value. Arrays and objects are sent as JSON (`range=[0,2]`); null/undefined are left out. */
type QueryValue = string | number | boolean | null | undefined | object;

export type RequestOptions<T = unknown, R = T> = {
  /** A plain value is sent as JSON; FormData, URLSearchParams, Blob, buffers and strings as is. */
  body?: unknown;
  headers?: HeadersInit;
  /** Per-attempt timeout in ms; 0 or less disables it. Default: the client's `defaultTimeoutMs`. */
  timeout?: number;
  /** Aborting it cancels the call: `{ error: "Request canceled" }`, no further attempts. */
  signal?: AbortSignal;
  /** Applied to the data of a successful response. A throw makes the call fail (no retry). */
  transform?: (data: T) => R;
  /** Retries after the first attempt. Default: the client's `retries`. */
  retries?: number;
  /** Sent as `Idempotency-Key`; lets a POST be retried. */
  idempotencyKey?: string;
  query?: Record<string, QueryValue>;
};

type RequestSuccess<R> = { data: R; error: null; status: number };
type RequestFailure = { data: null; error: string; status: number | null };
/** `status` is the HTTP status, or null when no response arrived. */
type RequestResult<R> = RequestSuccess<R> | RequestFailure;

export type RequestClientOptions = {
  /** Prefix of relative paths, e.g. "https://api.example.com". An absolute path URL ignores it. */
  baseUrl: string;
  /** Headers added to every call (e.g. the bearer token); call headers win. */
  getHeaders?: () => HeadersInit | undefined | Promise<HeadersInit | undefined>;
  fetchImpl?: typeof fetch;
  defaultTimeoutMs?: number;
  retries?: number;
  /** Wait before retry number `attempt + 1`, where `attempt` is the 0-based failed attempt. */
  backoffMs?: (attempt: number) => number;
  /** Waits `ms`; must resolve early when `signal` aborts. Injected by tests. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
};

type Call = <T = unknown, R = T>(
  path: string,
  options?: RequestOptions<T, R>,
) => Promise<RequestResult<R>>;

export type RequestClient = { get: Call; post: Call; put: Call; delete: Call };

const REQUEST_CANCELED = "Request canceled";
const UNKNOWN_ERROR = "Unknown error";

/** The outcome of one attempt. */
type Attempt =
  | { kind: "ok"; data: unknown; status: number }
  | { kind: "fail"; error: string; status: number | null; retryable: boolean }
  | { kind: "canceled" };

const defaultBackoff = (attempt: number) => 200 * 2 ** attempt;

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
  });
}

function buildUrl(baseUrl: string, path: string, query?: Record<string, QueryValue>): string {
  let url = /^https?:\/\//i.test(path)
    ? path
    : `${baseUrl.replace(/\/+$/, "")}/${path.replace(/^\/+/, "")}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === null || value === undefined) continue;
      params.append(key, typeof value === "object" ? JSON.stringify(value) : String(value));
    }
    const search = params.toString();
    if (search) url += `${url.includes("?") ? "&" : "?"}${search}`;
  }
  return url;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === "string" ||
    (typeof FormData !== "undefined" && body instanceof FormData) ||
    (typeof URLSearchParams !== "undefined" && body instanceof URLSearchParams) ||
    (typeof Blob !== "undefined" && body instanceof Blob) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

function errorMessage(error: unknown): string {
  if (!(error instanceof Error)) return UNKNOWN_ERROR;
  // Node's fetch says only "fetch failed"; the reason (e.g. ECONNREFUSED) is in `cause`.
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  const message = error.message || UNKNOWN_ERROR;
  return cause ? `${message}: ${cause}` : message;
}

/** `{ name: "Error", message }` bodies are failures (spec §7.1, DESIGN API conventions). */
function errorBodyMessage(data: unknown): string | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { name, message } = data as { name?: unknown; message?: unknown };
  if (name !== "Error") return undefined;
  return typeof message === "string" && message ? message : "Error";
}

function bodyMessage(data: unknown): string | undefined {
  if (typeof data === "string") return data.trim() ? data.trim().slice(0, 500) : undefined;
  if (typeof data !== "object" || data === null) return undefined;
  const { message, error } = data as { message?: unknown; error?: unknown };
  if (typeof message === "string" && message) return message;
  if (typeof error === "string" && error) return error;
  return undefined;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  const type = response.headers.get("content-type") ?? "";
  if (!/[/+]json\b/i.test(type)) return text;
  if (text.trim() === "") return null;
  return JSON.parse(text) as unknown;
}

export function createRequestClient(options: RequestClientOptions): RequestClient {
  const {
    baseUrl,
    getHeaders,
    // Looked up per call so a fetch installed later (polyfill, test server shim) is used.
    fetchImpl = (input, init) => globalThis.fetch(input, init),
    defaultTimeoutMs = REQUEST_TIMEOUT_MS,
    retries: defaultRetries = REQUEST_RETRIES,
    backoffMs = defaultBackoff,
    sleep = defaultSleep,
  } = options;

  async function attempt(
    method: HttpMethod,
    url: string,
    init: { headers: Headers; body: BodyInit | undefined },
    timeoutMs: number,
    signal: AbortSignal | undefined,
  ): Promise<Attempt> {
    const controller = new AbortController();
    let timedOut = false;
    const onAbort = () => controller.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const timer =
      timeoutMs > 0 && Number.isFinite(timeoutMs)
        ? setTimeout(() => {
            timedOut = true;
            controller.abort();
          }, timeoutMs)
        : undefined;
    try {
      const response = await fetchImpl(url, {
        method,
        headers: init.headers,
        body: init.body,
        signal: controller.signal,
      });
      let data: unknown;
      try {
        data = response.status === 204 || response.status === 205 ? null : await readBody(response);
      } catch (error) {
        if (signal?.aborted || timedOut) throw error;
        // The status arrived but the body did not parse: a failure, retried only for 5xx.
        return {
          kind: "fail",
          error: response.ok ? "Invalid JSON in response" : response.statusText || UNKNOWN_ERROR,
          status: response.status,
          retryable: response.status >= 500,
        };
      }
      if (response.status >= 400) {
        return {
          kind: "fail",
          error:
            errorBodyMessage(data) ??
            bodyMessage(data) ??
            (response.statusText || `HTTP ${response.status}`),
          status: response.status,
          retryable: response.status >= 500,
        };
      }
      const failure = errorBodyMessage(data);
      if (failure !== undefined) {
        return { kind: "fail", error: failure, status: response.status, retryable: false };
      }
      return { kind: "ok", data, status: response.status };
    } catch (error) {
      if (signal?.aborted) return { kind: "canceled" };
      if (timedOut) {
        return {
          kind: "fail",
          error: `Request timed out after ${timeoutMs} ms`,
          status: null,
          retryable: true,
        };
      }
      return { kind: "fail", error: errorMessage(error), status: null, retryable: true };
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
    }
  }

  async function request<T, R>(
    method: HttpMethod,
    path: string,
    options: RequestOptions<T, R> = {},
  ): Promise<RequestResult<R>> {
    const canceled: RequestFailure = { data: null, error: REQUEST_CANCELED, status: null };
    const { signal, idempotencyKey } = options;
    const timeoutMs = options.timeout ?? defaultTimeoutMs;
    const retries = options.retries ?? defaultRetries;
    const canRetry = method !== "POST" || Boolean(idempotencyKey);
    const attempts = canRetry ? retries + 1 : Math.min(1, retries + 1);

    let last: RequestFailure = { data: null, error: UNKNOWN_ERROR, status: null };
    try {
      if (signal?.aborted) return canceled;
      const url = buildUrl(baseUrl, path, options.query);
      const headers = new Headers({ accept: "application/json, text/plain;q=0.9, */*;q=0.8" });
      let body: BodyInit | undefined;
      if (options.body !== undefined) {
        if (isRawBody(options.body)) body = options.body;
        else {
          body = JSON.stringify(options.body);
          headers.set("content-type", "application/json");
        }
      }
      for (const extra of [await getHeaders?.(), options.headers]) {
        for (const [key, value] of new Headers(extra ?? {})) headers.set(key, value);
      }
      if (idempotencyKey) headers.set("idempotency-key", idempotencyKey);

      for (let index = 0; index < attempts; index++) {
        if (index > 0) {
          await sleep(Math.max(0, backoffMs(index - 1)), signal);
          if (signal?.aborted) return canceled;
        }
        const outcome = await attempt(method, url, { headers, body }, timeoutMs, signal);
        if (outcome.kind === "canceled") return canceled;
        if (outcome.kind === "ok") {
          const { transform } = options;
          if (!transform) return { data: outcome.data as R, error: null, status: outcome.status };
          try {
            return { data: transform(outcome.data as T), error: null, status: outcome.status };
          } catch (error) {
            return { data: null, error: errorMessage(error), status: outcome.status };
          }
        }
        last = { data: null, error: outcome.error, status: outcome.status };
        if (!outcome.retryable) break;
      }
      return last;
    } catch (error) {
      // A throwing getHeaders, backoff or sleep: report it, never reject.
      if (signal?.aborted) return canceled;
      return { data: null, error: errorMessage(error), status: last.status };
    }
  }

  return {
    get: (path, options) => request("GET", path, options),
    post: (path, options) => request("POST", path, options),
    put: (path, options) => request("PUT", path, options),
    delete: (path, options) => request("DELETE", path, options),
  };
}
