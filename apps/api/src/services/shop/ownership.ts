import { findProduct } from "@inkforge/domain/shop/catalogue";
import { alreadyOwnedProductIds, holdingsOf } from "@inkforge/domain/shop/ownership";
import type { PricedCheckout } from "@inkforge/domain/shop/pricing";
import type { User } from "../../db/schema";
import { AppError } from "../../errors";
import type { ShopContext } from "./context";
import { activeEntries } from "./owned";

/**
 * Refuses a checkout for anything the buyer already holds at the same or a higher level, through
 * any plan, bundle or subscription (decision 0027): 409 ALREADY_OWNED naming the products. It is
 * the header's entitlement check, on the buyer's active owned-feature rows at the server's clock.
 * A lifetime product held only through a subscription is an upgrade and goes through.
 */
export async function requireNotOwned(
  ctx: Pick<ShopContext, "db" | "now">,
  user: User,
  priced: PricedCheckout,
  field: string,
): Promise<void> {
  const ids = priced.lines.filter((line) => line.kind === "product").map((line) => line.productId);
  if (ids.length === 0) return;
  const owned = alreadyOwnedProductIds(holdingsOf(await activeEntries(ctx, user.id), ctx.now), ids);
  if (owned.length === 0) return;
  const names = owned.map((id) => findProduct(id)?.title ?? id).join(", ");
  throw new AppError(
    "ALREADY_OWNED",
    `${field}: you already have ${names} through your current plan or purchases`,
  );
}
