import type { ApiErrorDetail } from "@inkforge/domain/contracts/errors";
import type { z } from "zod";
import { AppError } from "../errors";

/**
 * A 400 VALIDATION_FAILED for input checked inside a handler (e.g. JSON inside a multipart
 * field), in the same shape as route validation: details name each field, `prefix` first.
 */
export function validationFailed(error: z.ZodError, prefix?: string): AppError {
  const details: ApiErrorDetail[] = error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join(".") || "request",
    message: issue.message,
  }));
  return new AppError(
    "VALIDATION_FAILED",
    details.map((detail) => `${detail.path}: ${detail.message}`).join("; "),
    { details },
  );
}

/** A 400 VALIDATION_FAILED for one field. */
export function fieldInvalid(path: string, message: string, text?: string): AppError {
  return new AppError("VALIDATION_FAILED", text ?? `${path}: ${message}`, {
    details: [{ path, message }],
  });
}
