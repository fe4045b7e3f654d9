import type { ApiErrorCode, ApiErrorDetail } from "@inkforge/domain/contracts/errors";

export type { ApiErrorCode, ApiErrorDetail };

/** The single code → HTTP status map. Adding a code to the contract fails to compile until it is mapped here. */
export const httpStatusByCode = {
  /** The request was read but a field is wrong; `details` names each field. */
  VALIDATION_FAILED: 400,
  /** The request could not be read at all: malformed JSON, an empty JSON body, a bad header. */
  MALFORMED_REQUEST: 400,
  /** No valid bearer token: missing, expired, or revoked by a password change. */
  UNAUTHENTICATED: 401,
  /** Signed in, but not allowed to touch this resource (ownership or role). */
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  /** The write clashes with the current state, e.g. a name already taken. */
  CONFLICT: 409,
  /** The body is bigger than BODY_LIMIT. */
  PAYLOAD_TOO_LARGE: 413,
  /** The Content-Type is not one the route accepts. */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** Too many requests from this client; the `Retry-After` header says when to try again. */
  RATE_LIMITED: 429,
  /** An unexpected failure; the real cause is only in the log, under the request id. */
  INTERNAL: 500,
  /** A dependency (the database) is down; retrying later may succeed. */
  SERVICE_UNAVAILABLE: 503,
  /** Login or current password wrong; one message for an unknown email and a wrong password. */
  INVALID_CREDENTIALS: 401,
  /** Registration with an email that already has an account. */
  EMAIL_TAKEN: 409,
  /** A password reset token that is unknown, already used or expired. */
  INVALID_RESET_TOKEN: 400,
  /** Google or Facebook did not vouch for the token (bad signature, audience, expiry, app…). */
  PROVIDER_TOKEN_INVALID: 401,
  /** The provider's email belongs to an account it may not be linked to (email not verified). */
  ACCOUNT_NOT_LINKED: 409,
  /** A PayPal-style order captured before the buyer approved it (or after they cancelled). */
  PAYMENT_NOT_APPROVED: 422,
  /** The payment provider failed or did not answer; nothing was charged twice, retry later. */
  PAYMENT_PROVIDER_FAILED: 502,
  /** A webhook whose signature, timestamp or body does not verify; nothing was changed. */
  WEBHOOK_INVALID: 400,
  /** The translation service failed, timed out, refused us or answered something unreadable. */
  TRANSLATION_FAILED: 502,
  /** A checkout for something the buyer already holds at the same or a higher level (decision 0027). */
  ALREADY_OWNED: 409,
  /** The visitor's country is blocked (NG) or unknown for the affiliate programme. */
  REGION_UNAVAILABLE: 403,
  /** The country lookup service failed, so the region could not be checked; retry later. */
  REGION_CHECK_FAILED: 502,
  /** A research data source (sample, Amazon, Keepa, DataForSEO) failed, was busy or is not configured. */
  RESEARCH_SOURCE_FAILED: 502,
  /** A tool's work ran past its time limit (TOOL_DEADLINE_MS) and was stopped; the input was counted. */
  TOOL_TIME_LIMIT_EXCEEDED: 422,
  /** A tool's work needed more memory than one worker may use and was stopped; the input was counted. */
  TOOL_MEMORY_LIMIT_EXCEEDED: 422,
  /** Every tool worker is busy and the queue is full or moving too slowly; `Retry-After` says when. */
  TOOL_WORKERS_BUSY: 503,
  /** An uploaded PDF that cannot be checked: not a PDF, cut short, password-protected. */
  PDF_UNREADABLE: 422,
  /** An uploaded PDF that declares more pages than the preflight reads (KDP prints at most 828). */
  PDF_TOO_MANY_PAGES: 422,
  /** An uploaded document (a DOCX, a Markdown file) that cannot be read as what it claims to be. */
  UNREADABLE_DOCUMENT: 422,
} as const satisfies Record<ApiErrorCode, number>;

export type AppErrorOptions = {
  details?: ApiErrorDetail[];
  cause?: unknown;
  /** For RATE_LIMITED: seconds until a retry may succeed, sent as the `Retry-After` header. */
  retryAfterSeconds?: number;
};

/**
 * The one error type services and routes throw on purpose. Its message is shown to the client,
 * so it must be written for people and never contain secrets or internal state.
 */
export class AppError extends Error {
  readonly code: ApiErrorCode;
  readonly statusCode: number;
  readonly details: ApiErrorDetail[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ApiErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.statusCode = httpStatusByCode[code];
    this.details = options.details;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
