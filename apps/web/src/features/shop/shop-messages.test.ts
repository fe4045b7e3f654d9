// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  accountActionFailureMessage,
  checkoutFailureMessage,
  SHOP_MESSAGES,
} from "./shop-messages";

const failure = (status: number | null, code: string | null = null, message = "") => ({
  status,
  code,
  message,
  retryAfterSeconds: null,
});

describe("checkout failures in plain words (G-14)", () => {
  it.each([
    [failure(null), SHOP_MESSAGES.offline],
    [failure(401, "UNAUTHENTICATED"), SHOP_MESSAGES.sessionEnded],
    [failure(404, "NOT_FOUND", "Unknown product: x"), SHOP_MESSAGES.notForSale],
    [failure(400, "VALIDATION_FAILED", "items.0.product_id: …"), SHOP_MESSAGES.invalid],
    [failure(422, "PAYMENT_NOT_APPROVED"), SHOP_MESSAGES.notApproved],
    [failure(502, "PAYMENT_PROVIDER_FAILED"), SHOP_MESSAGES.providerDown],
    [failure(500, "INTERNAL"), SHOP_MESSAGES.serverError],
    [failure(503), SHOP_MESSAGES.serverError],
    [
      failure(409, "ALREADY_OWNED", "items: you already have Pro (monthly)…"),
      SHOP_MESSAGES.alreadyOwned,
    ],
    [
      failure(409, "CONFLICT", "This key was used for another checkout."),
      "This key was used for another checkout.",
    ],
  ])("%j", (input, expected) => {
    expect(checkoutFailureMessage(input)).toBe(expected);
  });

  it("says how long to wait when rate limited", () => {
    expect(checkoutFailureMessage({ ...failure(429, "RATE_LIMITED"), retryAfterSeconds: 90 })).toBe(
      "Too many attempts. Try again in 2 minutes.",
    );
  });

  it("says what failed for account actions", () => {
    expect(accountActionFailureMessage(failure(null), "cancel the subscription")).toBe(
      "We couldn't cancel the subscription: check your internet connection and try again.",
    );
    expect(
      accountActionFailureMessage(
        failure(404, "NOT_FOUND", "No such subscription"),
        "cancel the subscription",
      ),
    ).toBe("We couldn't cancel the subscription: No such subscription");
  });
});
