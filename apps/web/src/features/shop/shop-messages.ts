import type { FailureReason } from "@inkforge/domain/shop/checkout-links";
import { type FailureLike, rateLimitMessage } from "@/lib/api/error-messages";

/*
 * Plain-words messages for the shop (gap G-14: purchase, checkout and download failures). Keyed
 * by the API's error codes; the API's own message is used only where it is written for people.
 */

export const SHOP_MESSAGES = {
  offline:
    "We couldn't reach our payment service. Check your internet connection and try again. Nothing was charged.",
  sessionEnded: "Your session ended. Log in again to continue. Nothing was charged.",
  notForSale: "This product can't be bought this way right now. Nothing was charged.",
  invalid:
    "This checkout couldn't be started: the product or billing period isn't valid. Go back and choose again.",
  providerDown:
    "The payment service didn't answer. Nothing was charged; please try again in a moment.",
  notApproved: "The payment wasn't approved, so nothing was charged.",
  serverError:
    "Something went wrong on our side. Nothing was charged; please try again in a moment.",
  alreadyOwned:
    "You already have this through your plan or an earlier purchase, so nothing was charged. Your purchases are on your account page.",
  noCheckoutUrl:
    "The payment page didn't open because the payment service sent an unexpected answer. Nothing was charged.",
} as const;

/** Why starting a checkout (card, free claim or PayPal order) failed, for the buyer. */
export function checkoutFailureMessage(failure: FailureLike): string {
  if (failure.status === null) return SHOP_MESSAGES.offline;
  switch (failure.code) {
    case "UNAUTHENTICATED":
      return SHOP_MESSAGES.sessionEnded;
    case "RATE_LIMITED":
      return rateLimitMessage(failure.retryAfterSeconds);
    case "NOT_FOUND":
      return SHOP_MESSAGES.notForSale;
    case "VALIDATION_FAILED":
      return SHOP_MESSAGES.invalid;
    case "CONFLICT":
      return failure.message || SHOP_MESSAGES.serverError;
    case "ALREADY_OWNED":
      return SHOP_MESSAGES.alreadyOwned;
    case "PAYMENT_NOT_APPROVED":
      return SHOP_MESSAGES.notApproved;
    case "PAYMENT_PROVIDER_FAILED":
      return SHOP_MESSAGES.providerDown;
  }
  if (failure.status === 401) return SHOP_MESSAGES.sessionEnded;
  if (failure.status === 429) return rateLimitMessage(failure.retryAfterSeconds);
  if (failure.status === 404) return SHOP_MESSAGES.notForSale;
  if (failure.status >= 500) return SHOP_MESSAGES.serverError;
  return failure.message || SHOP_MESSAGES.serverError;
}

/** Why an account action (cancel, billing page, download) failed. */
export function accountActionFailureMessage(failure: FailureLike, action: string): string {
  if (failure.status === null) {
    return `We couldn't ${action}: check your internet connection and try again.`;
  }
  if (failure.code === "UNAUTHENTICATED" || failure.status === 401) {
    return "Your session ended. Log in again to continue.";
  }
  if (failure.code === "RATE_LIMITED" || failure.status === 429) {
    return rateLimitMessage(failure.retryAfterSeconds);
  }
  if (failure.code === "PAYMENT_PROVIDER_FAILED" || failure.status >= 500) {
    return `We couldn't ${action} because something went wrong on our side. Please try again in a moment.`;
  }
  return failure.message ? `We couldn't ${action}: ${failure.message}` : `We couldn't ${action}.`;
}

/** The /payment-failed explanation of each reason; a missing reason reads as a cancellation. */
export const failureExplanations: Record<FailureReason, { title: string; body: string }> = {
  cancelled: {
    title: "Payment cancelled",
    body: "You cancelled the payment, so nothing was charged and nothing changed on your account.",
  },
  declined: {
    title: "Payment declined",
    body: "Your payment was declined by the card issuer or PayPal, so nothing was charged. Try another card or payment method.",
  },
  error: {
    title: "Payment not completed",
    body: "Something went wrong while completing the payment. Before you try again, check your purchases on your account page: if the purchase is listed there, it went through.",
  },
};
