import type { ApiErrorDetail } from "@inkforge/domain/contracts/errors";
import * as z from "zod/mini";
import { type $ZodType, parse } from "zod/v4/core";
import { createRequestClient, type HttpMethod, type RequestOptions } from "@/lib/request";

/*
 * The request helper (lib/request.ts) resolves failures to a message and a status. Account
 * forms need more: the error `code` to pick the sentence, `details` to mark fields, and
 * `Retry-After` to say how long to wait. This wraps the helper's fetch to keep those from the
 * error response, without changing the helper's behaviour.
 */

export type ApiSuccess<T> = { ok: true; status: number; data: T };
export type ApiFailure = {
  ok: false;
  /** HTTP status, or null when no response arrived (network error, timeout, canceled). */
  status: number | null;
  /** The API's machine code (`EMAIL_TAKEN`, `RATE_LIMITED`…), when the body had one. */
  code: string | null;
  message: string;
  details: ApiErrorDetail[];
  /** Seconds from the `Retry-After` header of a 429. */
  retryAfterSeconds: number | null;
};
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export type ApiCallOptions<T> = Omit<RequestOptions<unknown, T>, "transform"> & {
  /** Validates the success body; a mismatch is a failure, never a half-read value. */
  schema?: $ZodType<T>;
};

export type ApiCaller = <T = unknown>(
  method: HttpMethod,
  path: string,
  options?: ApiCallOptions<T>,
) => Promise<ApiResult<T>>;

export type ApiCallerOptions = {
  baseUrl: string;
  /** The API bearer token; sent as `Authorization: Bearer <token>` on every call. */
  token?: string | undefined;
  /** Extra headers for every call (e.g. the forwarded client address on the server). */
  headers?: HeadersInit;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
  retries?: number;
};

// zod/mini, not the contract's classic schema: every page that calls the API loads this file, and
// mini keeps the classic API's ~25 KB out of the browser (decision 0054).
const errorBodySchema = z.object({
  code: z.optional(z.string()),
  details: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});

/** `Retry-After` as seconds: a number of seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (value === null || value.trim() === "") return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

type Captured = { code: string | null; details: ApiErrorDetail[]; retryAfter: string | null };

async function captureError(response: Response): Promise<Captured> {
  let body: unknown = null;
  try {
    body = await response.clone().json();
  } catch {
    // Not JSON: the helper reports the text; there is no code to read.
  }
  const parsed = errorBodySchema.safeParse(body);
  return {
    code: parsed.success ? (parsed.data.code ?? null) : null,
    details: parsed.success ? (parsed.data.details ?? []) : [],
    retryAfter: response.headers.get("retry-after"),
  };
}

export function createApiCaller(options: ApiCallerOptions): ApiCaller {
  const { baseUrl, token, headers, fetchImpl, timeoutMs, retries } = options;
  return async function call<T>(
    method: HttpMethod,
    path: string,
    { schema, ...rest }: ApiCallOptions<T> = {},
  ): Promise<ApiResult<T>> {
    let captured: Captured | undefined;
    const client = createRequestClient({
      baseUrl,
      defaultTimeoutMs: timeoutMs,
      retries,
      getHeaders: () => {
        const merged = new Headers(headers);
        if (token) merged.set("authorization", `Bearer ${token}`);
        return merged;
      },
      fetchImpl: async (input, init) => {
        const response = await (fetchImpl ?? globalThis.fetch)(input, init);
        captured = response.ok ? undefined : await captureError(response);
        return response;
      },
    });
    const request = {
      GET: client.get,
      POST: client.post,
      PUT: client.put,
      DELETE: client.delete,
    }[method];
    const result = await request<unknown, T>(path, {
      ...rest,
      transform: schema ? (data) => parse(schema, data) : undefined,
    });
    if (result.error === null) return { ok: true, status: result.status, data: result.data };
    const failed = result.status !== null && result.status >= 400 ? captured : undefined;
    return {
      ok: false,
      status: result.status,
      code: failed?.code ?? null,
      message: result.error,
      details: failed?.details ?? [],
      retryAfterSeconds: parseRetryAfter(failed?.retryAfter ?? null),
    };
  };
}
