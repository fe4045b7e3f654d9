import type { OrderDetail, SubscriptionDetail } from "@inkforge/domain/contracts/shop";
import { findProduct } from "@inkforge/domain/shop/catalogue";
import type { OrderLineRow, OrderRow, RefundRow, SubscriptionRow } from "../../db/schema";

/** Order statuses as the contract names them. */
const orderStatusView = {
  pending: "created",
  paid: "captured",
  failed: "failed",
  canceled: "canceled",
} as const;

export function toOrderDetail(
  order: OrderRow,
  lines: OrderLineRow[],
  refunds: RefundRow[] = [],
): OrderDetail {
  const address = order.shippingAddress;
  return {
    _id: order.id,
    status: orderStatusView[order.status],
    provider: order.provider,
    items: lines
      .filter((line) => line.orderId === order.id)
      .sort((a, b) => a.position - b.position)
      .map((line) => ({
        product_id: line.productId,
        title: line.title,
        unit_cents: line.unitCents,
        list_cents: line.listCents,
        quantity: 1 as const,
      })),
    total_cents: order.totalCents,
    currency: "USD",
    special_offer: order.specialOffer === "new-member" ? "new-member" : null,
    created_at: order.createdAt.toISOString(),
    captured_at: order.paidAt ? order.paidAt.toISOString() : null,
    mode: order.mode,
    interval: order.interval,
    shipping:
      address && order.shippingCents !== null
        ? {
            cents: order.shippingCents,
            address: {
              name: address.name,
              line1: address.line1,
              line2: address.line2,
              city: address.city,
              state: address.state,
              postal_code: address.postalCode,
              country: address.country,
            },
          }
        : null,
    fulfilment: order.fulfilmentStatus
      ? {
          status: order.fulfilmentStatus,
          shipped_at: order.shippedAt ? order.shippedAt.toISOString() : null,
          tracking_number: order.trackingNumber,
          tracking_carrier: order.trackingCarrier,
        }
      : null,
    charged_cents: order.totalCents + (order.shippingCents ?? 0),
    refunds: refunds
      .filter((refund) => refund.orderId === order.id)
      .map((refund) => ({
        amount_cents: refund.amountCents,
        status: refund.status,
        reason: refund.reason,
        created_at: refund.createdAt.toISOString(),
      })),
  };
}

/**
 * A subscription as shown. One set to cancel at its period end reads `canceled` once the period
 * is over (the provider ends it then; nothing else needs to happen for access to lapse).
 */
export function toSubscriptionDetail(row: SubscriptionRow, now: Date): SubscriptionDetail {
  const ended = row.cancelAtPeriodEnd && row.currentPeriodEnd.getTime() <= now.getTime();
  return {
    _id: row.id,
    product_id: row.productId,
    title: findProduct(row.productId)?.title ?? row.productId,
    status: ended ? "canceled" : row.status,
    current_period_end: row.currentPeriodEnd.toISOString(),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    interval: row.interval,
    provider: row.provider,
    created_at: row.createdAt.toISOString(),
  };
}
