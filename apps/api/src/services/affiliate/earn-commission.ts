import {
  type AttributionCandidate,
  attributeOrder,
  commissionCents,
} from "@inkforge/domain/affiliate/rules";
import type { FastifyBaseLogger } from "fastify";
import type { AffiliateProgrammeConfig } from "../../config";
import type { Database } from "../../db/client";
import {
  findClickWithAffiliate,
  findReferralOfUser,
  findSaleCommissionOfOrder,
  findUserEmail,
  insertCommissionOnce,
  reverseCommissions,
} from "../../db/queries/affiliates";
import type { OrderLineRow, OrderRow, SubscriptionRow } from "../../db/schema";

/*
 * The commission ledger's writes (issue 15, decision 0057). Each runs inside the payment's own
 * transaction (applyPaymentEvent), so a payment and its commission land together or not at all,
 * and the unique source key makes a replayed event earn nothing twice.
 */

export type CommissionContext = {
  now: Date;
  programme: AffiliateProgrammeConfig;
  log: Pick<FastifyBaseLogger, "info" | "warn">;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The click an order's tracking value names: our own record, never the value's word. */
async function orderClickOf(tx: Database, order: OrderRow): Promise<AttributionCandidate | null> {
  const value = order.affiliate?.trim();
  if (!value || !uuidPattern.test(value)) return null;
  const click = await findClickWithAffiliate(tx, value);
  return click
    ? {
        affiliateId: click.affiliateId,
        affiliateUserId: click.affiliateUserId,
        clickedAt: click.createdAt,
      }
    : null;
}

/** A paid order earns its attributed affiliate a pending commission on what the products cost. */
export async function earnOrderCommission(
  tx: Database,
  ctx: CommissionContext,
  order: OrderRow,
  lines: OrderLineRow[],
): Promise<void> {
  const [orderClick, referral] = await Promise.all([
    orderClickOf(tx, order),
    findReferralOfUser(tx, order.userId),
  ]);
  const signupClick: AttributionCandidate | null = referral
    ? {
        affiliateId: referral.affiliateId,
        affiliateUserId: referral.affiliateUserId,
        clickedAt: referral.clickedAt,
      }
    : null;
  if (!orderClick && !signupClick) return;

  const userIds = new Set([order.userId]);
  if (orderClick) userIds.add(orderClick.affiliateUserId);
  if (signupClick) userIds.add(signupClick.affiliateUserId);
  const emails = new Map<string, string | undefined>();
  for (const id of userIds) emails.set(id, await findUserEmail(tx, id));

  const attribution = attributeOrder({
    orderClick,
    signupClick,
    buyer: { userId: order.userId, email: emails.get(order.userId) ?? "" },
    affiliateEmailOf: (id) => emails.get(id),
    orderedAt: order.createdAt,
  });
  if (!attribution.attributed) {
    ctx.log.info({ orderId: order.id, reason: attribution.reason }, "order earns no commission");
    return;
  }
  const productLines = lines.map((line) => ({
    productId: line.productId,
    amountCents: line.unitCents * line.quantity,
  }));
  const baseCents = productLines.reduce((sum, line) => sum + Math.max(0, line.amountCents), 0);
  const amountCents = commissionCents(productLines, ctx.programme);
  if (amountCents <= 0) return;
  await insertCommissionOnce(tx, {
    affiliateId: attribution.affiliateId,
    sourceKey: `order:${order.id}`,
    kind: "sale",
    orderId: order.id,
    subscriptionId: null,
    buyerUserId: order.userId,
    baseCents,
    amountCents,
    currency: order.currency,
    earnedAt: ctx.now,
  });
  ctx.log.info(
    { orderId: order.id, affiliateId: attribution.affiliateId, via: attribution.via, amountCents },
    "affiliate commission earned",
  );
}

/**
 * A paid renewal earns the affiliate whose sale started the subscription, while that sale's
 * commission stands (a reversed sale earns no renewals).
 */
export async function earnRenewalCommission(
  tx: Database,
  ctx: CommissionContext,
  params: {
    subscription: SubscriptionRow;
    provider: string;
    eventId: string;
    amountCents: number;
  },
): Promise<void> {
  const { subscription } = params;
  if (!subscription.orderId || params.amountCents <= 0) return;
  const sale = await findSaleCommissionOfOrder(tx, subscription.orderId);
  if (!sale || sale.status === "reversed") return;
  const amountCents = commissionCents(
    [{ productId: subscription.productId, amountCents: params.amountCents }],
    ctx.programme,
  );
  if (amountCents <= 0) return;
  await insertCommissionOnce(tx, {
    affiliateId: sale.affiliateId,
    sourceKey: `renewal:${params.provider}:${params.eventId}`,
    kind: "renewal",
    orderId: subscription.orderId,
    subscriptionId: subscription.id,
    buyerUserId: subscription.userId,
    baseCents: params.amountCents,
    amountCents,
    currency: sale.currency,
    earnedAt: ctx.now,
  });
}

/** A refund or chargeback of an order's payment reverses the commission the order earned. */
export async function reverseOrderCommission(
  tx: Database,
  ctx: CommissionContext,
  params: { orderId: string; reason: "refund" | "chargeback" },
): Promise<number> {
  const reversed = await reverseCommissions(tx, [`order:${params.orderId}`], {
    reason: params.reason,
    now: ctx.now,
  });
  if (reversed > 0) {
    ctx.log.warn(
      { orderId: params.orderId, reason: params.reason },
      "affiliate commission reversed",
    );
  }
  return reversed;
}
