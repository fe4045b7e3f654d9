import type { CommissionStatus } from "@inkforge/domain/affiliate/rules";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { orders, subscriptions } from "./shop";

/*
 * Affiliate sale reports (decision 0025, spec PAY-10 / API-AFF-03): one row per paid order, written
 * the first time the buyer's success page reports the sale. The amount, currency and affiliate value
 * come from the order, never from the request.
 */

/**
 * `recorded`: kept here only (no tracker configured, or the forward is still running); `sent`: the
 * tracker accepted it; `failed`: the tracker could not be reached or refused it (see the log).
 */
export const affiliateSaleStatuses = ["recorded", "sent", "failed"] as const;
export type AffiliateSaleStatus = (typeof affiliateSaleStatuses)[number];

export const affiliateSales = pgTable(
  "affiliate_sales",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    /** The order's total as captured, in integer cents. */
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** The order's affiliate tracking value (as sent with the purchase), if any. */
    affiliate: text("affiliate"),
    /** The affiliate the order is attributed to (decision 0057), if any. */
    affiliateId: integer("affiliate_id").references(() => affiliates.id),
    /** The buyer's address as the API saw it when the sale was reported. */
    ipAddress: text("ip_address"),
    status: text("status").$type<AffiliateSaleStatus>().notNull().default("recorded"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("affiliate_sales_order_uq").on(table.orderId)],
);
export type AffiliateSaleRow = typeof affiliateSales.$inferSelect;

/*
 * The affiliate programme run by the site itself (issue 15, decision 0057): one affiliate account
 * per user, the clicks on referral links, the sign-ups made under a click, and the commission
 * ledger (pending → approved after the refund window → paid; reversed on a refund or chargeback).
 */

export const affiliates = pgTable(
  "affiliates",
  {
    /** The public id in referral links (`?ref=1001`). */
    id: integer("id").primaryKey().generatedAlwaysAsIdentity({ startWith: 1001 }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id),
    username: text("username").notNull(),
    /** The country the account was created from (never NG). */
    country: text("country"),
    payoutEmail: text("payout_email"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("affiliates_user_uq").on(table.userId),
    uniqueIndex("affiliates_username_uq").on(table.username),
  ],
);
export type AffiliateRow = typeof affiliates.$inferSelect;

/** A visit through a referral link; its id is the browser's attribution cookie. No address kept. */
export const affiliateClicks = pgTable(
  "affiliate_clicks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    affiliateId: integer("affiliate_id")
      .notNull()
      .references(() => affiliates.id),
    landingPath: text("landing_path").notNull(),
    /** The signed-in account that followed the link, if any: an affiliate's own click is held. */
    userId: uuid("user_id").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("affiliate_clicks_affiliate_idx").on(table.affiliateId, table.createdAt)],
);
export type AffiliateClickRow = typeof affiliateClicks.$inferSelect;

/** A sign-up made under a click: the referred user's later orders may earn for the affiliate. */
export const affiliateReferrals = pgTable(
  "affiliate_referrals",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => users.id),
    affiliateId: integer("affiliate_id")
      .notNull()
      .references(() => affiliates.id),
    clickId: uuid("click_id")
      .notNull()
      .references(() => affiliateClicks.id),
    /** The click's instant: the 30-day window runs from it. */
    clickedAt: timestamp("clicked_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("affiliate_referrals_affiliate_idx").on(table.affiliateId, table.createdAt)],
);
export type AffiliateReferralRow = typeof affiliateReferrals.$inferSelect;

export const affiliateCommissions = pgTable(
  "affiliate_commissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    affiliateId: integer("affiliate_id")
      .notNull()
      .references(() => affiliates.id),
    /** `order:<order id>` or `renewal:<provider>:<event id>`: one commission per payment. */
    sourceKey: text("source_key").notNull(),
    kind: text("kind").$type<"sale" | "renewal">().notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id),
    buyerUserId: uuid("buyer_user_id")
      .notNull()
      .references(() => users.id),
    /** What the buyer paid for the products (shipping excluded), in integer cents. */
    baseCents: integer("base_cents").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    status: text("status").$type<CommissionStatus>().notNull().default("pending"),
    earnedAt: timestamp("earned_at", { withTimezone: true }).notNull(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    reversedAt: timestamp("reversed_at", { withTimezone: true }),
    /** refund or chargeback. */
    reversalReason: text("reversal_reason"),
    /**
     * Why a commission is `held` for review instead of earning (decision 0078): the buyer, the
     * click's account or the payer looks like the affiliate (e.g. `same-normalised-email`).
     */
    holdReason: text("hold_reason"),
  },
  (table) => [
    uniqueIndex("affiliate_commissions_source_uq").on(table.sourceKey),
    index("affiliate_commissions_affiliate_idx").on(table.affiliateId, table.status),
    index("affiliate_commissions_order_idx").on(table.orderId),
  ],
);
export type AffiliateCommissionRow = typeof affiliateCommissions.$inferSelect;
