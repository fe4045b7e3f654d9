import type { ApiErrorDetail } from "@inkforge/domain/contracts/errors";
import {
  describeZodIssues,
  humanizeMessage,
  labelFromFieldName,
} from "@inkforge/domain/contracts/messages";
import type { z } from "zod";

/*
 * The one place that turns what went wrong — an API error code, a validation detail, a
 * next-auth sign-in error in the URL — into a sentence for the person at the keyboard (gap G-14).
 */

/** What the person was doing; a few codes read differently depending on it. */
export type AccountAction =
  | "login"
  | "register"
  | "forgotPassword"
  | "resetPassword"
  | "editProfile"
  | "changePassword"
  | "deleteAccount"
  | "contact";

/** The parts of a failed call these messages need (see `ApiFailure` in api-call.ts). */
export type FailureLike = {
  status: number | null;
  code: string | null;
  message?: string;
  details?: ApiErrorDetail[];
  retryAfterSeconds?: number | null;
};

export type FormErrors = {
  /** The sentence shown above the submit button. */
  message: string;
  /** Per-field sentences, keyed by the field name the API and the form share. */
  fieldErrors: Record<string, string>;
};

/** Field names of the account contracts and the label each field has on the page. */
export const FIELD_LABELS: Record<string, string> = {
  email: "Email",
  username: "Name",
  password: "Password",
  newPassword: "New password",
  confirmPassword: "Confirm password",
  currentPassword: "Current password",
  name: "Name",
  image: "Image URL",
  endpointurl: "Reset link address",
  token: "Reset link",
};

export const MESSAGES = {
  wrongCredentials: "That email and password don't match.",
  wrongCurrentPassword: "Your current password is not correct.",
  emailTaken: "An account with that email already exists. Log in instead, or reset your password.",
  resetLinkInvalid: "This link has expired or was already used.",
  checkFields: "Please correct the highlighted fields.",
  offline: "We couldn't connect. Check your internet connection and try again.",
  serverError: "Something went wrong on our side. Please try again in a moment.",
  sessionRequired: "Please log in to continue.",
  sessionExpired: "Your session ended, please log in again.",
  accountNotLinked:
    "That email already has an account with a password. Log in with your email and password first; you can then use this sign-in option too.",
  providerTokenInvalid: "That sign-in didn't work. Please try again.",
  generic: "We couldn't log you in. Please try again.",
} as const;

/** "Too many attempts. Try again in N minutes." — whole minutes, rounded up, at least one. */
export function rateLimitMessage(retryAfterSeconds: number | null | undefined): string {
  if (retryAfterSeconds === null || retryAfterSeconds === undefined || retryAfterSeconds < 0) {
    return "Too many attempts. Try again in a few minutes.";
  }
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** "Password must be at least 8 characters.": the field's label, then the rule as a sentence. */
function fieldMessage(field: string, message: string, labels: Record<string, string> = {}): string {
  return humanizeMessage(
    labels[field] ?? FIELD_LABELS[field] ?? labelFromFieldName(field),
    message,
  );
}

/** Field errors from API validation details (`path` is the field name). */
export function fieldErrorsFromDetails(
  details: ApiErrorDetail[] = [],
  labels: Record<string, string> = {},
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const detail of details) {
    const field = detail.path.split(".")[0] || "form";
    errors[field] ??= fieldMessage(field, detail.message, labels);
  }
  return errors;
}

/** Field errors from a failed zod parse of a form's values. */
export function fieldErrorsFromZod(
  error: z.ZodError,
  labels: Record<string, string> = {},
): Record<string, string> {
  return describeZodIssues(error.issues, { ...FIELD_LABELS, ...labels });
}

/** The message and field errors for a failed API call made while doing `action`. */
export function describeApiFailure(
  failure: FailureLike,
  action: AccountAction,
  labels: Record<string, string> = {},
): FormErrors {
  const none: Record<string, string> = {};
  if (failure.status === null) return { message: MESSAGES.offline, fieldErrors: none };
  switch (failure.code) {
    case "RATE_LIMITED":
      return { message: rateLimitMessage(failure.retryAfterSeconds), fieldErrors: none };
    case "INVALID_CREDENTIALS":
      // Said once, above the button, like every sentence about the whole attempt.
      return action === "changePassword" || action === "deleteAccount"
        ? { message: MESSAGES.wrongCurrentPassword, fieldErrors: none }
        : { message: MESSAGES.wrongCredentials, fieldErrors: none };
    case "EMAIL_TAKEN":
      // Said once, above the button: repeating it under the field read as two errors.
      return { message: MESSAGES.emailTaken, fieldErrors: none };
    case "INVALID_RESET_TOKEN":
      return { message: MESSAGES.resetLinkInvalid, fieldErrors: none };
    case "VALIDATION_FAILED": {
      const fieldErrors = fieldErrorsFromDetails(failure.details, labels);
      const fields = Object.keys(fieldErrors);
      if (fields.length === 0) {
        return { message: failure.message || MESSAGES.checkFields, fieldErrors };
      }
      return {
        message: fields.length === 1 ? (fieldErrors[fields[0]!] ?? "") : MESSAGES.checkFields,
        fieldErrors,
      };
    }
    case "ACCOUNT_NOT_LINKED":
      return { message: MESSAGES.accountNotLinked, fieldErrors: none };
    case "PROVIDER_TOKEN_INVALID":
      return { message: MESSAGES.providerTokenInvalid, fieldErrors: none };
    case "UNAUTHENTICATED":
      return { message: MESSAGES.sessionExpired, fieldErrors: none };
  }
  if (failure.status === 429) {
    return { message: rateLimitMessage(failure.retryAfterSeconds), fieldErrors: none };
  }
  if (failure.status >= 500) return { message: MESSAGES.serverError, fieldErrors: none };
  // A 4xx without a known code: the API's own message is written for people (spec 7.1).
  return { message: failure.message || MESSAGES.serverError, fieldErrors: none };
}

/**
 * Sign-in errors travel in the login page's `error` query (next-auth's convention, SESS-12).
 * Ours add a detail after a colon: `RATE_LIMITED:120` carries the Retry-After seconds.
 */
export function encodeSignInError(code: string, retryAfterSeconds?: number | null): string {
  return retryAfterSeconds === null || retryAfterSeconds === undefined
    ? code
    : `${code}:${retryAfterSeconds}`;
}

/** The sentence for the login page's `error` query, or null when there is none. */
export function signInErrorMessage(error: string | null | undefined): string | null {
  if (!error) return null;
  const [code = "", detail] = error.split(":", 2);
  switch (code) {
    case "CredentialsSignin":
    case "INVALID_CREDENTIALS":
      return MESSAGES.wrongCredentials;
    case "SessionRequired":
      return MESSAGES.sessionRequired;
    case "SessionExpired":
    case "RevokedToken":
      return MESSAGES.sessionExpired;
    case "OAuthAccountNotLinked":
    case "ACCOUNT_NOT_LINKED":
      return MESSAGES.accountNotLinked;
    case "PROVIDER_TOKEN_INVALID":
      return MESSAGES.providerTokenInvalid;
    case "RATE_LIMITED": {
      const seconds = detail !== undefined && /^\d+$/.test(detail) ? Number(detail) : null;
      return rateLimitMessage(seconds);
    }
    case "SERVICE_UNAVAILABLE":
      return MESSAGES.serverError;
    default:
      return MESSAGES.generic;
  }
}
