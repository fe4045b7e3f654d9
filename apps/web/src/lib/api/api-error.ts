import type { ApiFailure, ApiResult } from "@/lib/api/api-call";

/*
 * The capability clients answer `ApiResult` (never reject), the shape every page already reads.
 * TanStack Query needs a rejection to mark a query or mutation failed, so the hooks unwrap a
 * failure into this error, which carries the same `ApiFailure` for the page to render.
 */

class ApiError extends Error {
  readonly failure: ApiFailure;

  constructor(failure: ApiFailure) {
    super(failure.message);
    this.name = "ApiError";
    this.failure = failure;
  }
}

/** The data of a success; a failure is thrown as an `ApiError`. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiError(result);
}

/** Any error as an `ApiFailure`: a bug in a query function still reaches the page as a failure. */
export function toFailure(error: unknown): ApiFailure {
  if (error instanceof ApiError) return error.failure;
  return {
    ok: false,
    status: null,
    code: null,
    message: error instanceof Error && error.message ? error.message : "Something went wrong.",
    details: [],
    retryAfterSeconds: null,
  };
}

/** The sentence to show for a failure: the API's own words, naming the field when it did. */
export function failureText(failure: ApiFailure): string {
  const field = failure.details[0];
  return field ? `${field.path}: ${field.message}` : failure.message;
}
