import {
  type ProductStanding,
  productStanding,
  type StandingProduct,
} from "@inkforge/domain/shop/ownership-rules";
import type { MembershipInfo } from "@/lib/membership/membership";

export type { StandingProduct };

/**
 * A product's standing for the signed-in user (decision 0027): the domain's check, on the
 * holdings the header derived from `GET /api/fc`. The page passes the product's facts in, so the
 * browser never loads the catalogue for it. Null while signed out or unknown.
 */
export function standingFor(
  info: Pick<MembershipInfo, "owned" | "ownedForGood"> | null,
  product: StandingProduct,
): ProductStanding | null {
  if (!info) return null;
  return productStanding(
    { all: new Set(info.owned), forGood: new Set(info.ownedForGood) },
    product,
  );
}

/** The facts `standingFor` needs, picked on the server from a catalogue product. */
export function toStandingProduct(product: StandingProduct): StandingProduct {
  return { _id: product._id, grants: [...product.grants], billingPeriod: product.billingPeriod };
}
