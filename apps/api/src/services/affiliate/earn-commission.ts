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

/** The account that followed a referral link, with its email, when it was signed in. */
async function clickedByOf(tx: Database, userId: string | null | undefined) {
  if (!userId) return null;
  return { userId, email: await findUserEmail(tx, userId) };
}

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
        clickedBy: await clickedByOf(tx, click.userId),
      }
    : null;
}

/**
 * A paid order earns its attributed affiliate a pending commission on what the products cost,
 * or a `held` one when the buyer or the clicking account looks like the affiliate (decision
 * 0078): held commissions are never approved or paid until a person reviews them.
 */
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
        clickedBy: await clickedByOf(
          tx,
          (await findClickWithAffiliate(tx, referral.clickId))?.userId,
        ),
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
    ...(attribution.hold ? { hold: { reason: attribution.hold } } : {}),
  });
  const { affiliateId, via, hold } = attribution;
  if (hold) {
    ctx.log.warn(
      { orderId: order.id, affiliateId, via, amountCents, hold },
      "affiliate commission held",
    );
  } else {
    ctx.log.info(
      { orderId: order.id, affiliateId, via, amountCents },
      "affiliate commission earned",
    );
  }
}

/**
 * A paid renewal earns the affiliate whose sale started the subscription, while that sale's
 * commission stands (a reversed sale earns no renewals; a held sale's renewals are held too).
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
    ...(sale.status === "held" ? { hold: { reason: sale.holdReason ?? "sale-held" } } : {}),
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
