import type { ApiErrorDetail } from "@inkforge/domain/contracts/errors";
import { parseRetryAfter, readErrorBody } from "@/lib/api/error-body";
import { createRequestClient, type HttpMethod, type RequestOptions } from "@/lib/api/request";

/*
 * The request helper (lib/api/request.ts) resolves failures to a message and a status. Account
 * forms need more: the error `code` to pick the sentence, `details` to mark fields, and
 * `Retry-After` to say how long to wait. This wraps the helper's fetch to keep those from the
 * error response, without changing the helper's behaviour.
 */

type ApiSuccess<T> = { ok: true; status: number; data: T };
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
  schema?: { parse(data: unknown): T };
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

type Captured = { code: string | null; details: ApiErrorDetail[]; retryAfter: string | null };

async function captureError(response: Response): Promise<Captured> {
  let body: unknown = null;
  try {
    body = await response.clone().json();
  } catch {
    // Not JSON: the helper reports the text; there is no code to read.
  }
  return { ...readErrorBody(body), retryAfter: response.headers.get("retry-after") };
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
      transform: schema ? (data) => schema.parse(data) : undefined,
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
