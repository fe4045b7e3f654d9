// @vitest-environment node
import { newPasswordSchema } from "@inkforge/domain/contracts/account";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  describeApiFailure,
  encodeSignInError,
  fieldErrorsFromDetails,
  fieldErrorsFromZod,
  MESSAGES,
  rateLimitMessage,
  signInErrorMessage,
} from "./error-messages";

const failure = (status: number | null, code: string | null, extra = {}) => ({
  status,
  code,
  message: "API text",
  ...extra,
});

describe("rateLimitMessage", () => {
  it.each([
    [0, "Too many attempts. Try again in 1 minute."],
    [1, "Too many attempts. Try again in 1 minute."],
    [60, "Too many attempts. Try again in 1 minute."],
    [61, "Too many attempts. Try again in 2 minutes."],
    [900, "Too many attempts. Try again in 15 minutes."],
    [null, "Too many attempts. Try again in a few minutes."],
    [undefined, "Too many attempts. Try again in a few minutes."],
  ])("%s s → %s", (seconds, expected) => {
    expect(rateLimitMessage(seconds)).toBe(expected);
  });
});

describe("describeApiFailure", () => {
  it("wrong password on login", () => {
    expect(describeApiFailure(failure(401, "INVALID_CREDENTIALS"), "login")).toEqual({
      message: "That email and password don't match.",
      fieldErrors: {},
    });
  });

  it("wrong current password on a password change is said once, above the button", () => {
    expect(describeApiFailure(failure(401, "INVALID_CREDENTIALS"), "changePassword")).toEqual({
      message: MESSAGES.wrongCurrentPassword,
      fieldErrors: {},
    });
  });

  it("email taken on register is said once, above the button", () => {
    const result = describeApiFailure(failure(409, "EMAIL_TAKEN"), "register");
    expect(result.message).toMatch(/already exists/);
    expect(result.fieldErrors).toEqual({});
  });

  it("zod's developer wording from the API becomes a sentence naming the field", () => {
    const result = describeApiFailure(
      failure(400, "VALIDATION_FAILED", {
        details: [{ path: "email", message: "Too big: expected string to have <=254 characters" }],
      }),
      "register",
    );
    expect(result.fieldErrors).toEqual({ email: "Email must be at most 254 characters." });
  });

  it("rate limited says how long to wait, from Retry-After", () => {
    expect(
      describeApiFailure(failure(429, "RATE_LIMITED", { retryAfterSeconds: 300 }), "login").message,
    ).toBe("Too many attempts. Try again in 5 minutes.");
    expect(describeApiFailure(failure(429, null), "forgotPassword").message).toBe(
      "Too many attempts. Try again in a few minutes.",
    );
  });

  it("an expired or used reset link", () => {
    expect(describeApiFailure(failure(400, "INVALID_RESET_TOKEN"), "resetPassword").message).toBe(
      "This link has expired or was already used.",
    );
  });

  it("validation details name each field", () => {
    const result = describeApiFailure(
      failure(400, "VALIDATION_FAILED", {
        details: [
          { path: "password", message: "must be at least 8 characters" },
          { path: "email", message: "Invalid email address" },
        ],
      }),
      "register",
    );
    expect(result).toEqual({
      message: "Please correct the highlighted fields.",
      fieldErrors: {
        password: "Password must be at least 8 characters.",
        email: "Enter a valid email address, like name@example.com.",
      },
    });
  });

  it("one invalid field is the message itself", () => {
    const result = describeApiFailure(
      failure(400, "VALIDATION_FAILED", {
        details: [{ path: "image", message: "Invalid URL" }],
      }),
      "editProfile",
    );
    expect(result.message).toBe("Image URL must be a web address starting with https://");
    expect(result.fieldErrors).toEqual({ image: result.message });
  });

  it("validation without details keeps the API's sentence", () => {
    expect(
      describeApiFailure(
        failure(400, "VALIDATION_FAILED", { message: "Email and Endpoint is required" }),
        "forgotPassword",
      ).message,
    ).toBe("Email and Endpoint is required");
  });

  it.each([
    [failure(null, null), MESSAGES.offline],
    [failure(500, "INTERNAL"), MESSAGES.serverError],
    [failure(503, "SERVICE_UNAVAILABLE"), MESSAGES.serverError],
    [failure(404, "NOT_FOUND"), "API text"],
    [failure(401, "UNAUTHENTICATED"), MESSAGES.sessionExpired],
    [failure(409, "ACCOUNT_NOT_LINKED"), MESSAGES.accountNotLinked],
  ])("%j → %s", (input, expected) => {
    expect(describeApiFailure(input, "editProfile").message).toBe(expected);
  });
});

describe("field errors", () => {
  it("from API details: first message per field, nested paths by their first segment", () => {
    expect(
      fieldErrorsFromDetails([
        { path: "currentPassword", message: "is required to change the password" },
        { path: "currentPassword", message: "second" },
        { path: "lm_data.source", message: "Expected string" },
      ]),
    ).toEqual({
      currentPassword: "Current password is required to change the password.",
      lm_data: "Expected string.",
    });
  });

  it("from a zod parse of the shared contract", () => {
    const parsed = z.object({ password: newPasswordSchema }).safeParse({ password: "short" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrorsFromZod(parsed.error)).toEqual({
      password: "Password must be at least 8 characters.",
    });
  });
});

describe("signInErrorMessage (the login page's error query)", () => {
  it.each([
    [null, null],
    ["", null],
    ["CredentialsSignin", "That email and password don't match."],
    ["SessionRequired", "Please log in to continue."],
    ["SessionExpired", "Your session ended, please log in again."],
    ["OAuthAccountNotLinked", MESSAGES.accountNotLinked],
    ["ACCOUNT_NOT_LINKED", MESSAGES.accountNotLinked],
    [encodeSignInError("RATE_LIMITED", 120), "Too many attempts. Try again in 2 minutes."],
    ["RATE_LIMITED", "Too many attempts. Try again in a few minutes."],
    ["OAuthCallback", MESSAGES.generic],
    ["<script>", MESSAGES.generic],
  ])("%j → %j", (error, expected) => {
    expect(signInErrorMessage(error)).toBe(expected);
  });

  it("mentions logging in with the password first when the account is not linked", () => {
    expect(MESSAGES.accountNotLinked).toMatch(/password first/);
  });
});
