import { isShopError, type ShopError } from "@inkforge/domain/shop/errors";
import { AppError } from "../../errors";
import { PaymentProviderError } from "../payments/provider";

/**
 * A domain `ShopError` as an API error (decision 0016): an unknown product is 404, every other
 * rule 400 naming `field`.
 */
function fromShopError(error: ShopError, field: string): AppError {
  if (error.code === "UNKNOWN_PRODUCT") return new AppError("NOT_FOUND", error.message);
  return new AppError("VALIDATION_FAILED", `${field}: ${error.message}`, {
    details: [{ path: field, message: error.message }],
  });
}

/** Runs a domain call, turning a `ShopError` into the API's error for `field`. */
export function withShopRules<T>(field: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (isShopError(error)) throw fromShopError(error, field);
    throw error;
  }
}

/** A provider failure the shop did not expect, as a 502 that says to try again. */
export function providerFailed(error: unknown): AppError {
  return new AppError(
    "PAYMENT_PROVIDER_FAILED",
    "The payment provider did not answer as expected; nothing was charged twice, try again",
    { cause: error },
  );
}

export function isProviderError(
  error: unknown,
  ...kinds: PaymentProviderError["kind"][]
): error is PaymentProviderError {
  return (
    error instanceof PaymentProviderError && (kinds.length === 0 || kinds.includes(error.kind))
  );
}
