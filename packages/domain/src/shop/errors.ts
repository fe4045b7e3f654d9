/*
 * The one error type of the shop's domain rules. The API maps `code` to its own error codes (see
 * decision 0016): UNKNOWN_PRODUCT → NOT_FOUND, everything else → VALIDATION_FAILED.
 */

export const shopErrorCodes = [
  /** No product (or merch item) has this id. */
  "UNKNOWN_PRODUCT",
  /** A checkout with no product ids. */
  "EMPTY_CART",
  /** A free item sent through a paid checkout; free items are claimed through freepaynow. */
  "FREE_PRODUCT_IN_PAID_CHECKOUT",
  /** A paid item sent through the free path (freepaynow). */
  "PAID_PRODUCT_IN_FREE_CHECKOUT",
  /** A subscription mixed with other items; a subscription is checked out on its own. */
  "MIXED_BILLING",
  /** The billing period asked for does not match the product, or the offer has no such period. */
  "PERIOD_MISMATCH",
] as const;
export type ShopErrorCode = (typeof shopErrorCodes)[number];

export class ShopError extends Error {
  override readonly name = "ShopError";
  readonly code: ShopErrorCode;
  /** The product id the error is about, when there is one. */
  readonly productId: string | undefined;

  constructor(code: ShopErrorCode, message: string, productId?: string) {
    super(message);
    this.code = code;
    this.productId = productId;
  }
}

/** True for errors thrown by the shop's rules (as opposed to bugs). */
export function isShopError(error: unknown): error is ShopError {
  return error instanceof ShopError;
}
