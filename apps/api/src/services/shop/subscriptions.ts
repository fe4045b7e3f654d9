import type { SubscriptionDetail } from "@inkforge/domain/contracts/shop";
import { findProduct, productsOfOffer } from "@inkforge/domain/shop/catalogue";
import {
  findSubscriptionById,
  listSubscriptionsOfUser,
  updateSubscription,
} from "../../db/queries/shop";
import type { SubscriptionRow, User } from "../../db/schema";
import { AppError } from "../../errors";
import type { BillingPortalFlow, Interval } from "../payments/provider";
import type { ShopContext } from "./context";
import { isProviderError, providerFailed } from "./errors";
import { toReturnUrl } from "./return-urls";
import { toSubscriptionDetail } from "./views";

/*
 * Subscriptions (decision 0020): listed, shown, cancelled at the period end, managed in the
 * provider's billing pages. Another user's subscription is 404, never 403.
 */

/** Live means the provider still bills it (or will retry): active or past due, not ending. */
function isLive(row: SubscriptionRow, now: Date): boolean {
  return row.status !== "canceled" && row.currentPeriodEnd.getTime() > now.getTime();
}

export async function listSubscriptions(
  ctx: Pick<ShopContext, "db" | "now">,
  user: User,
): Promise<SubscriptionDetail[]> {
  const rows = await listSubscriptionsOfUser(ctx.db, user.id);
  return rows.map((row) => toSubscriptionDetail(row, ctx.now));
}

/** Renewals that failed: the UI asks for a new card; access lasts to the period end. */
export async function listPastDueSubscriptions(
  ctx: Pick<ShopContext, "db" | "now">,
  user: User,
): Promise<SubscriptionDetail[]> {
  const rows = await listSubscriptionsOfUser(ctx.db, user.id);
  return rows
    .filter((row) => row.status === "past_due")
    .map((row) => toSubscriptionDetail(row, ctx.now));
}

export async function requireOwnSubscription(
  ctx: Pick<ShopContext, "db">,
  user: User,
  id: string,
): Promise<SubscriptionRow> {
  const row = /^[0-9a-f-]{36}$/i.test(id) ? await findSubscriptionById(ctx.db, id) : undefined;
  if (!row || row.userId !== user.id) throw new AppError("NOT_FOUND", "No such subscription");
  return row;
}

export async function getSubscription(
  ctx: Pick<ShopContext, "db" | "now">,
  user: User,
  id: string,
): Promise<SubscriptionDetail> {
  return toSubscriptionDetail(await requireOwnSubscription(ctx, user, id), ctx.now);
}

function cardProviderFor(ctx: ShopContext, row: SubscriptionRow) {
  const card = ctx.providers.card;
  if (!card || card.name !== row.provider) {
    throw new AppError("NOT_FOUND", "This subscription's provider is not available");
  }
  return card;
}

/**
 * Cancels at the period end: the provider stops renewing, access lasts until
 * `current_period_end`, and the grants lapse then by themselves (their `until`). Cancelling twice
 * is a no-op. `productId`, when given, must be the subscription's product.
 */
export async function cancelSubscription(
  ctx: ShopContext,
  user: User,
  id: string,
  productId?: string,
): Promise<SubscriptionDetail> {
  const row = await requireOwnSubscription(ctx, user, id);
  if (productId !== undefined && productId !== row.productId) {
    throw new AppError("NOT_FOUND", "No such subscription for this product");
  }
  if (row.status === "canceled" || row.cancelAtPeriodEnd) return toSubscriptionDetail(row, ctx.now);
  const card = cardProviderFor(ctx, row);
  try {
    await card.cancelSubscription(row.providerRef, { atPeriodEnd: true });
  } catch (error) {
    if (!isProviderError(error, "not_found")) throw providerFailed(error);
  }
  const updated = await updateSubscription(ctx.db, row.id, {
    cancelAtPeriodEnd: true,
    updatedAt: ctx.now,
  });
  ctx.log.info({ subscriptionId: row.id }, "subscription set to cancel at the period end");
  return toSubscriptionDetail(updated ?? row, ctx.now);
}

/** `POST /api/subs/endsubs`: cancels every live subscription of the caller at its period end. */
export async function endAllSubscriptions(
  ctx: ShopContext,
  user: User,
): Promise<SubscriptionDetail[]> {
  const rows = await listSubscriptionsOfUser(ctx.db, user.id);
  const ended: SubscriptionDetail[] = [];
  for (const row of rows.filter((candidate) => isLive(candidate, ctx.now))) {
    ended.push(await cancelSubscription(ctx, user, row.id));
  }
  return ended;
}

/**
 * `update-card`, `update-billing-cycle`, `manage-billing`: a billing page of the provider for one
 * subscription (the one named, else the newest live one) that returns to `returnPath`.
 */
export async function openBillingPortal(
  ctx: ShopContext,
  user: User,
  flow: BillingPortalFlow,
  { subscriptionId, returnPath }: { subscriptionId?: string; returnPath?: string },
): Promise<{ url: string }> {
  let row: SubscriptionRow | undefined;
  if (subscriptionId) {
    row = await requireOwnSubscription(ctx, user, subscriptionId);
  } else {
    const rows = await listSubscriptionsOfUser(ctx.db, user.id);
    row = rows.find((candidate) => isLive(candidate, ctx.now));
  }
  if (!row) throw new AppError("NOT_FOUND", "No subscription to manage");
  const card = cardProviderFor(ctx, row);
  try {
    return await card.createBillingPortal({
      flow,
      subscriptionRef: row.providerRef,
      customerEmail: user.email,
      returnUrl: toReturnUrl(ctx.webOrigin, returnPath ?? "/me"),
    });
  } catch (error) {
    if (isProviderError(error, "not_found"))
      throw new AppError("NOT_FOUND", "No such subscription");
    throw providerFailed(error);
  }
}

/** The product of the same offer billed every `interval` (pro-monthly → pro-yearly). */
export function productForInterval(productId: string, interval: Interval) {
  const product = findProduct(productId);
  if (!product) return undefined;
  return productsOfOffer(product.offerId).find((candidate) => candidate.billingPeriod === interval);
}
