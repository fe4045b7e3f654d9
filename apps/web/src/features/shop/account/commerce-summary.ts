import type { OrderDetail, SubscriptionDetail } from "@inkforge/domain/contracts/shop";
import { findProduct, productsOfOffer } from "@inkforge/domain/shop/catalogue";
import { formatPrice } from "@inkforge/domain/shop/money";
import { formatLongDate } from "@/lib/format-date";

/*
 * What the commerce sections of /me say about orders and subscriptions, as plain functions so
 * the wording and the dates are unit-tested.
 */

export type SubscriptionRowView = {
  id: string;
  productId: string;
  title: string;
  /** "Active", "Cancelled", "Payment failed", "Ended". */
  state: string;
  /** "Renews on 21 December 2026", "Active until 21 December 2026"… */
  detail: string;
  tone: "ok" | "ending" | "problem" | "ended";
  /** The formatted end of the paid period ("21 December 2026"). */
  endsOn: string;
  /** The subscription can still be cancelled (it is live and not already cancelled). */
  cancellable: boolean;
  /** The other billing cycle this product is sold in, when there is one. */
  switchTo: { interval: "month" | "year"; label: string } | null;
  live: boolean;
};

/** The other recurring period of the same offer ("pro-monthly" → year), if it is sold. */
export function otherCycle(productId: string): "month" | "year" | null {
  const product = findProduct(productId);
  if (!product || (product.billingPeriod !== "month" && product.billingPeriod !== "year")) {
    return null;
  }
  const wanted = product.billingPeriod === "month" ? "year" : "month";
  return productsOfOffer(product.offerId).some((p) => p.billingPeriod === wanted) ? wanted : null;
}

export function describeSubscription(subscription: SubscriptionDetail): SubscriptionRowView {
  const end = formatLongDate(subscription.current_period_end);
  const base = {
    id: subscription._id,
    productId: subscription.product_id,
    title: subscription.title || findProduct(subscription.product_id)?.title || "Subscription",
    endsOn: end,
  };
  const cycle = otherCycle(subscription.product_id);
  const switchTo = cycle
    ? {
        interval: cycle,
        label: cycle === "year" ? "Switch to yearly billing" : "Switch to monthly billing",
      }
    : null;
  if (subscription.status === "canceled") {
    return {
      ...base,
      state: "Ended",
      detail: `Ended on ${end}`,
      tone: "ended",
      cancellable: false,
      switchTo: null,
      live: false,
    };
  }
  if (subscription.status === "past_due") {
    return {
      ...base,
      state: "Payment failed",
      detail: `The last renewal didn't go through. Update your card to keep access after ${end}.`,
      tone: "problem",
      cancellable: !subscription.cancel_at_period_end,
      switchTo: null,
      live: true,
    };
  }
  if (subscription.cancel_at_period_end) {
    return {
      ...base,
      state: "Cancelled",
      detail: `Active until ${end}. It will not renew.`,
      tone: "ending",
      cancellable: false,
      switchTo: null,
      live: true,
    };
  }
  return {
    ...base,
    state: "Active",
    detail: `Renews on ${end}, billed every ${subscription.interval === "year" ? "year" : "month"}.`,
    tone: "ok",
    cancellable: true,
    switchTo,
    live: true,
  };
}

/** Live subscriptions first (in the API's order), ended ones last. */
export function describeSubscriptions(subscriptions: readonly SubscriptionDetail[]) {
  const rows = subscriptions.map(describeSubscription);
  return [...rows.filter((row) => row.live), ...rows.filter((row) => !row.live)];
}

export type OrderRowView = {
  id: string;
  date: string;
  datetime: string;
  status: string;
  lines: { key: string; title: string; price: string; listPrice: string | null }[];
  /** Merch: "$5.00", shown as its own line; null without shipping. */
  shipping: string | null;
  /** What the buyer paid, shipping included. */
  total: string;
  /** Merch: "Awaiting fulfilment" or "Shipped on 21 November 2026". */
  fulfilment: string | null;
  /** Merch once shipped with one: "Tracking: UPS 1Z999AA10123456784". */
  tracking: string | null;
  /** Merch: "Ada Lovelace, 1 Main St, Springfield 12345, US". */
  shipTo: string | null;
  /** "Refunded $14.00: the amount paid was not the order's total" and the like. */
  refunds: { key: string; text: string; problem: boolean }[];
};

const refundStates: Record<OrderDetail["refunds"][number]["status"], string> = {
  succeeded: "Refunded",
  pending: "Refund on its way:",
  requested: "Refund on its way:",
  failed: "We owe you",
};

const orderStates: Record<OrderDetail["status"], string> = {
  created: "Awaiting payment",
  approved: "Approved",
  captured: "Paid",
  failed: "Failed",
  canceled: "Cancelled",
  refunded: "Refunded",
};

/**
 * Only orders that were paid or are being paid are purchases; abandoned checkouts are not,
 * unless money was taken for them and given back (the buyer must see that refund).
 */
function isPurchase(order: Pick<OrderDetail, "status" | "refunds">): boolean {
  return (
    order.status === "captured" ||
    order.status === "approved" ||
    order.status === "refunded" ||
    order.refunds.length > 0
  );
}

/** A closed order whose payment was given back reads as such, not as "Failed". */
function orderStatus(order: OrderDetail): string {
  if (order.status === "captured" || order.refunds.length === 0) return orderStates[order.status];
  if (order.refunds.some((refund) => refund.status === "succeeded")) return "Refunded";
  return order.refunds.some((refund) => refund.status === "failed")
    ? "Refund due"
    : "Refund on its way";
}

export function describeOrder(order: OrderDetail): OrderRowView {
  return {
    id: order._id,
    date: formatLongDate(order.created_at),
    datetime: order.created_at,
    status: orderStatus(order),
    lines: order.items.map((line, index) => ({
      key: `${line.product_id}-${index}`,
      title: line.title,
      price: formatPrice(line.unit_cents),
      listPrice: line.list_cents > line.unit_cents ? formatPrice(line.list_cents) : null,
    })),
    shipping: order.shipping ? formatPrice(order.shipping.cents) : null,
    total: formatPrice(order.charged_cents),
    fulfilment: order.fulfilment
      ? order.fulfilment.status === "shipped"
        ? order.fulfilment.shipped_at
          ? `Shipped on ${formatLongDate(order.fulfilment.shipped_at)}`
          : "Shipped"
        : "Awaiting fulfilment"
      : null,
    tracking: order.fulfilment?.tracking_number
      ? `Tracking: ${order.fulfilment.tracking_carrier ? `${order.fulfilment.tracking_carrier} ` : ""}${order.fulfilment.tracking_number}`
      : null,
    shipTo: order.shipping
      ? [
          order.shipping.address.name,
          order.shipping.address.line1,
          order.shipping.address.line2,
          `${order.shipping.address.city}${order.shipping.address.state ? `, ${order.shipping.address.state}` : ""} ${order.shipping.address.postal_code}`,
          order.shipping.address.country,
        ]
          .filter(Boolean)
          .join(", ")
      : null,
    refunds: order.refunds.map((refund, index) => ({
      key: `${refund.created_at}-${index}`,
      text: `${refundStates[refund.status]} ${formatPrice(refund.amount_cents)}: ${refund.reason}`,
      problem: refund.status === "failed",
    })),
  };
}

/** Purchases newest first. */
export function describePurchases(orders: readonly OrderDetail[]): OrderRowView[] {
  return [...orders]
    .filter(isPurchase)
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .map(describeOrder);
}
