import { and, eq, gte, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "../client";
import { orders, pageTimes, paymentEvents, refunds, subscriptions, users } from "../schema";

/*
 * The console's overview and system reads (decision 0136). Each one is a range scan on a time
 * index (`orders_paid_at_idx`, `refunds_created_idx`, `users_created_at_idx`,
 * `payment_events_type_received_idx`, `page_times_start_idx`) or on `subscriptions_status_idx`,
 * never a scan of a whole table: `bench/console-overview.mjs` shows the plans.
 */

const NEW_MEMBER_OFFER = "new-member";
const PAYMENT_FAILED = "subscription.payment_failed";

/** New members of [from, to) and how many of them bought with the new-member offer. */
export async function offerConversionBetween(db: Database, from: Date, to: Date) {
  const [row] = await db
    .select({
      buyers: sql<number>`count(distinct ${orders.userId})::int`,
    })
    .from(users)
    .innerJoin(orders, eq(orders.userId, users.id))
    .where(
      and(
        gte(users.createdAt, from),
        lt(users.createdAt, to),
        // A member pays after joining: this bound lets the orders side be a range scan too.
        gte(orders.paidAt, from),
        eq(orders.specialOffer, NEW_MEMBER_OFFER),
        eq(orders.status, "paid"),
      ),
    );
  return row?.buyers ?? 0;
}

export async function failedPaymentsBetween(db: Database, from: Date, to: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.type, PAYMENT_FAILED),
        gte(paymentEvents.receivedAt, from),
        lt(paymentEvents.receivedAt, to),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Active subscriptions per product and interval with what their first order charged (the
 * new-member offer never discounts a subscription, so that is the plan's price).
 */
export async function activePlans(db: Database) {
  return db
    .select({
      productId: subscriptions.productId,
      interval: subscriptions.interval,
      active: sql<number>`count(*)::int`,
      // A lookup by primary key per subscription, not a join the planner may answer by reading
      // every order: the active subscriptions are a small part of the orders.
      cents: sql<string>`coalesce(sum((select ${orders.totalCents} from ${orders} where ${orders.id} = ${subscriptions.orderId})), 0)::bigint`,
    })
    .from(subscriptions)
    .where(eq(subscriptions.status, "active"))
    .groupBy(subscriptions.productId, subscriptions.interval)
    .orderBy(subscriptions.productId, subscriptions.interval);
}

const dayOf = (column: unknown) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** Paid sales, refunds and new members per UTC day of [from, to). */
export async function dailySeries(db: Database, from: Date, to: Date) {
  const [sales, refunded, members] = await Promise.all([
    db
      .select({
        day: dayOf(orders.paidAt),
        cents: sql<string>`coalesce(sum(${orders.totalCents} + coalesce(${orders.shippingCents}, 0)), 0)::bigint`,
      })
      .from(orders)
      .where(and(gte(orders.paidAt, from), lt(orders.paidAt, to), eq(orders.status, "paid")))
      .groupBy(sql`1`),
    db
      .select({
        day: dayOf(refunds.createdAt),
        cents: sql<string>`coalesce(sum(${refunds.amountCents}), 0)::bigint`,
      })
      .from(refunds)
      .where(
        and(
          gte(refunds.createdAt, from),
          lt(refunds.createdAt, to),
          sql`${refunds.status} in ('succeeded', 'pending')`,
        ),
      )
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(users.createdAt), n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(gte(users.createdAt, from), lt(users.createdAt, to)))
      .groupBy(sql`1`),
  ]);
  return {
    sales: new Map(sales.map((r) => [r.day, Number(r.cents)])),
    refunds: new Map(refunded.map((r) => [r.day, Number(r.cents)])),
    members: new Map(members.map((r) => [r.day, r.n])),
  };
}

/** Page-time beacons since `from`, per page: visits, median and 90th percentile in seconds. */
export async function pageTimeSummary(db: Database, from: Date, limit: number) {
  const rows = await db
    .select({
      page: pageTimes.pageRoute,
      visits: sql<number>`count(*)::int`,
      median: sql<string>`percentile_cont(0.5) within group (order by ${pageTimes.totalTime})`,
      p90: sql<string>`percentile_cont(0.9) within group (order by ${pageTimes.totalTime})`,
    })
    .from(pageTimes)
    .where(and(gte(pageTimes.startTime, from), isNotNull(pageTimes.pageRoute)))
    .groupBy(pageTimes.pageRoute)
    .orderBy(sql`count(*) desc`, pageTimes.pageRoute)
    .limit(limit);
  // Beacons carry nanoseconds.
  return rows.map((r) => ({
    page: r.page,
    visits: r.visits,
    medianSeconds: Math.round(Number(r.median) / 1e7) / 100,
    p90Seconds: Math.round(Number(r.p90) / 1e7) / 100,
  }));
}
