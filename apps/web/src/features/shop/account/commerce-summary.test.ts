// @vitest-environment node
import type { OrderDetail, SubscriptionDetail } from "@inkforge/domain/contracts/shop";
import { describe, expect, it } from "vitest";
import {
  describeOrder,
  describePurchases,
  describeSubscription,
  describeSubscriptions,
  otherCycle,
} from "@/features/shop/account/commerce-summary";

const subscription = (over: Partial<SubscriptionDetail> = {}): SubscriptionDetail => ({
  _id: "sub_1",
  product_id: "pro-monthly",
  status: "active",
  current_period_end: "2026-12-21T10:00:00.000Z",
  cancel_at_period_end: false,
  interval: "month",
  title: "Pro (monthly)",
  provider: "sandbox",
  created_at: "2026-11-21T10:00:00.000Z",
  ...over,
});

const order = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  _id: "ord_1",
  status: "captured",
  provider: "sandbox",
  items: [
    {
      product_id: "pro-lifetime",
      title: "Pro (lifetime)",
      unit_cents: 8955,
      list_cents: 19900,
      quantity: 1,
    },
  ],
  total_cents: 8955,
  currency: "USD",
  special_offer: "new-member",
  created_at: "2026-11-21T10:00:00.000Z",
  captured_at: "2026-11-21T10:01:00.000Z",
  mode: "payment",
  interval: null,
  shipping: null,
  fulfilment: null,
  charged_cents: 8955,
  refunds: [],
  ...over,
});

const notebook = {
  product_id: "author-notebook",
  title: "Author's Notebook",
  unit_cents: 1400,
  list_cents: 1400,
  quantity: 1 as const,
};

describe("subscriptions on /me", () => {
  it("an active subscription renews on its period end and can switch cycle", () => {
    expect(describeSubscription(subscription())).toMatchObject({
      state: "Active",
      detail: "Renews on 21 December 2026, billed every month.",
      endsOn: "21 December 2026",
      cancellable: true,
      switchTo: { interval: "year", label: "Switch to yearly billing" },
      live: true,
    });
  });

  it("a cancelled one stays active until the period end and cannot be cancelled again", () => {
    expect(describeSubscription(subscription({ cancel_at_period_end: true }))).toMatchObject({
      state: "Cancelled",
      detail: "Active until 21 December 2026. It will not renew.",
      cancellable: false,
      switchTo: null,
      live: true,
    });
  });

  it("a past-due one asks for a new card", () => {
    expect(describeSubscription(subscription({ status: "past_due" }))).toMatchObject({
      state: "Payment failed",
      tone: "problem",
      live: true,
    });
  });

  it("an ended one is listed last", () => {
    const rows = describeSubscriptions([
      subscription({ _id: "old", status: "canceled" }),
      subscription({ _id: "new" }),
    ]);
    expect(rows.map((row) => [row.id, row.state])).toEqual([
      ["new", "Active"],
      ["old", "Ended"],
    ]);
  });

  it("offers a cycle switch only when the offer sells the other cycle", () => {
    expect(otherCycle("pro-monthly")).toBe("year");
    expect(otherCycle("pro-yearly")).toBe("month");
    expect(otherCycle("hot-niches-monthly")).toBeNull();
    expect(otherCycle("pro-lifetime")).toBeNull();
    expect(otherCycle("nope")).toBeNull();
  });

  it("falls back to the catalogue title", () => {
    expect(describeSubscription(subscription({ title: "" })).title).toBe("Pro (monthly)");
  });
});

describe("purchases on /me", () => {
  it("shows lines with their list price when discounted, and the total", () => {
    expect(describeOrder(order())).toEqual({
      id: "ord_1",
      date: "21 November 2026",
      datetime: "2026-11-21T10:00:00.000Z",
      status: "Paid",
      lines: [
        { key: "pro-lifetime-0", title: "Pro (lifetime)", price: "$89.55", listPrice: "$199.00" },
      ],
      shipping: null,
      total: "$89.55",
      fulfilment: null,
      shipTo: null,
      tracking: null,
      refunds: [],
    });
  });

  it("shows merch with its shipping, the total charged, where it goes and its fulfilment", () => {
    const merch = order({
      items: [notebook],
      total_cents: 1400,
      special_offer: null,
      shipping: {
        cents: 500,
        address: {
          name: "Ada Lovelace",
          line1: "1 Main St",
          line2: null,
          city: "Springfield",
          state: "IL",
          postal_code: "62701",
          country: "US",
        },
      },
      fulfilment: { status: "awaiting_fulfilment", shipped_at: null },
      charged_cents: 1900,
    });
    expect(describeOrder(merch)).toMatchObject({
      shipping: "$5.00",
      total: "$19.00",
      fulfilment: "Awaiting fulfilment",
      shipTo: "Ada Lovelace, 1 Main St, Springfield, IL 62701, US",
    });
    expect(
      describeOrder({
        ...merch,
        fulfilment: { status: "shipped", shipped_at: "2026-11-23T09:00:00.000Z" },
      }).fulfilment,
    ).toBe("Shipped on 23 November 2026");
    expect(
      describeOrder({
        ...merch,
        fulfilment: {
          status: "shipped",
          shipped_at: "2026-11-23T09:00:00.000Z",
          tracking_number: "1Z999AA10123456784",
          tracking_carrier: "UPS",
        },
      }).tracking,
    ).toBe("Tracking: UPS 1Z999AA10123456784");
  });

  it("lists a failed order whose payment was refunded, saying so", () => {
    const refunded = order({
      _id: "r",
      status: "failed",
      refunds: [
        {
          amount_cents: 1400,
          status: "succeeded",
          reason: "the amount paid was not the order's total",
          created_at: "2026-11-21T10:02:00.000Z",
        },
      ],
    });
    const rows = describePurchases([refunded, order({ _id: "f", status: "failed" })]);
    expect(rows.map((row) => row.id)).toEqual(["r"]);
    expect(rows[0]?.status).toBe("Refunded");
    expect(rows[0]?.refunds).toEqual([
      {
        key: "2026-11-21T10:02:00.000Z-0",
        text: "Refunded $14.00: the amount paid was not the order's total",
        problem: false,
      },
    ]);
  });

  it("lists paid orders newest first and leaves out abandoned checkouts", () => {
    const rows = describePurchases([
      order({ _id: "a", created_at: "2026-11-01T00:00:00.000Z" }),
      order({ _id: "b", status: "created", created_at: "2026-11-20T00:00:00.000Z" }),
      order({ _id: "c", created_at: "2026-11-10T00:00:00.000Z" }),
      order({ _id: "d", status: "canceled" }),
    ]);
    expect(rows.map((row) => row.id)).toEqual(["c", "a"]);
  });
});
