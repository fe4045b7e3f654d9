import { randomUUID } from "node:crypto";
import type {
  OrderDetailView,
  ordersQuerySchema,
  RefundRequest,
} from "@inkforge/domain/admin/contract";
import { planRefund } from "@inkforge/domain/admin/rules";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { AffiliateProgrammeConfig } from "../../config";
import { findUserById } from "../../db/queries/accounts";
import {
  listCommissionsOfOrder,
  listLinesOfOrders,
  listPaymentEvents,
  listRefundsOf,
  searchOrders,
} from "../../db/queries/console";
import { setSubscriptionGrantsUntil, updateSubscription } from "../../db/queries/shop";
import {
  type OrderRow,
  orders,
  ownedFeatures,
  type RefundRow,
  subscriptions,
} from "../../db/schema";
import { AppError } from "../../errors";
import { reverseOrderCommission } from "../affiliate/earn-commission";
import type { PaymentProviders } from "../payments/provider";
import { makeRefund, recordRefundToMake } from "../shop/refund-payment";
import { recordAudit } from "./audit";
import type { ConsoleContext } from "./console-context";
import { chargedCents, refundedCents, toOrderRowView } from "./views";

/*
 * The console's Orders screen (issue 29, decision 0104): every order and payment event, and a
 * refund in full or in part through the provider that took the money, on the shop's own refund
 * path (refunds table → provider → answer kept). A refund reverses the order's affiliate
 * commission (decision 0057, as a provider's refund event would); a full refund also ends what
 * the order granted, and a subscription bought by the order ends now.
 */

export type OrdersContext = ConsoleContext & {
  providers: PaymentProviders;
  affiliateProgramme: AffiliateProgrammeConfig;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
};

export async function findOrders(
  ctx: Pick<ConsoleContext, "db">,
  query: z.infer<typeof ordersQuerySchema>,
) {
  const { rows, total } = await searchOrders(ctx.db, query);
  const ids = rows.map((row) => row.order.id);
  const [lines, refunds] = await Promise.all([
    listLinesOfOrders(ctx.db, ids),
    listRefundsOf(ctx.db, ids),
  ]);
  return {
    items: rows.map((row) => toOrderRowView(row.order, row.email, lines, refunds)),
    total,
  };
}

export async function findPaymentEvents(
  ctx: Pick<ConsoleContext, "db">,
  window: { limit: number; offset: number },
) {
  const { items, total } = await listPaymentEvents(ctx.db, window);
  return { items: items.map(toEventView), total };
}

function toEventView(event: Awaited<ReturnType<typeof listPaymentEvents>>["items"][number]) {
  return {
    provider: event.provider,
    eventId: event.eventId,
    type: event.type,
    orderId: event.orderId,
    receivedAt: event.receivedAt.toISOString(),
  };
}

function toRefundView(refund: RefundRow) {
  return {
    id: refund.id,
    amountCents: refund.amountCents,
    status: refund.status,
    reason: refund.reason,
    refundRef: refund.refundRef,
    error: refund.error,
    createdAt: refund.createdAt.toISOString(),
  };
}

export async function getOrder(
  ctx: Pick<ConsoleContext, "db">,
  id: string,
): Promise<OrderDetailView> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new AppError("NOT_FOUND", "No order has this id");
  const [buyer, lines, refunds, events, commissions] = await Promise.all([
    findUserById(ctx.db, order.userId),
    listLinesOfOrders(ctx.db, [order.id]),
    listRefundsOf(ctx.db, [order.id]),
    listPaymentEvents(ctx.db, { orderId: order.id, limit: 100, offset: 0 }),
    listCommissionsOfOrder(ctx.db, order.id),
  ]);
  return {
    ...toOrderRowView(order, buyer?.email ?? "", lines, refunds),
    captureRef: order.captureRef,
    lines: lines.map((line) => ({
      productId: line.productId,
      title: line.title,
      unitCents: line.unitCents,
    })),
    refunds: refunds.map(toRefundView),
    events: events.items.map(toEventView),
    commissions: commissions.map((commission) => ({
      id: commission.id,
      status: commission.status,
      amountCents: commission.amountCents,
      holdReason: commission.holdReason,
    })),
    refundableCents:
      order.status === "paid" && order.captureRef
        ? Math.max(0, chargedCents(order) - refundedCents(refunds))
        : 0,
    fulfilment: order.fulfilmentStatus
      ? {
          status: order.fulfilmentStatus,
          shippedAt: order.shippedAt?.toISOString() ?? null,
          trackingNumber: order.trackingNumber,
          trackingCarrier: order.trackingCarrier,
        }
      : null,
  };
}

/** The order's state as the audit row keeps it. */
function orderState(order: OrderRow, refunds: readonly RefundRow[]) {
  return {
    status: order.status,
    chargedCents: chargedCents(order),
    refundedCents: refundedCents(refunds),
    refunds: refunds.map((refund) => ({
      id: refund.id,
      amountCents: refund.amountCents,
      status: refund.status,
    })),
  };
}

/**
 * Refunds a paid order, in full (no amount) or in part. The refund is recorded and audited in
 * one transaction under a lock on the order (two clicks cannot refund twice what was paid), the
 * provider is asked after the commit, and what follows from its answer — the commission
 * reversed, a full refund's grants ended — is written with a second audit row.
 */
export async function refundOrder(ctx: OrdersContext, orderId: string, body: RefundRequest) {
  const recorded = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw new AppError("NOT_FOUND", "No order has this id");
    if (order.status !== "paid" || !order.captureRef) {
      throw new AppError("CONFLICT", "Only a paid order can be refunded");
    }
    const earlier = await listRefundsOf(tx, [order.id]);
    const plan = planRefund({
      chargedCents: chargedCents(order),
      refundedCents: refundedCents(earlier),
      amountCents: body.amountCents ?? null,
    });
    if (!plan.ok) {
      throw new AppError("VALIDATION_FAILED", `amountCents ${plan.message}`, {
        details: [{ path: plan.field, message: plan.message }],
      });
    }
    const made = await recordRefundToMake(tx, ctx, {
      order,
      provider: order.provider,
      eventId: `console:${randomUUID()}`,
      paymentRef: order.captureRef,
      amountCents: plan.amountCents,
      currency: order.currency,
      reason: body.reason,
    });
    if (!made) throw new Error("refund insert returned no row");
    await recordAudit(tx, ctx, {
      action: "order.refund",
      targetType: "order",
      targetId: order.id,
      reason: body.reason,
      before: orderState(order, earlier),
      after: {
        ...orderState(order, [...earlier, made.refund]),
        refund: {
          id: made.refund.id,
          amountCents: plan.amountCents,
          full: plan.full,
          status: "requested",
        },
      },
    });
    return { ...made, full: plan.full };
  });

  const settled = await makeRefund(ctx, recorded, { byOperator: true });
  if (settled.status === "failed") {
    await ctx.db.transaction(async (tx) => {
      await recordAudit(tx, ctx, {
        action: "order.refund",
        targetType: "order",
        targetId: orderId,
        reason: body.reason,
        before: { refund: { id: settled.id, status: "requested" } },
        after: { refund: { id: settled.id, status: "failed", error: settled.error } },
      });
    });
    throw new AppError(
      "PAYMENT_PROVIDER_FAILED",
      `The provider refused the refund: ${settled.error}`,
    );
  }

  await ctx.db.transaction(async (tx) => {
    const order = recorded.order;
    const reversed = await reverseOrderCommission(
      tx,
      { now: ctx.now, programme: ctx.affiliateProgramme, log: ctx.log },
      { orderId: order.id, reason: "refund" },
    );
    let grantsEnded = 0;
    let subscriptionEnded: string | null = null;
    if (recorded.full) {
      const [subscription] = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.orderId, order.id), eq(subscriptions.status, "active")));
      if (subscription) {
        subscriptionEnded = await endSubscriptionNow(ctx, tx, subscription);
      }
      const ended = await tx
        .update(ownedFeatures)
        .set({ until: ctx.now })
        .where(
          and(
            eq(ownedFeatures.orderId, order.id),
            or(isNull(ownedFeatures.until), gt(ownedFeatures.until, ctx.now)),
          ),
        )
        .returning({ id: ownedFeatures.id, featureId: ownedFeatures.featureId });
      grantsEnded = ended.length;
    }
    await recordAudit(tx, ctx, {
      action: "order.refund",
      targetType: "order",
      targetId: order.id,
      reason: body.reason,
      before: { refund: { id: settled.id, status: "requested" } },
      after: {
        refund: { id: settled.id, status: settled.status, refundRef: settled.refundRef },
        commissionsReversed: reversed,
        grantsEnded,
        subscriptionEnded,
      },
    });
  });
  return getOrder(ctx, orderId);
}

/** A refunded subscription stops now, at the provider and here, and its grants with it. */
async function endSubscriptionNow(
  ctx: OrdersContext,
  tx: ConsoleContext["db"],
  subscription: typeof subscriptions.$inferSelect,
): Promise<string> {
  const card = ctx.providers.card;
  if (card && card.name === subscription.provider) {
    try {
      await card.cancelSubscription(subscription.providerRef, { atPeriodEnd: false });
    } catch (error) {
      // The money is back and the grants end here either way; the provider's side is logged.
      ctx.log.error(
        { subscriptionId: subscription.id, err: error },
        "refunded subscription could not be cancelled at the provider: cancel it by hand",
      );
    }
  }
  await updateSubscription(tx, subscription.id, {
    status: "canceled",
    canceledAt: ctx.now,
    currentPeriodEnd: ctx.now,
    updatedAt: ctx.now,
  });
  await setSubscriptionGrantsUntil(tx, subscription.id, ctx.now);
  return subscription.id;
}
