import { findProduct } from "@inkforge/domain/shop/catalogue";
import { isSubscriptionSuperseded } from "@inkforge/domain/shop/ownership";
import { createNotification } from "../../db/queries/notifications";
import {
  findOrderByProviderRef,
  listSubscriptionsOfUser,
  updateSubscription,
} from "../../db/queries/shop";
import type { PaymentProviderName } from "../../db/schema";
import type { ShopContext } from "./context";
import { isProviderError } from "./errors";
import { activeEntries } from "./owned";

type Ctx = Pick<ShopContext, "db" | "now" | "log" | "providers">;

/**
 * After an upgrade is paid (decision 0027): every running subscription whose features the buyer
 * now holds through something else (Pro monthly after Pro lifetime, Supreme lifetime or Pro Max
 * monthly) is set to cancel at its period end. The buyer keeps what that period paid for, is
 * never billed for it again, and nothing is prorated. Returns the ids set to cancel.
 */
async function cancelSupersededSubscriptions(ctx: Ctx, userId: string): Promise<string[]> {
  const entries = await activeEntries(ctx, userId);
  const rows = await listSubscriptionsOfUser(ctx.db, userId);
  const cancelled: string[] = [];
  for (const row of rows) {
    const running =
      row.status !== "canceled" &&
      !row.cancelAtPeriodEnd &&
      row.currentPeriodEnd.getTime() > ctx.now.getTime();
    if (!running || !isSubscriptionSuperseded(entries, row.productId, ctx.now)) continue;
    const card = ctx.providers.card;
    if (card && card.name === row.provider) {
      try {
        await card.cancelSubscription(row.providerRef, { atPeriodEnd: true });
      } catch (error) {
        if (!isProviderError(error, "not_found")) {
          // Left running: the buyer can still cancel it from /me; the payment stands either way.
          ctx.log.error(
            { err: error, subscriptionId: row.id },
            "superseded subscription not cancelled",
          );
          continue;
        }
      }
    }
    await updateSubscription(ctx.db, row.id, { cancelAtPeriodEnd: true, updatedAt: ctx.now });
    ctx.log.info({ subscriptionId: row.id }, "superseded subscription set to cancel at period end");
    // The buyer asked for a purchase, not a cancellation: say what happened to the subscription.
    const title = findProduct(row.productId)?.title ?? row.productId;
    await createNotification(ctx.db, {
      userId,
      code: "001",
      message: `Your ${title} subscription will not renew: what you just bought includes everything it gives. You keep it to the end of the period you paid for, and it is not charged again.`,
      now: ctx.now,
    });
    cancelled.push(row.id);
  }
  return cancelled;
}

/** `cancelSupersededSubscriptions` for the buyer of a checkout that was just paid. */
export async function cancelSupersededAfterCheckout(
  ctx: Ctx,
  provider: PaymentProviderName,
  providerRef: string,
): Promise<void> {
  try {
    const order = await findOrderByProviderRef(ctx.db, provider, providerRef);
    if (order?.status === "paid") await cancelSupersededSubscriptions(ctx, order.userId);
  } catch (error) {
    ctx.log.error({ err: error, providerRef }, "superseded subscriptions not checked");
  }
}
