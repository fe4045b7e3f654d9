import type { ApiError, ApiErrorDetail } from "@inkforge/domain/contracts/errors";
import type { FastifyError } from "fastify";
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from "fastify-type-provider-zod";
import { type ApiErrorCode, AppError, httpStatusByCode } from "../../errors";
import { toInputErrorFromDatabase } from "../../lib/database-input-errors";
import type { App } from "../../types";

const internalErrorMessage = "Something went wrong";

type ErrorResponse = { statusCode: number; body: ApiError };

function respond(code: ApiErrorCode, message: string, details?: ApiErrorDetail[]): ErrorResponse {
  const body: ApiError = { name: "Error", code, message };
  if (details) {
    body.details = details;
  }
  return { statusCode: httpStatusByCode[code], body };
}

/** "/items/0/name" → "items.0.name"; the whole body (or query…) when the path is empty. */
function toFieldPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, "").split("/").filter(Boolean).join(".");
  return path || context || "request";
}

function describeDetails(details: ApiErrorDetail[]): string {
  return details.map((detail) => `${detail.path}: ${detail.message}`).join("; ");
}

function isFastifyClientError(error: unknown): error is FastifyError & { statusCode: number } {
  if (typeof error !== "object" || error === null || !("statusCode" in error)) {
    return false;
  }
  const { statusCode } = error as { statusCode: unknown };
  return typeof statusCode === "number" && statusCode >= 400 && statusCode < 500;
}

const codeByClientStatus: Partial<Record<number, ApiErrorCode>> = {
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

/** Client errors raised by Fastify itself (body parsing, content type) in our shape. */
function fromFastifyClientError(error: FastifyError & { statusCode: number }): ErrorResponse {
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return respond("PAYLOAD_TOO_LARGE", "The request body is too large");
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return respond("UNSUPPORTED_MEDIA_TYPE", "Unsupported Content-Type; send application/json");
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return respond("MALFORMED_REQUEST", "The request body is not valid JSON");
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return respond("MALFORMED_REQUEST", "The request body is empty but Content-Type is JSON");
  }
  // The JSON parser rethrows the SyntaxError with statusCode 400; its text quotes the input.
  if (error instanceof SyntaxError) {
    return respond("MALFORMED_REQUEST", "The request body is not valid JSON");
  }
  const code = codeByClientStatus[error.statusCode] ?? "MALFORMED_REQUEST";
  // Fastify writes its 4xx messages for clients, so they are safe to pass on.
  return respond(code, error.message);
}

/** Maps anything thrown during a request to a status and an error body. Pure, so it is testable. */
function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof AppError) {
    return respond(error.code, error.message, error.details);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path: toFieldPath(issue.instancePath, error.validationContext),
      message: issue.message ?? "Invalid value",
    }));
    return respond("VALIDATION_FAILED", describeDetails(details), details);
  }
  if (isFastifyClientError(error) && !isResponseSerializationError(error)) {
    if (error.validation) {
      const details = error.validation.map((issue) => ({
        path: toFieldPath(issue.instancePath, error.validationContext),
        message: issue.message ?? "Invalid value",
      }));
      return respond("VALIDATION_FAILED", describeDetails(details), details);
    }
    return fromFastifyClientError(error);
  }
  return respond("INTERNAL", internalErrorMessage);
}

/** One error shape for every failure, and the same shape for unknown routes. */
export function registerErrorHandler(app: App): void {
  app.setErrorHandler((rawError, request, reply) => {
    // A value the database could not read, sent by the client, is bad input rather than a 500.
    const error =
      rawError instanceof AppError
        ? rawError
        : (toInputErrorFromDatabase(rawError, request) ?? rawError);
    const { statusCode, body } = toErrorResponse(error);
    if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
      // Our own limiters (sign-in, registration, reset) say when to come back, like the plugin does.
      reply.header("retry-after", String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
    }
    if (statusCode >= 500) {
      // The client sees only the masked message; the cause is here, under the request id.
      request.log.error({ err: error, code: body.code }, "request failed");
    } else {
      request.log.info({ code: body.code, message: body.message }, "request rejected");
    }
    return reply.status(statusCode).send(body);
  });

  app.setNotFoundHandler(
    {
      // Probing for URLs costs the prober, not us.
      preHandler: app.rateLimit({ max: 120, timeWindow: "1 minute" }),
    },
    (request) => {
      const path = request.url.split("?")[0];
      throw new AppError("NOT_FOUND", `No route matches ${request.method} ${path}`);
    },
  );
}
