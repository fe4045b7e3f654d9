import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { orders } from "./shop";

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
    /** The buyer's address as the API saw it when the sale was reported. */
    ipAddress: text("ip_address"),
    status: text("status").$type<AffiliateSaleStatus>().notNull().default("recorded"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("affiliate_sales_order_uq").on(table.orderId)],
);
export type AffiliateSaleRow = typeof affiliateSales.$inferSelect;
