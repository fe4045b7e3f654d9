import { publicEnv } from "@/config/public-env";
import type { ApiFailure } from "@/lib/api/api-call";
import { parseRetryAfter, readErrorBody } from "@/lib/api/error-body";
import { saveBlob } from "@/lib/download-csv";

/*
 * The calls the JSON caller (browser-api.ts) cannot make, in one place: a body or an answer that
 * is bytes (a file download that needs the member's token, an upload), a page-weight-critical
 * read in the site shell, and a ping that must outlive the page. It answers the same
 * `ApiFailure` as every other client. It imports neither lib/api/request nor zod, so the shell and the
 * author pages can use it without growing their first load (decision 0054).
 */

/** The API's address of `path`; an absolute URL (a form's action) is kept. */
function apiUrl(path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${publicEnv.apiUrl.replace(/\/+$/, "")}${path}`;
}

export type RawResult = { ok: true; status: number; response: Response } | ApiFailure;

export type RawRequest = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  token?: string | null;
  /** JSON for a plain object; a string, File, Blob or FormData is sent as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Sent even when the page is closing (fetch `keepalive`). */
  keepalive?: boolean;
  /** The browser's HTTP cache must not answer (a plan that a purchase just changed). */
  noStore?: boolean;
  timeoutMs?: number;
};

const NO_CONNECTION = "The server could not be reached. Check your connection and try again.";

function failure(status: number | null, message: string, body: unknown, retryAfter: string | null) {
  return {
    ok: false as const,
    status,
    ...readErrorBody(body),
    message,
    retryAfterSeconds: parseRetryAfter(retryAfter),
  };
}

const isBytes = (body: unknown) =>
  typeof body === "string" ||
  body instanceof Blob ||
  body instanceof FormData ||
  body instanceof ArrayBuffer;

/**
 * One request; a network failure or an error status is an `ApiFailure` with the API's own
 * message, code and details. The success's response is the caller's to read (bytes, a stream).
 */
export async function requestRaw(path: string, request: RawRequest = {}): Promise<RawResult> {
  const headers = new Headers(request.headers);
  if (request.token) headers.set("authorization", `Bearer ${request.token}`);
  let body: BodyInit | undefined;
  if (request.body !== undefined) {
    if (isBytes(request.body)) body = request.body as BodyInit;
    else {
      body = JSON.stringify(request.body);
      if (!headers.has("content-type")) headers.set("content-type", "application/json");
    }
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: request.method ?? "GET",
      headers,
      body,
      keepalive: request.keepalive,
      ...(request.noStore ? { cache: "no-store" as const } : {}),
      ...(request.timeoutMs ? { signal: AbortSignal.timeout(request.timeoutMs) } : {}),
    });
  } catch {
    return failure(null, NO_CONNECTION, null, null);
  }
  if (response.ok) return { ok: true, status: response.status, response };
  const answer = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message =
    typeof answer?.message === "string" && answer.message
      ? answer.message
      : `The request failed (${response.status}). Try again in a moment.`;
  return failure(response.status, message, answer, response.headers.get("retry-after"));
}

/** A JSON answer read by `read` (a hand check or a zod parse); a mismatch is a failure. */
export async function requestJson<T>(
  path: string,
  read: (data: unknown) => T,
  request: RawRequest = {},
): Promise<{ ok: true; status: number; data: T } | ApiFailure> {
  const answer = await requestRaw(path, request);
  if (!answer.ok) return answer;
  try {
    return { ok: true, status: answer.status, data: read(await answer.response.json()) };
  } catch {
    return failure(
      answer.status,
      "The server answered in a form this page cannot read.",
      null,
      null,
    );
  }
}

/**
 * Fetches a file that needs the member's token (a plain link cannot carry it) and hands it to the
 * browser as a download named `fileName`. Null when it started; the failure otherwise.
 */
export async function downloadApiFile(
  path: string,
  token: string,
  fileName: string,
): Promise<ApiFailure | null> {
  const answer = await requestRaw(path, { token });
  if (!answer.ok) return answer;
  try {
    saveBlob(fileName, await answer.response.blob());
    return null;
  } catch {
    return failure(answer.status, "The download didn't finish. Try again in a moment.", null, null);
  }
}
