import { and, asc, desc, eq, gte, ilike, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../client";
import {
  affiliateCommissions,
  affiliates,
  comments,
  contactMessages,
  orderLines,
  orders,
  ownedFeatures,
  paymentEvents,
  refunds,
  users,
  xpAwards,
} from "../schema";
import { countRows } from "./paged";

/*
 * The operator console's reads (decision 0104): lists with a filter, a sort and a window, and the
 * day and month figures of the overview, each on an index.
 */

type Window = { limit: number; offset: number };
type Direction = "asc" | "desc";

const order = (direction: Direction) => (direction === "asc" ? asc : desc);

/** `%` and `_` typed in a search box are letters, not wildcards. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ---------------------------------------------------------------- people

export async function searchPeople(
  db: Database,
  query: Window & {
    q?: string | undefined;
    sort: "createdAt" | "email" | "username";
    dir: Direction;
  },
) {
  const q = query.q?.trim();
  const where = q
    ? uuidPattern.test(q)
      ? eq(users.id, q.toLowerCase())
      : or(ilike(users.email, likePattern(q)), ilike(users.username, likePattern(q)))
    : undefined;
  const column = { createdAt: users.createdAt, email: users.email, username: users.username }[
    query.sort
  ];
  const items = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(order(query.dir)(column), order(query.dir)(users.id))
    .limit(query.limit)
    .offset(query.offset);
  return { items, total: await countRows(db, users, where) };
}

export async function listGrantsOfUser(db: Database, userId: string) {
  return db
    .select()
    .from(ownedFeatures)
    .where(eq(ownedFeatures.userId, userId))
    .orderBy(desc(ownedFeatures.createdAt), asc(ownedFeatures.featureId));
}

export async function sumPoints(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${xpAwards.points}), 0)::int` })
    .from(xpAwards)
    .where(eq(xpAwards.userId, userId));
  return row?.total ?? 0;
}

// ---------------------------------------------------------------- orders

/** Orders with the buyer's email, the product titles and what was refunded. */
export async function searchOrders(
  db: Database,
  query: Window & {
    q?: string | undefined;
    userId?: string | undefined;
    status?: string | undefined;
    provider?: string | undefined;
    sort: "createdAt" | "paidAt" | "totalCents";
    dir: Direction;
  },
) {
  const q = query.q?.trim();
  const where = and(
    q
      ? uuidPattern.test(q)
        ? or(eq(orders.id, q.toLowerCase()), eq(orders.userId, q.toLowerCase()))
        : or(
            ilike(users.email, likePattern(q)),
            eq(orders.captureRef, q),
            eq(orders.providerRef, q),
          )
      : undefined,
    query.userId ? eq(orders.userId, query.userId) : undefined,
    query.status ? eq(orders.status, query.status as "paid") : undefined,
    query.provider ? eq(orders.provider, query.provider as "sandbox") : undefined,
  );
  const column: AnyPgColumn = {
    createdAt: orders.createdAt,
    paidAt: orders.paidAt,
    totalCents: orders.totalCents,
  }[query.sort];
  const rows = await db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(
      query.dir === "asc" ? sql`${column} asc nulls last` : sql`${column} desc nulls last`,
      order(query.dir)(orders.id),
    )
    .limit(query.limit)
    .offset(query.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function listLinesOfOrders(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.position));
}

export async function listRefundsOf(db: Database, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, orderIds))
    .orderBy(asc(refunds.createdAt));
}

export async function listPaymentEvents(db: Database, window: Window & { orderId?: string }) {
  const where = window.orderId ? eq(paymentEvents.orderId, window.orderId) : undefined;
  const items = await db
    .select()
    .from(paymentEvents)
    .where(where)
    .orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.eventId))
    .limit(window.limit)
    .offset(window.offset);
  return { items, total: await countRows(db, paymentEvents, where) };
}

export async function listCommissionsOfOrder(db: Database, orderId: string) {
  return db
    .select()
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.orderId, orderId))
    .orderBy(asc(affiliateCommissions.earnedAt));
}

// ---------------------------------------------------------------- affiliates

export async function listCommissionsByStatus(db: Database, query: Window & { status: string }) {
  const where = eq(affiliateCommissions.status, query.status as "held");
  const affiliateUser = sql`affiliate_user`;
  const rows = await db
    .select({
      commission: affiliateCommissions,
      affiliateEmail: sql<string>`${affiliateUser}.email`,
      buyerEmail: users.email,
    })
    .from(affiliateCommissions)
    .innerJoin(affiliates, eq(affiliates.id, affiliateCommissions.affiliateId))
    .innerJoin(sql`users as affiliate_user`, sql`${affiliateUser}.id = ${affiliates.userId}`)
    .innerJoin(users, eq(users.id, affiliateCommissions.buyerUserId))
    .where(where)
    .orderBy(desc(affiliateCommissions.earnedAt), desc(affiliateCommissions.id))
    .limit(query.limit)
    .offset(query.offset);
  return { rows, total: await countRows(db, affiliateCommissions, where) };
}

// ---------------------------------------------------------------- moderation

/** How many readers reported the comment. */
const reportCount = sql<number>`(select count(*)::int from comment_reports r where r.comment_id = ${comments.id})`;
/** No earlier comment by the same author: this is their first. */
const isFirstComment = sql<boolean>`not exists (select 1 from comments c2
  where c2.user_id = ${comments.userId}
    and (c2.created_at < ${comments.createdAt}
      or (c2.created_at = ${comments.createdAt} and c2.id < ${comments.id})))`;

export async function listCommentsForModeration(
  db: Database,
  query: Window & { status?: string | undefined; queue?: "review" | undefined; dir: Direction },
) {
  const where = and(
    query.status ? eq(comments.status, query.status as "visible") : undefined,
    // The review queue: visible, not looked at yet, and reported or its author's first.
    query.queue === "review"
      ? and(
          eq(comments.status, "visible"),
          isNull(comments.moderatedAt),
          or(sql`${reportCount} > 0`, isFirstComment),
        )
      : undefined,
  );
  const rows = await db
    .select({
      comment: comments,
      email: users.email,
      username: users.username,
      reports: reportCount,
      firstTime: isFirstComment,
    })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .where(where)
    .orderBy(order(query.dir)(comments.createdAt), order(query.dir)(comments.id))
    .limit(query.limit)
    .offset(query.offset);
  return { rows, total: await countRows(db, comments, where) };
}

export async function listContactMessages(
  db: Database,
  query: Window & { state: "open" | "closed" | "all" },
) {
  const where =
    query.state === "open"
      ? isNull(contactMessages.closedAt)
      : query.state === "closed"
        ? sql`${contactMessages.closedAt} is not null`
        : undefined;
  const items = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(query.limit)
    .offset(query.offset);
  return { items, total: await countRows(db, contactMessages, where) };
}

// ---------------------------------------------------------------- overview

/** Paid orders, refunds and new members in [from, to): three range scans on their time indexes. */
export async function totalsBetween(db: Database, from: Date, to: Date) {
  const [sales] = await db
    .select({
      n: sql<number>`count(*)::int`,
      cents: sql<number>`coalesce(sum(${orders.totalCents} + coalesce(${orders.shippingCents}, 0)), 0)::int`,
    })
    .from(orders)
    .where(and(gte(orders.paidAt, from), lt(orders.paidAt, to), eq(orders.status, "paid")));
  const [refunded] = await db
    .select({
      n: sql<number>`count(*)::int`,
      cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int`,
    })
    .from(refunds)
    .where(
      and(
        gte(refunds.createdAt, from),
        lt(refunds.createdAt, to),
        inArray(refunds.status, ["succeeded", "pending"]),
      ),
    );
  const [members] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(gte(users.createdAt, from), lt(users.createdAt, to)));
  return {
    orders: sales?.n ?? 0,
    salesCents: sales?.cents ?? 0,
    refunds: refunded?.n ?? 0,
    refundsCents: refunded?.cents ?? 0,
    newMembers: members?.n ?? 0,
  };
}

export async function countQueues(db: Database) {
  const [held] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(affiliateCommissions)
    .where(eq(affiliateCommissions.status, "held"));
  const [open] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(isNull(contactMessages.closedAt));
  return { heldCommissions: held?.n ?? 0, openMessages: open?.n ?? 0 };
}
