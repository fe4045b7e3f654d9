import type { ShipOrderRequest } from "@inkforge/domain/admin/contract";
import { eq } from "drizzle-orm";
import { type OrderRow, orders } from "../../db/schema";
import { AppError } from "../../errors";
import type { AccountContext } from "../account/context";
import { buildReceipt } from "../shop/send-receipt";
import { recordAudit } from "./audit";
import type { ConsoleContext } from "./console-context";

/*
 * After the sale (issue 29): a paid order's receipt mailed again, and a merch order marked shipped
 * with the carrier's tracking number, which the buyer then sees on their orders page. Both audited.
 */

export type FulfilmentContext = ConsoleContext &
  Pick<AccountContext, "emails" | "siteName" | "webOrigin" | "log">;

function fulfilmentState(order: OrderRow) {
  return {
    fulfilmentStatus: order.fulfilmentStatus,
    shippedAt: order.shippedAt?.toISOString() ?? null,
    trackingNumber: order.trackingNumber,
    trackingCarrier: order.trackingCarrier,
  };
}

/**
 * Marks a paid merch order shipped with its tracking number. Shipping it again corrects the
 * tracking (a wrong number typed) and keeps the first shipping date.
 */
export async function shipOrder(ctx: ConsoleContext, orderId: string, body: ShipOrderRequest) {
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw new AppError("NOT_FOUND", "No order has this id");
    if (order.fulfilmentStatus === null) {
      throw new AppError("CONFLICT", "This order has no merch to ship");
    }
    if (order.status !== "paid") {
      throw new AppError("CONFLICT", `This order is ${order.status}, not paid`);
    }
    const [shipped] = await tx
      .update(orders)
      .set({
        fulfilmentStatus: "shipped",
        shippedAt: order.shippedAt ?? ctx.now,
        trackingNumber: body.trackingNumber.trim(),
        trackingCarrier: body.carrier?.trim() || null,
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!shipped) throw new Error("ship update returned no row");
    await recordAudit(tx, ctx, {
      action: "order.ship",
      targetType: "order",
      targetId: order.id,
      before: fulfilmentState(order),
      after: fulfilmentState(shipped),
    });
    return fulfilmentState(shipped);
  });
}

/** Mails the buyer the receipt of a paid order again, to the account's address. */
export async function resendReceipt(ctx: FulfilmentContext, orderId: string, reason: string) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError("NOT_FOUND", "No order has this id");
  if (order.status !== "paid") {
    throw new AppError(
      "CONFLICT",
      `This order is ${order.status}: only a paid order has a receipt`,
    );
  }
  // The same receipt the buyer was mailed when the order was paid (send-receipt.ts).
  const email = await buildReceipt(ctx, order);
  if (!email) throw new AppError("CONFLICT", "The buyer's account is deleted");
  await ctx.db.transaction(async (tx) => {
    await recordAudit(tx, ctx, {
      action: "order.receipt",
      targetType: "order",
      targetId: order.id,
      reason,
      before: null,
      after: { sentTo: email.to, subject: email.subject },
    });
  });
  ctx.emails.send(email, ctx.log);
  return { sent: true as const, to: email.to };
}
