// @vitest-environment node
import { describe, expect, it } from "vitest";
import { describeNewsletterFailure } from "./newsletter-messages";

describe("describeNewsletterFailure", () => {
  it.each([
    [400, "email: Invalid email address", "Enter a valid email address, like name@example.com."],
    [
      400,
      "email: Too big: expected string to have <=254 characters",
      "Email must be at most 254 characters.",
    ],
    [
      400,
      "source: must NOT have more than 64 characters",
      "Enter a valid email address, like name@example.com.",
    ],
    [429, "Too many requests", "Too many attempts. Please wait a minute and try again."],
    [null, "fetch failed", "We couldn't connect. Check your internet connection and try again."],
    [503, "Service unavailable", "We could not subscribe you right now. Please try again."],
  ])("%s %s", (status, error, expected) => {
    expect(describeNewsletterFailure(status, error)).toBe(expected);
  });
});
