import { centsToDecimalString, decimalStringToCents } from "@inkforge/domain/shop/money";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import {
  findAffiliateSaleByOrderId,
  findPaidOrderOfUserByCaptureRef,
  insertAffiliateSale,
  settleAffiliateSale,
} from "../../db/queries/affiliate-sales";
import { findSaleCommissionOfOrder } from "../../db/queries/affiliates";
import type { AffiliateSaleStatus, User } from "../../db/schema";
import { AppError } from "../../errors";
import { fieldInvalid } from "../../lib/validation";
import type { AffiliateTracker } from "./affiliate-tracker";

export type AffiliateContext = {
  db: Database;
  /** The request's instant (the app clock, read once). */
  now: Date;
  tracker: AffiliateTracker;
  log: Pick<FastifyBaseLogger, "info" | "warn" | "error">;
};

export type AffiliateSaleReport = {
  /** `idev_saleamt`: the captured amount as the buyer's page read it, e.g. "19.00". */
  amount: string;
  /** `idev_ordernum`: the capture id. */
  orderNumber: string;
  /** `ip_address` as the browser sent it (compared, never used). */
  claimedIp: string | undefined;
  /** The address the API sees (`request.ip`, which honours TRUST_PROXY). */
  clientIp: string | undefined;
};

export type AffiliateSaleAnswer = { recorded: true; status: AffiliateSaleStatus };

/**
 * `GET /api/idev` (spec PAY-10, API-AFF-03; decision 0025). Reports the sale of the caller's own
 * paid order, found by its capture id; the amount sent must be the order's captured total. The
 * first report of an order writes its `affiliate_sales` row and forwards it to the tracker once;
 * repeats answer the row's status without forwarding again. The tracker failing is logged and
 * recorded (`failed`), never an error for the buyer, whose redirect waits on this answer.
 */
export async function reportAffiliateSale(
  ctx: AffiliateContext,
  user: User,
  report: AffiliateSaleReport,
): Promise<AffiliateSaleAnswer> {
  const order = await findPaidOrderOfUserByCaptureRef(ctx.db, user.id, report.orderNumber);
  if (!order) throw new AppError("NOT_FOUND", "No paid order of yours has this capture id");
  if (decimalStringToCents(report.amount) !== order.totalCents) {
    throw fieldInvalid(
      "idev_saleamt",
      `must be the captured amount of this order (${centsToDecimalString(order.totalCents)})`,
    );
  }

  // The address the API saw, not the one the page says: a tracker may credit a sale by address.
  const ipAddress = report.clientIp || null;
  if (report.claimedIp && ipAddress && report.claimedIp !== ipAddress) {
    ctx.log.info(
      { orderId: order.id, claimedIp: report.claimedIp, ip: ipAddress },
      "affiliate sale: the page's ip_address differs from the request's; using the request's",
    );
  }

  // The affiliate the payment's transaction attributed the order to (decision 0057), if any.
  const commission = await findSaleCommissionOfOrder(ctx.db, order.id);
  const sale = await insertAffiliateSale(ctx.db, {
    affiliateId: commission && commission.status !== "reversed" ? commission.affiliateId : null,
    orderId: order.id,
    userId: user.id,
    amountCents: order.totalCents,
    currency: order.currency,
    affiliate: order.affiliate,
    ipAddress,
    createdAt: ctx.now,
  });
  if (!sale) {
    // Already reported (a reload, a retry, a concurrent call): the same answer, no second forward.
    const existing = await findAffiliateSaleByOrderId(ctx.db, order.id);
    return { recorded: true, status: existing?.status ?? "recorded" };
  }

  let status: AffiliateSaleStatus = "recorded";
  try {
    const { sent } = await ctx.tracker.reportSale({
      amount: centsToDecimalString(order.totalCents),
      orderNumber: order.captureRef ?? report.orderNumber,
      ipAddress,
      affiliate: order.affiliate,
    });
    if (sent) status = "sent";
  } catch (error) {
    ctx.log.error(
      { err: error, orderId: order.id, saleId: sale.id },
      "the affiliate sale could not be forwarded to the tracker",
    );
    status = "failed";
  }
  if (status !== "recorded") {
    await settleAffiliateSale(ctx.db, sale.id, {
      status,
      sentAt: status === "sent" ? ctx.now : null,
    });
  }
  return { recorded: true, status };
}
