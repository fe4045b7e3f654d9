import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { findUserById } from "../../db/queries/accounts";
import { listOrderLines } from "../../db/queries/shop";
import type { OrderRow } from "../../db/schema";
import type { EmailSender } from "../email/email-sender";
import { receiptEmail } from "./receipt-email";

export type ReceiptContext = {
  db: Database;
  emails: EmailSender;
  siteName: string;
  webOrigin: string;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
};

export type Receipt = { to: string; subject: string; text: string; html: string };

/** A paid order's receipt to its buyer; null when the buyer's account is gone. */
export async function buildReceipt(
  ctx: Pick<ReceiptContext, "db" | "siteName" | "webOrigin">,
  order: OrderRow,
): Promise<Receipt | null> {
  const buyer = await findUserById(ctx.db, order.userId);
  if (!buyer || buyer.deletedAt) return null;
  const lines = await listOrderLines(ctx.db, [order.id]);
  const email = receiptEmail({
    siteName: ctx.siteName,
    username: buyer.username,
    order,
    lines,
    ordersUrl: new URL("/me", ctx.webOrigin).href,
  });
  return { to: buyer.email, ...email };
}

/**
 * Mails the receipt of an order that has just been paid (issue 29). Called after the payment's
 * transaction committed, once per order: only the event that paid it gets here, so a replayed
 * webhook or a second confirm sends nothing. The mail leaves after the answer (`EmailSender`); a
 * failure to build it is logged and never undoes the payment.
 */
export async function mailReceiptOfPaidOrder(ctx: ReceiptContext, order: OrderRow): Promise<void> {
  try {
    const receipt = await buildReceipt(ctx, order);
    if (!receipt) {
      ctx.log.warn({ orderId: order.id }, "paid order's buyer is gone: no receipt");
      return;
    }
    ctx.emails.send(receipt, ctx.log as FastifyBaseLogger);
  } catch (error) {
    ctx.log.error({ err: error, orderId: order.id }, "receipt could not be prepared");
  }
}
