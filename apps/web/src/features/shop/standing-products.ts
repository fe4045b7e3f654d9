import "server-only";
import { findProduct } from "@inkforge/domain/shop/catalogue";
import { type StandingProduct, toStandingProduct } from "./product-standing";

/** A catalogue product's standing facts, picked on the server for a client button. */
export function standingProductOf(productId: string | undefined): StandingProduct | undefined {
  const product = productId ? findProduct(productId) : undefined;
  return product ? toStandingProduct(product) : undefined;
}
