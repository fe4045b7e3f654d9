import { z } from "zod";

/**
 * The closed list of machine codes an API error can carry (spec 7.1). The web client turns a code
 * into friendly copy; the API maps each code to one HTTP status in `apps/api/src/errors.ts`.
 */
export const apiErrorCodes = [
  "VALIDATION_FAILED",
  "MALFORMED_REQUEST",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "RATE_LIMITED",
  "INTERNAL",
  "SERVICE_UNAVAILABLE",
  "INVALID_CREDENTIALS",
  "EMAIL_TAKEN",
  "INVALID_RESET_TOKEN",
  "PROVIDER_TOKEN_INVALID",
  "ACCOUNT_NOT_LINKED",
  "PAYMENT_NOT_APPROVED",
  "PAYMENT_PROVIDER_FAILED",
  "WEBHOOK_INVALID",
  "ALREADY_OWNED",
  "TRANSLATION_FAILED",
  "REGION_UNAVAILABLE",
  "REGION_CHECK_FAILED",
  "RESEARCH_SOURCE_FAILED",
  "TOOL_TIME_LIMIT_EXCEEDED",
  "TOOL_MEMORY_LIMIT_EXCEEDED",
  "TOOL_WORKERS_BUSY",
  "PDF_UNREADABLE",
  "PDF_TOO_MANY_PAGES",
  "UNREADABLE_DOCUMENT",
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** One field that failed validation; `path` is the field name, nested fields joined with dots. */
export const apiErrorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ApiErrorDetail = z.infer<typeof apiErrorDetailSchema>;

/**
 * Every 4xx/5xx body. `name` is always "Error" because the client treats `name === "Error"` as
 * failure (spec 7.1, API-GEN-14); `details` appears only for validation failures.
 */
export const apiErrorSchema = z
  .object({
    name: z.literal("Error"),
    code: z.enum(apiErrorCodes),
    message: z.string(),
    details: z.array(apiErrorDetailSchema).optional(),
  })
  // The id makes the OpenAPI document define the shape once and reference it from every route.
  .meta({ id: "ApiError" });
export type ApiError = z.infer<typeof apiErrorSchema>;
