import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";

/*
 * The shop's own records (decision 0018): orders and their lines, provider events already
 * handled, subscriptions, idempotency keys, course progress. Amounts are integer US cents and come
 * from the domain catalogue only; nothing here is ever filled from a client's numbers.
 */

export const paymentProviderNames = ["sandbox", "stripe", "paypal"] as const;
export type PaymentProviderName = (typeof paymentProviderNames)[number];

/** `card`: a hosted checkout page (sandbox or Stripe); `paypal`: an order approved and captured. */
export const orderChannels = ["card", "paypal"] as const;
export type OrderChannel = (typeof orderChannels)[number];

export const orderStatuses = ["pending", "paid", "failed", "canceled"] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderModes = ["payment", "subscription"] as const;
export type OrderMode = (typeof orderModes)[number];

export type Interval = "month" | "year";

/** Where a physical item goes, as the provider's hosted page collected it. */
export type ShippingAddress = {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  postalCode: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
};

/** Orders with merch: waiting to be sent, then sent (decision 0028). Null for other orders. */
export const fulfilmentStatuses = ["awaiting_fulfilment", "shipped"] as const;
export type FulfilmentStatus = (typeof fulfilmentStatuses)[number];

/** A checkout: priced by the server when created, paid at most once (see applyPaymentEvent). */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    provider: text("provider").$type<PaymentProviderName>().notNull(),
    channel: text("channel").$type<OrderChannel>().notNull(),
    /** The provider's checkout session or order id; set once the provider answered. */
    providerRef: text("provider_ref"),
    status: text("status").$type<OrderStatus>().notNull().default("pending"),
    mode: text("mode").$type<OrderMode>().notNull(),
    /** For subscriptions: how often it renews. */
    interval: text("interval").$type<Interval>(),
    totalCents: integer("total_cents").notNull(),
    currency: text("currency").notNull(),
    /** "new-member" when the offer was applied (re-checked by the server), else null. */
    specialOffer: text("special_offer"),
    /** The affiliate tracking value sent with the purchase, kept as sent. */
    affiliate: text("affiliate"),
    /** Absolute URLs on the web origin. */
    successUrl: text("success_url").notNull(),
    failUrl: text("fail_url").notNull(),
    /** The provider's payment (capture id, payment intent) once paid. */
    captureRef: text("capture_ref"),
    /** Shipping charged on top of `total_cents` (the lines), decided by our rates; merch only. */
    shippingCents: integer("shipping_cents"),
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>(),
    fulfilmentStatus: text("fulfilment_status").$type<FulfilmentStatus>(),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    /** The carrier's tracking number an operator entered when marking the order shipped. */
    trackingNumber: text("tracking_number"),
    trackingCarrier: text("tracking_carrier"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("orders_provider_ref_uq").on(table.provider, table.providerRef),
    index("orders_user_created_idx").on(table.userId, table.createdAt),
    // The console's sales of a day and its order list, newest first (decision 0104).
    index("orders_paid_at_idx").on(table.paidAt),
    index("orders_created_idx").on(table.createdAt),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/** One product (or merch item) of an order; quantity is always 1. */
export const orderLines = pgTable(
  "order_lines",
  {
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    productId: text("product_id").notNull(),
    kind: text("kind").$type<"product" | "merch">().notNull(),
    title: text("title").notNull(),
    /** Paid per unit, after any offer. */
    unitCents: integer("unit_cents").notNull(),
    /** Catalogue price before any offer. */
    listCents: integer("list_cents").notNull(),
    quantity: integer("quantity").notNull().default(1),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.productId] })],
);
export type OrderLineRow = typeof orderLines.$inferSelect;

/** Provider events already handled: a replayed event id is a no-op. */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").$type<PaymentProviderName>().notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    orderId: uuid("order_id"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.eventId] }),
    // The console's event list and an order's events (decision 0104).
    index("payment_events_received_idx").on(table.receivedAt),
    index("payment_events_order_idx").on(table.orderId),
    // The overview's failed payments of a day and a month (decision 0136).
    index("payment_events_type_received_idx").on(table.type, table.receivedAt),
  ],
);

export const subscriptionStatuses = ["active", "past_due", "canceled"] as const;
export type SubscriptionStatusValue = (typeof subscriptionStatuses)[number];

/** A recurring purchase; its owned-feature rows carry `until = current_period_end`. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    orderId: uuid("order_id").references(() => orders.id),
    productId: text("product_id").notNull(),
    provider: text("provider").$type<PaymentProviderName>().notNull(),
    providerRef: text("provider_ref").notNull(),
    status: text("status").$type<SubscriptionStatusValue>().notNull(),
    interval: text("interval").$type<Interval>().notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** When the newest provider event applied to it happened; older events are ignored. */
    lastEventAt: timestamp("last_event_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("subscriptions_provider_ref_uq").on(table.provider, table.providerRef),
    index("subscriptions_user_idx").on(table.userId),
    // The overview's active subscriptions by plan, without reading the canceled ones (0136).
    index("subscriptions_status_idx").on(
      table.status,
      table.productId,
      table.interval,
      table.orderId,
    ),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** `Idempotency-Key` of checkout requests: the first answer is replayed for 24 hours. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    key: text("key").notNull(),
    /** SHA-256 of the route and the validated body; another body with the key is a conflict. */
    requestHash: text("request_hash").notNull(),
    /** The answer sent; null while the first request is still running. */
    response: jsonb("response").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

export const refundStatuses = ["requested", "succeeded", "pending", "failed"] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * Money given back (decision 0028): a payment that arrived for an order that can no longer be
 * fulfilled (closed, or not the amount we priced). Written before the provider is asked, so a
 * refund that could not be made stays on record as `requested` or `failed` for a person to act on.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    provider: text("provider").$type<PaymentProviderName>().notNull(),
    /** The provider's payment refunded (payment intent, capture id). */
    paymentRef: text("payment_ref").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    reason: text("reason").notNull(),
    /** The provider event that brought the money; one refund per event. */
    eventId: text("event_id").notNull(),
    status: text("status").$type<RefundStatus>().notNull(),
    /** The provider's refund id, once it answered. */
    refundRef: text("refund_ref"),
    /** Why the provider refused or failed, for a person to act on. */
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("refunds_event_uq").on(table.provider, table.eventId),
    index("refunds_order_idx").on(table.orderId),
    index("refunds_created_idx").on(table.createdAt),
  ],
);
export type RefundRow = typeof refunds.$inferSelect;

/** Lessons a user marked done. */
export const courseProgress = pgTable(
  "course_progress",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: text("course_id").notNull(),
    lessonId: text("lesson_id").notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId, table.lessonId] })],
);

/*
 * The sandbox payment provider's own records (decision 0019): what a real provider keeps on its
 * side. Only `services/payments/sandbox` reads or writes them; the shop services never do.
 */

/** Hosted checkouts, PayPal-style orders and billing-portal sessions of the sandbox. */
export const sandboxPayments = pgTable(
  "sandbox_payments",
  {
    id: text("id").primaryKey(),
    kind: text("kind").$type<"checkout" | "paypal" | "portal" | "refund">().notNull(),
    /** checkout: open|complete|canceled; paypal: CREATED|APPROVED|COMPLETED|VOIDED; portal: open;
     * refund: succeeded (`reference` is the refunded payment, `flow` the reason). */
    status: text("status").notNull(),
    /** The merchant's reference (our order id), as a real provider keeps `client_reference_id`. */
    reference: text("reference"),
    mode: text("mode").$type<"payment" | "subscription">(),
    interval: text("interval").$type<Interval>(),
    lines: jsonb("lines")
      .$type<Array<{ productId: string; title: string; unitCents: number; quantity: number }>>()
      .notNull()
      .default([]),
    totalCents: integer("total_cents").notNull().default(0),
    currency: text("currency").notNull().default("USD"),
    customerEmail: text("customer_email"),
    successUrl: text("success_url"),
    cancelUrl: text("cancel_url"),
    /** checkout: the payment intent created on completion; paypal: the capture id. */
    paymentRef: text("payment_ref"),
    /** checkout of a subscription, or a portal session: the sandbox subscription. */
    subscriptionId: text("subscription_id"),
    /** portal: which page to show (update-card, change-cycle, manage); checkout of a
     * subscription: the product subscribed to. */
    flow: text("flow"),
    /** The idempotency key / request id the merchant sent with the create call. */
    requestId: text("request_id"),
    /** paypal: the request id of the capture call; a repeat with it answers the same capture. */
    captureRequestId: text("capture_request_id"),
    /** checkout with merch: the rates offered by destination, then the address and rate chosen. */
    shipping: jsonb("shipping").$type<{
      countries: string[];
      rates: Array<{ id: string; label: string; amountCents: number; countries: string[] }>;
      address?: ShippingAddress;
      amountCents?: number;
    }>(),
    /** The completion event as delivered, so a repeated approval re-delivers the same event. */
    eventBody: text("event_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("sandbox_payments_request_uq")
      .on(table.kind, table.requestId)
      .where(sql`${table.requestId} is not null`),
  ],
);
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;

/** Subscriptions on the sandbox's side. */
export const sandboxSubscriptions = pgTable("sandbox_subscriptions", {
  id: text("id").primaryKey(),
  customerEmail: text("customer_email"),
  productId: text("product_id").notNull(),
  unitCents: integer("unit_cents").notNull(),
  interval: text("interval").$type<Interval>().notNull(),
  status: text("status").$type<"active" | "past_due" | "canceled">().notNull(),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  cardLast4: text("card_last4").notNull().default("4242"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
});
export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
