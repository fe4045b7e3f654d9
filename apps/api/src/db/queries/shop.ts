import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../client";
import { namedStatement, toDate } from "../prepared-statement";
import {
  type FulfilmentStatus,
  type Interval,
  idempotencyKeys,
  notifications,
  type OrderLineRow,
  type OrderRow,
  type OwnedFeaturePeriod,
  orders,
  ownedFeatures,
  type PaymentProviderName,
  type RefundRow,
  refunds,
  type ShippingAddress,
  type SubscriptionRow,
  subscriptions,
} from "../schema";
import { selectPageWithTotal } from "./paged";

/*
 * Reads and writes of the shop's tables. Each takes the db handle (or a transaction) first.
 * State changes are conditional (`… where status = 'pending' returning`), so concurrent callers
 * cannot both win (decision 0018).
 */

/** Shipping and fulfilment are set when a payment with merch arrives, never at creation. */
type SetOnPayment =
  | "shippingCents"
  | "shippingAddress"
  | "fulfilmentStatus"
  | "shippedAt"
  | "trackingNumber"
  | "trackingCarrier";
export type NewOrder = Omit<
  OrderRow,
  "id" | "status" | "providerRef" | "captureRef" | "paidAt" | SetOnPayment
>;
export type NewOrderLine = Omit<OrderLineRow, "orderId">;

/** The rows of a raw statement, whichever driver ran it. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const timestamp = (value: Date | null) =>
  value ? sql`${value.toISOString()}::timestamptz` : sql`null`;

const orderColumns = `id, user_id as "userId", provider, channel, provider_ref as "providerRef",
  status, mode, interval, total_cents as "totalCents", currency, special_offer as "specialOffer",
  affiliate, success_url as "successUrl", fail_url as "failUrl", capture_ref as "captureRef",
  shipping_cents as "shippingCents", shipping_address as "shippingAddress",
  fulfilment_status as "fulfilmentStatus", shipped_at as "shippedAt",
  tracking_number as "trackingNumber", tracking_carrier as "trackingCarrier",
  created_at as "createdAt", paid_at as "paidAt"`;

type RawOrderRow = Omit<OrderRow, "createdAt" | "paidAt" | "shippedAt"> & {
  createdAt: string | Date;
  paidAt: string | Date | null;
  shippedAt: string | Date | null;
};

const toOrderRow = (row: RawOrderRow): OrderRow => ({
  ...row,
  createdAt: toDate(row.createdAt),
  paidAt: toDate(row.paidAt),
  shippedAt: toDate(row.shippedAt),
});

// The checkout's hot writes are prepared statements with fixed text (decision 0024): one round
// trip each, parsed and planned once per connection.

/** The order's columns as written at creation, in one place for the statement below. */
const newOrderParams = {
  id: "uuid",
  userId: "uuid",
  provider: "text",
  channel: "text",
  mode: "text",
  interval: "text",
  totalCents: "int",
  currency: "text",
  specialOffer: "text",
  affiliate: "text",
  successUrl: "text",
  failUrl: "text",
  createdAt: "timestamptz",
} as const;

/** Its lines, one array per column (a fixed text whatever the number of lines). */
const newLinesParams = {
  positions: "int[]",
  productIds: "text[]",
  kinds: "text[]",
  titles: "text[]",
  unitCents: "int[]",
  listCents: "int[]",
  quantities: "int[]",
} as const;

const insertOrderParams = {
  ...newOrderParams,
  ...newLinesParams,
  /** With an Idempotency-Key: the order is written only if this claims the key. */
  key: "text",
  requestHash: "text",
} as const;

const insertOrderStatement = namedStatement<{ inserted: boolean }, typeof insertOrderParams>(
  "shop_insert_order",
  insertOrderParams,
  (p) => `with k as (
    insert into idempotency_keys (user_id, key, request_hash, created_at)
    select ${p.userId}, ${p.key}, ${p.requestHash}, ${p.createdAt} where ${p.key} is not null
    on conflict do nothing
    returning 1
  ), o as (
    insert into orders (id, user_id, provider, channel, mode, interval, total_cents, currency,
      special_offer, affiliate, success_url, fail_url, created_at)
    select ${p.id}, ${p.userId}, ${p.provider}, ${p.channel}, ${p.mode}, ${p.interval},
      ${p.totalCents}, ${p.currency}, ${p.specialOffer}, ${p.affiliate}, ${p.successUrl},
      ${p.failUrl}, ${p.createdAt}
    where ${p.key} is null or exists (select 1 from k)
    returning id
  ), l as (
    insert into order_lines (order_id, position, product_id, kind, title, unit_cents, list_cents,
      quantity)
    select o.id, v.position, v.product_id, v.kind, v.title, v.unit_cents, v.list_cents, v.quantity
    from o, unnest(${p.positions}, ${p.productIds}, ${p.kinds}, ${p.titles}, ${p.unitCents},
      ${p.listCents}, ${p.quantities})
      as v(position, product_id, kind, title, unit_cents, list_cents, quantity)
  )
  select exists (select 1 from o) as inserted`,
);

/** Inserts a pending order and its lines in ONE statement; the order's id is made here. */
export async function insertOrder(
  db: Database,
  order: NewOrder,
  lines: NewOrderLine[],
): Promise<OrderRow> {
  const inserted = await writeOrder(db, order, lines, null);
  if (!inserted) throw new Error("An order without an idempotency key was not written");
  return inserted;
}

/**
 * As insertOrder, and claims the idempotency key in the same statement: the order is written
 * only if the claim succeeded. Undefined means someone holds the key already (claimIdempotencyKey
 * then says who, and what to do).
 */
export async function insertOrderClaimingKey(
  db: Database,
  order: NewOrder,
  lines: NewOrderLine[],
  claim: { key: string; requestHash: string },
): Promise<OrderRow | undefined> {
  return writeOrder(db, order, lines, claim);
}

async function writeOrder(
  db: Database,
  order: NewOrder,
  lines: NewOrderLine[],
  claim: { key: string; requestHash: string } | null,
): Promise<OrderRow | undefined> {
  const id = randomUUID();
  const [result] = await insertOrderStatement(db, {
    id,
    userId: order.userId,
    provider: order.provider,
    channel: order.channel,
    mode: order.mode,
    interval: order.interval,
    totalCents: order.totalCents,
    currency: order.currency,
    specialOffer: order.specialOffer,
    affiliate: order.affiliate,
    successUrl: order.successUrl,
    failUrl: order.failUrl,
    createdAt: order.createdAt.toISOString(),
    key: claim?.key ?? null,
    requestHash: claim?.requestHash ?? null,
    positions: lines.map((line) => line.position),
    productIds: lines.map((line) => line.productId),
    kinds: lines.map((line) => line.kind),
    titles: lines.map((line) => line.title),
    unitCents: lines.map((line) => line.unitCents),
    listCents: lines.map((line) => line.listCents),
    quantities: lines.map((line) => line.quantity),
  });
  if (!result?.inserted) return undefined;
  return {
    ...order,
    id,
    status: "pending",
    providerRef: null,
    captureRef: null,
    paidAt: null,
    shippingCents: null,
    shippingAddress: null,
    fulfilmentStatus: null,
    shippedAt: null,
    trackingNumber: null,
    trackingCarrier: null,
  };
}

const recordCheckoutAnswerStatement = namedStatement(
  "shop_record_checkout_answer",
  { orderId: "uuid", providerRef: "text", userId: "uuid", key: "text", response: "jsonb" },
  (p) => `with o as (update orders set provider_ref = ${p.providerRef} where id = ${p.orderId}
    returning 1)
  update idempotency_keys set response = ${p.response}
  where ${p.key} is not null and user_id = ${p.userId} and key = ${p.key}`,
);

/**
 * The provider's answer to a new checkout, in one statement: its id on the order and, with an
 * idempotency key, the answer a repeated request replays.
 */
export async function recordCheckoutAnswer(
  db: Database,
  {
    orderId,
    providerRef,
    userId,
    key,
    response,
  }: {
    orderId: string;
    providerRef: string;
    userId: string;
    key: string | null;
    response: Record<string, unknown>;
  },
): Promise<void> {
  await recordCheckoutAnswerStatement(db, {
    orderId,
    providerRef,
    userId,
    key,
    response: JSON.stringify(response),
  });
}

export async function setOrderProviderRef(
  db: Database,
  orderId: string,
  providerRef: string,
): Promise<void> {
  await db.update(orders).set({ providerRef }).where(eq(orders.id, orderId));
}

/** pending → `status`; undefined when the order was not pending any more. */
export async function closePendingOrder(
  db: Database,
  orderId: string,
  status: "failed" | "canceled",
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status })
    .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
    .returning();
  return row;
}

/**
 * pending → paid, once: the caller that gets the row back is the one that fulfils the order.
 * With `reopen`, a failed or cancelled order too (a late payment that matched it).
 */
export async function markOrderPaid(
  db: Database,
  orderId: string,
  { now, captureRef, reopen = false }: { now: Date; captureRef: string | null; reopen?: boolean },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ status: "paid", paidAt: now, captureRef })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.status, reopen ? ["pending", "failed", "canceled"] : ["pending"]),
      ),
    )
    .returning();
  return row;
}

/** Sets an order's fulfilment: `shipped` stamps when. */
export async function setOrderFulfilment(
  db: Database,
  orderId: string,
  { status, now }: { status: FulfilmentStatus; now: Date },
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ fulfilmentStatus: status, shippedAt: status === "shipped" ? now : null })
    .where(and(eq(orders.id, orderId), isNotNull(orders.fulfilmentStatus)))
    .returning();
  return row;
}

// --- Refunds -------------------------------------------------------------------------------------

export type NewRefund = Omit<RefundRow, "id" | "refundRef" | "error" | "updatedAt">;

/** Records a refund to make, before the provider is asked; one per provider event. */
export async function insertRefund(
  db: Database,
  refund: NewRefund,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .insert(refunds)
    .values({ ...refund, updatedAt: refund.createdAt })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateRefund(
  db: Database,
  id: string,
  values: Pick<RefundRow, "status" | "refundRef" | "error" | "updatedAt">,
): Promise<void> {
  await db.update(refunds).set(values).where(eq(refunds.id, id));
}

export async function listRefundsOfOrders(db: Database, orderIds: string[]): Promise<RefundRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, orderIds))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

export async function setOrderCaptureRef(
  db: Database,
  orderId: string,
  captureRef: string,
): Promise<void> {
  await db.update(orders).set({ captureRef }).where(eq(orders.id, orderId));
}

export async function findOrderById(db: Database, id: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

const findOrderByProviderRefStatement = namedStatement<
  RawOrderRow,
  { provider: "text"; providerRef: "text" }
>(
  "shop_find_order_by_provider_ref",
  { provider: "text", providerRef: "text" },
  (p) =>
    `select ${orderColumns} from orders
    where provider = ${p.provider} and provider_ref = ${p.providerRef} limit 1`,
);

/** The order a provider event names (every webhook and capture starts here). */
export async function findOrderByProviderRef(
  db: Database,
  provider: PaymentProviderName,
  providerRef: string,
): Promise<OrderRow | undefined> {
  const [row] = await findOrderByProviderRefStatement(db, { provider, providerRef });
  return row ? toOrderRow(row) : undefined;
}

export async function findOrderByCaptureRef(
  db: Database,
  provider: PaymentProviderName,
  captureRef: string,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.provider, provider), eq(orders.captureRef, captureRef)))
    .limit(1);
  return row;
}

const listOrderLinesStatement = namedStatement<OrderLineRow, { orderIds: "uuid[]" }>(
  "shop_list_order_lines",
  { orderIds: "uuid[]" },
  (p) => `select order_id as "orderId", position, product_id as "productId", kind, title,
    unit_cents as "unitCents", list_cents as "listCents", quantity
  from order_lines where order_id = any(${p.orderIds})
  order by order_id, position`,
);

export async function listOrderLines(db: Database, orderIds: string[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return listOrderLinesStatement(db, { orderIds });
}

/** One page of a user's orders by time (the id breaks ties) and how many the user has. */
export function listOrdersOfUser(
  db: Database,
  {
    userId,
    offset,
    limit,
    direction,
  }: { userId: string; offset: number; limit: number; direction: "ASC" | "DESC" },
): Promise<{ items: OrderRow[]; total: number }> {
  return selectPageWithTotal<OrderRow>(db, orders, {
    where: eq(orders.userId, userId),
    sortColumn: orders.createdAt,
    idColumn: orders.id,
    sortDirection: direction,
    offset,
    limit,
  });
}

const paymentEventParams = {
  provider: "text",
  eventId: "text",
  type: "text",
  orderId: "uuid",
  receivedAt: "timestamptz",
} as const;

const recordPaymentEventStatement = namedStatement<{ eventId: string }, typeof paymentEventParams>(
  "shop_record_payment_event",
  paymentEventParams,
  (p) => `insert into payment_events (provider, event_id, type, order_id, received_at)
  values (${p.provider}, ${p.eventId}, ${p.type}, ${p.orderId}, ${p.receivedAt})
  on conflict do nothing
  returning event_id as "eventId"`,
);

/** Records a provider event; false when it was recorded before (a replay). */
export async function recordPaymentEvent(
  db: Database,
  event: {
    provider: PaymentProviderName;
    eventId: string;
    type: string;
    orderId: string | null;
    now: Date;
  },
): Promise<boolean> {
  const inserted = await recordPaymentEventStatement(db, {
    provider: event.provider,
    eventId: event.eventId,
    type: event.type,
    orderId: event.orderId,
    receivedAt: event.now.toISOString(),
  });
  return inserted.length > 0;
}

// --- Grants --------------------------------------------------------------------------------------

export type NewGrant = {
  userId: string;
  featureId: string;
  shopId: string;
  subscriptionShopIds?: string[];
  period: OwnedFeaturePeriod;
  until: Date | null;
  orderId: string | null;
  subscriptionId: string | null;
  now: Date;
};

/** Inserts grants; a grant that exists (same order, subscription or free claim) is left alone. */
export async function insertGrants(db: Database, grants: NewGrant[]): Promise<number> {
  if (grants.length === 0) return 0;
  const inserted = await db
    .insert(ownedFeatures)
    .values(
      grants.map((grant) => ({
        userId: grant.userId,
        featureId: grant.featureId,
        shopId: grant.shopId,
        subscriptionShopIds: grant.subscriptionShopIds ?? [],
        period: grant.period,
        until: grant.until,
        orderId: grant.orderId,
        subscriptionId: grant.subscriptionId,
        createdAt: grant.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: ownedFeatures.id });
  return inserted.length;
}

/** A Postgres text[] literal ("{"a","b"}"), as one parameter. */
function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/(["\\])/g, "\\$1")}"`).join(",")}}`;
}

export type NewNotification = {
  userId: string;
  code: string;
  data: Record<string, unknown>;
  now: Date;
};

/**
 * Grants and the notification that announces them, in ONE statement (data-modifying CTEs), so a
 * fulfilment costs one round trip for both. Grants that exist are left alone, as in insertGrants.
 * Answers how many grants were new.
 */
export async function insertGrantsWithNotification(
  db: Database,
  grants: NewGrant[],
  note: NewNotification,
): Promise<number> {
  const noteInsert: SQL = sql`insert into ${notifications} (user_id, code, data, message, created_at)
    values (${note.userId}::uuid, ${note.code}, ${JSON.stringify(note.data)}::jsonb, null, ${timestamp(note.now)})`;
  if (grants.length === 0) {
    await db.execute(noteInsert);
    return 0;
  }
  const grantValues = sql.join(
    grants.map(
      (grant) =>
        sql`(${grant.userId}::uuid, ${grant.featureId}, ${grant.shopId}, ${textArrayLiteral(grant.subscriptionShopIds ?? [])}::text[], ${grant.period}, ${timestamp(grant.until)}, ${grant.orderId}::uuid, ${grant.subscriptionId}::uuid, ${timestamp(grant.now)})`,
    ),
    sql`, `,
  );
  const result = await db.execute(sql`
    with g as (
      insert into ${ownedFeatures} (user_id, feature_id, shop_id, subscription_shop_ids, period,
        until, order_id, subscription_id, created_at)
      values ${grantValues}
      on conflict do nothing
      returning 1
    ), n as (${noteInsert} returning 1)
    select (select count(*) from g)::int as grants, (select count(*) from n)::int as notes`);
  return Number(rowsOf<{ grants: number }>(result)[0]?.grants ?? 0);
}

const paidWithGrantsParams = {
  orderId: "uuid",
  now: "timestamptz",
  captureRef: "text",
  /** From a closed order too (a late payment that matches; decision 0028), else pending only. */
  reopen: "boolean",
  shippingCents: "int",
  shippingAddress: "jsonb",
  fulfilmentStatus: "text",
  grantFeatureIds: "text[]",
  grantShopIds: "text[]",
  grantPeriods: "text[]",
  noteCode: "text",
  noteData: "jsonb",
  eventProvider: "text",
  eventId: "text",
  eventType: "text",
} as const;

const markOrderPaidWithGrantsStatement = namedStatement<
  { events: number; grants: number } & ({ id: null } | RawOrderRow),
  typeof paidWithGrantsParams
>(
  "shop_mark_order_paid_with_grants",
  paidWithGrantsParams,
  (p) => `with e as (
    insert into payment_events (provider, event_id, type, order_id, received_at)
    select ${p.eventProvider}, ${p.eventId}, ${p.eventType}, ${p.orderId}, ${p.now}
    where ${p.eventId} is not null
    on conflict do nothing
    returning 1
  ), p as (
    update orders set status = 'paid', paid_at = ${p.now}, capture_ref = ${p.captureRef},
      shipping_cents = ${p.shippingCents}, shipping_address = ${p.shippingAddress},
      fulfilment_status = ${p.fulfilmentStatus}
    where id = ${p.orderId}
      and (status = 'pending' or (${p.reopen} and status in ('failed', 'canceled')))
      and (${p.eventId} is null or exists (select 1 from e))
    returning *
  ), g as (
    insert into owned_features (user_id, feature_id, shop_id, period, order_id, created_at)
    select p.user_id, v.feature_id, v.shop_id, v.period, p.id, ${p.now}
    from p, unnest(${p.grantFeatureIds}, ${p.grantShopIds}, ${p.grantPeriods})
      as v(feature_id, shop_id, period)
    on conflict do nothing
    returning 1
  ), n as (
    insert into notifications (user_id, code, data, created_at)
    select p.user_id, ${p.noteCode}, ${p.noteData}, ${p.now} from p
    returning 1
  )
  select (select count(*) from e)::int as events, (select count(*) from g)::int as grants,
    ${orderColumns}
  from (select 1) as one left join p on true`,
);

export type PaidWithGrants = {
  /** False when the event was recorded before (a replay): then nothing else was written. */
  eventRecorded: boolean;
  /** The order as paid, when this call fulfilled it; undefined when it was not pending. */
  paid?: { order: OrderRow; grants: number };
};

/**
 * pending → paid for a one-off order, with its lifetime grants and the notification announcing
 * them, in ONE statement; with `event`, the provider event that paid it is recorded in the same
 * statement and nothing else happens when it was recorded before. Only the caller that gets
 * `paid` back fulfilled the order; for every other (concurrent or later) caller no grant or
 * notification is written.
 */
export async function markOrderPaidWithGrants(
  db: Database,
  orderId: string,
  {
    now,
    captureRef,
    grants,
    note,
    event,
    shipping = null,
    reopen = false,
  }: {
    now: Date;
    captureRef: string | null;
    grants: { featureId: string; shopId: string; period: OwnedFeaturePeriod }[];
    note: { code: string; data: Record<string, unknown> };
    event: { provider: PaymentProviderName; eventId: string; type: string } | null;
    /** Merch: where it goes and what shipping cost; the order then awaits fulfilment. */
    shipping?: { address: ShippingAddress; amountCents: number } | null;
    /** Pay a failed or cancelled order too (the late payment matched it). */
    reopen?: boolean;
  },
): Promise<PaidWithGrants> {
  const [row] = await markOrderPaidWithGrantsStatement(db, {
    orderId,
    now: now.toISOString(),
    captureRef,
    reopen,
    shippingCents: shipping?.amountCents ?? null,
    shippingAddress: shipping ? JSON.stringify(shipping.address) : null,
    fulfilmentStatus: shipping ? "awaiting_fulfilment" : null,
    grantFeatureIds: grants.map((grant) => grant.featureId),
    grantShopIds: grants.map((grant) => grant.shopId),
    grantPeriods: grants.map((grant) => grant.period),
    noteCode: note.code,
    noteData: JSON.stringify(note.data),
    eventProvider: event?.provider ?? null,
    eventId: event?.eventId ?? null,
    eventType: event?.type ?? null,
  });
  if (!row) throw new Error("The fulfilment statement answered no row");
  const eventRecorded = event === null || Number(row.events) > 0;
  if (row.id === null) return { eventRecorded };
  const { events: _, grants: granted, ...order } = row;
  return { eventRecorded, paid: { order: toOrderRow(order), grants: Number(granted) } };
}

/** Moves the `until` of a subscription's grants (renewal, end). */
export async function setSubscriptionGrantsUntil(
  db: Database,
  subscriptionId: string,
  until: Date,
): Promise<void> {
  await db
    .update(ownedFeatures)
    .set({ until })
    .where(eq(ownedFeatures.subscriptionId, subscriptionId));
}

/** After a change of cycle: the grants name the new product and period. */
export async function setSubscriptionGrantsProduct(
  db: Database,
  subscriptionId: string,
  { productId, period }: { productId: string; period: Interval },
): Promise<void> {
  await db
    .update(ownedFeatures)
    .set({ shopId: productId, subscriptionShopIds: [productId], period })
    .where(eq(ownedFeatures.subscriptionId, subscriptionId));
}

// --- Subscriptions -------------------------------------------------------------------------------

export async function insertSubscription(
  db: Database,
  values: Omit<SubscriptionRow, "id" | "canceledAt" | "lastEventAt"> & { lastEventAt: Date },
): Promise<SubscriptionRow> {
  const [inserted] = await db
    .insert(subscriptions)
    .values(values)
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const existing = await findSubscriptionByProviderRef(db, values.provider, values.providerRef);
  if (!existing) throw new Error("Subscription vanished after a conflicting insert");
  return existing;
}

export async function findSubscriptionByProviderRef(
  db: Database,
  provider: PaymentProviderName,
  providerRef: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerRef, providerRef)))
    .limit(1);
  return row;
}

export async function findSubscriptionById(
  db: Database,
  id: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

export async function listSubscriptionsOfUser(
  db: Database,
  userId: string,
): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

export async function updateSubscription(
  db: Database,
  id: string,
  values: Partial<Omit<SubscriptionRow, "id">>,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set(values)
    .where(eq(subscriptions.id, id))
    .returning();
  return row;
}

/** active → past_due, unless a newer event was applied already. */
export async function markSubscriptionPastDue(
  db: Database,
  id: string,
  { occurredAt, now }: { occurredAt: Date; now: Date },
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ status: "past_due", lastEventAt: occurredAt, updatedAt: now })
    .where(
      and(
        eq(subscriptions.id, id),
        eq(subscriptions.status, "active"),
        sql`(${subscriptions.lastEventAt} is null or ${subscriptions.lastEventAt} <= ${occurredAt.toISOString()})`,
      ),
    )
    .returning();
  return row;
}

// --- Idempotency keys ----------------------------------------------------------------------------

export type IdempotencyRecord = typeof idempotencyKeys.$inferSelect;

/** Claims a key; the existing record when someone holds it already. */
export async function claimIdempotencyKey(
  db: Database,
  values: { userId: string; key: string; requestHash: string; now: Date },
): Promise<{ claimed: true } | { claimed: false; existing: IdempotencyRecord }> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values({
      userId: values.userId,
      key: values.key,
      requestHash: values.requestHash,
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { claimed: true };
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, values.userId), eq(idempotencyKeys.key, values.key)));
  if (!existing) return claimIdempotencyKey(db, values);
  return { claimed: false, existing };
}

export async function releaseIdempotencyKey(
  db: Database,
  { userId, key }: { userId: string; key: string },
): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}
