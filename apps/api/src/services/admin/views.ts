import type { Entitlement, OrderRowView, PersonRow } from "@inkforge/domain/admin/contract";
import type { OrderLineRow, OrderRow, OwnedFeatureRow, RefundRow, User } from "../../db/schema";

/** The shop id of a feature an operator granted by hand (decision 0104). */
export const operatorGrantShopId = "operator-grant";

export function toPersonRow(user: User): PersonRow {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    role: user.staffRole,
    createdAt: user.createdAt.toISOString(),
    deleted: user.deletedAt !== null,
  };
}

/** Where a grant came from: the order or subscription that paid, an operator, a free claim, the seed. */
function entitlementSource(row: OwnedFeatureRow): Entitlement["source"] {
  if (row.subscriptionId) return "subscription";
  if (row.orderId) return "order";
  if (row.shopId === operatorGrantShopId) return "operator";
  if (row.period === "free") return "free";
  return "seed";
}

export function toEntitlement(row: OwnedFeatureRow, now: Date): Entitlement {
  return {
    id: row.id,
    featureId: row.featureId,
    productId: row.shopId,
    period: row.period,
    until: row.until?.toISOString() ?? null,
    active: row.until === null || row.until.getTime() > now.getTime(),
    source: entitlementSource(row),
    orderId: row.orderId,
    subscriptionId: row.subscriptionId,
    grantedAt: row.createdAt.toISOString(),
  };
}

/** What counts as given back already: refunds asked for or made, not the ones that failed. */
export function refundedCents(refunds: readonly RefundRow[]): number {
  return refunds
    .filter((refund) => refund.status !== "failed")
    .reduce((sum, refund) => sum + refund.amountCents, 0);
}

export function chargedCents(order: OrderRow): number {
  return order.totalCents + (order.shippingCents ?? 0);
}

export function toOrderRowView(
  order: OrderRow,
  email: string,
  lines: readonly OrderLineRow[],
  refunds: readonly RefundRow[],
): OrderRowView {
  return {
    id: order.id,
    userId: order.userId,
    email,
    provider: order.provider,
    status: order.status,
    mode: order.mode,
    totalCents: order.totalCents,
    shippingCents: order.shippingCents,
    refundedCents: refundedCents(refunds.filter((refund) => refund.orderId === order.id)),
    currency: order.currency,
    products: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => line.title)
      .join(", "),
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}
