import { resolveFreeClaim } from "@inkforge/domain/shop/pricing";
import { insertGrants } from "../../db/queries/shop";
import type { User } from "../../db/schema";
import type { ShopContext } from "./context";
import { withShopRules } from "./errors";

/**
 * `POST /api/features/freepaynow`: grants free items (price 0, period free) at once, without a
 * provider or an order. A paid item is refused (400 naming `items`); claiming again is a no-op.
 */
export async function claimFreeItems(
  ctx: Pick<ShopContext, "db" | "now">,
  user: User,
  productIds: string[],
): Promise<"OK"> {
  const products = withShopRules("items", () => resolveFreeClaim(productIds));
  await insertGrants(
    ctx.db,
    products.flatMap((product) =>
      product.grants.map((featureId) => ({
        userId: user.id,
        featureId,
        shopId: product._id,
        period: "free" as const,
        until: null,
        orderId: null,
        subscriptionId: null,
        now: ctx.now,
      })),
    ),
  );
  return "OK";
}
