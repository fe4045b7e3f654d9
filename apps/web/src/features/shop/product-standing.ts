import type { ProductStanding } from "@inkforge/domain/shop/ownership";
import { productStandingById } from "@inkforge/domain/shop/ownership";
import type { MembershipInfo } from "./membership";

/**
 * A product's standing for the signed-in user (decision 0027): the domain's check, on the
 * holdings the header derived from `GET /api/fc`. Null while signed out or unknown.
 */
export function standingFor(
  info: Pick<MembershipInfo, "owned" | "ownedForGood"> | null,
  productId: string,
): ProductStanding | null {
  if (!info) return null;
  return productStandingById(
    { all: new Set(info.owned), forGood: new Set(info.ownedForGood) },
    productId,
  );
}
