import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertUser } from "../../src/db/queries/accounts";
import {
  insertOrder,
  insertOrderClaimingKey,
  listOrderLines,
  markOrderPaidWithGrants,
  type NewOrder,
  type NewOrderLine,
  recordCheckoutAnswer,
  recordPaymentEvent,
} from "../../src/db/queries/shop";
import {
  idempotencyKeys,
  notifications,
  orders,
  ownedFeatures,
  paymentEvents,
  type User,
} from "../../src/db/schema";
import { buildTestApp, type TestApp } from "../helper";

// The checkout's prepared write statements (decision 0024), on whichever database the suite runs
// (PGlite, or PostgreSQL under scripts/test-api-postgres.mjs).

const now = new Date("2026-11-21T10:00:00.000Z");

describe("checkout write statements", () => {
  let testApp: TestApp;
  let user: User;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: () => now });
    const inserted = await insertUser(testApp.db, {
      email: "writer@example.com",
      username: "writer",
      passwordHash: null,
      now,
    });
    if (!inserted) throw new Error("The test user was not written");
    user = inserted;
  });

  afterAll(async () => {
    await testApp.close();
  });

  const newOrder = (): NewOrder => ({
    userId: user.id,
    provider: "sandbox",
    channel: "card",
    mode: "payment",
    interval: null,
    totalCents: 12_800,
    currency: "USD",
    specialOffer: null,
    affiliate: "aff-7",
    successUrl: "http://web.test/payment-success",
    failUrl: "http://web.test/payment-failed",
    createdAt: now,
  });
  const twoLines: NewOrderLine[] = [
    {
      position: 0,
      productId: "pro-lifetime",
      kind: "product",
      title: 'Pro "lifetime", {quoted}',
      unitCents: 9_900,
      listCents: 9_900,
      quantity: 1,
    },
    {
      position: 1,
      productId: "hot-niches",
      kind: "product",
      title: "Hot niches",
      unitCents: 2_900,
      listCents: 4_900,
      quantity: 1,
    },
  ];

  it("writes an order with all its lines, array values intact", async () => {
    const order = await insertOrder(testApp.db, newOrder(), twoLines);
    const [row] = await testApp.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "pending", totalCents: 12_800, affiliate: "aff-7" });
    expect(row?.createdAt.toISOString()).toBe(now.toISOString());
    const lines = await listOrderLines(testApp.db, [order.id]);
    expect(lines.map(({ orderId: _, ...line }) => line)).toEqual(twoLines);
  });

  it("claims a key and writes the order once; a held key writes nothing and answers undefined", async () => {
    const claim = { key: "key-once", requestHash: "hash-1" };
    const first = await insertOrderClaimingKey(testApp.db, newOrder(), twoLines, claim);
    const second = await insertOrderClaimingKey(testApp.db, newOrder(), twoLines, claim);
    expect(first?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBeUndefined();
    const ofUser = await testApp.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(ofUser.filter((order) => order.id === first?.id)).toHaveLength(1);
    const keys = await testApp.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "key-once"));
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ requestHash: "hash-1", response: null });
  });

  it("records the provider's answer on the order and, with a key, on the key", async () => {
    const claim = { key: "key-answer", requestHash: "hash-2" };
    const order = await insertOrderClaimingKey(testApp.db, newOrder(), twoLines, claim);
    if (!order) throw new Error("not written");
    await recordCheckoutAnswer(testApp.db, {
      orderId: order.id,
      providerRef: "cs_answer",
      userId: user.id,
      key: claim.key,
      response: { url: "http://api.test/sandbox/checkout/cs_answer" },
    });
    const [row] = await testApp.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.providerRef).toBe("cs_answer");
    const [key] = await testApp.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, claim.key));
    expect(key?.response).toEqual({ url: "http://api.test/sandbox/checkout/cs_answer" });

    const keyless = await insertOrder(testApp.db, newOrder(), twoLines);
    await recordCheckoutAnswer(testApp.db, {
      orderId: keyless.id,
      providerRef: "cs_keyless",
      userId: user.id,
      key: null,
      response: { url: "http://api.test/x" },
    });
    const [keylessRow] = await testApp.db.select().from(orders).where(eq(orders.id, keyless.id));
    expect(keylessRow?.providerRef).toBe("cs_keyless");
  });

  const fulfilWith = (
    orderId: string,
    event: { provider: "sandbox"; eventId: string; type: string } | null,
  ) =>
    markOrderPaidWithGrants(testApp.db, orderId, {
      now: new Date("2026-11-21T10:05:00.000Z"),
      captureRef: "pi_123",
      grants: [
        { featureId: "pro", shopId: "pro-lifetime", period: "lifetime" },
        { featureId: "hot-niches", shopId: "hot-niches", period: "lifetime" },
      ],
      note: { code: "004", data: { product: "Pro, Hot niches" } },
      event,
    });

  const notesOf004 = async () =>
    (await testApp.db.select().from(notifications).where(eq(notifications.userId, user.id))).filter(
      (note) => note.code === "004",
    ).length;

  it("marks an order paid with its grants and one notification, once", async () => {
    const order = await insertOrder(testApp.db, newOrder(), twoLines);
    const notesBefore = await notesOf004();
    const [first, second] = await Promise.all([
      fulfilWith(order.id, null),
      fulfilWith(order.id, null),
    ]);
    const winners = [first.paid, second.paid].filter((paid) => paid !== undefined);
    expect(winners).toHaveLength(1);
    expect(winners[0]?.grants).toBe(2);
    expect(winners[0]?.order).toMatchObject({
      id: order.id,
      userId: user.id,
      status: "paid",
      captureRef: "pi_123",
      totalCents: 12_800,
      successUrl: "http://web.test/payment-success",
    });
    expect(winners[0]?.order.paidAt?.toISOString()).toBe("2026-11-21T10:05:00.000Z");
    expect(winners[0]?.order.createdAt.toISOString()).toBe(now.toISOString());
    expect((await fulfilWith(order.id, null)).paid).toBeUndefined();

    const grants = await testApp.db
      .select()
      .from(ownedFeatures)
      .where(eq(ownedFeatures.orderId, order.id));
    expect(grants.map((grant) => [grant.featureId, grant.period, grant.until])).toEqual(
      expect.arrayContaining([
        ["pro", "lifetime", null],
        ["hot-niches", "lifetime", null],
      ]),
    );
    expect(grants).toHaveLength(2);
    expect(await notesOf004()).toBe(notesBefore + 1);
  });

  it("records the paying event with the fulfilment; a replayed event writes nothing", async () => {
    const order = await insertOrder(testApp.db, newOrder(), twoLines);
    const event = { provider: "sandbox" as const, eventId: "evt_pays", type: "checkout.completed" };
    const notesBefore = await notesOf004();

    const first = await fulfilWith(order.id, event);
    expect(first.eventRecorded).toBe(true);
    expect(first.paid?.order.status).toBe("paid");

    const replay = await fulfilWith(order.id, event);
    expect(replay).toEqual({ eventRecorded: false });

    // Another event for an order paid already: recorded, but nothing is granted again.
    const other = await fulfilWith(order.id, { ...event, eventId: "evt_other" });
    expect(other).toEqual({ eventRecorded: true });

    const events = await testApp.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, order.id));
    expect(events.map((row) => row.eventId).sort()).toEqual(["evt_other", "evt_pays"]);
    expect(await notesOf004()).toBe(notesBefore + 1);
  });

  it("records a payment event once", async () => {
    const event = {
      provider: "sandbox" as const,
      eventId: "evt_once",
      type: "checkout.completed",
      orderId: null,
      now,
    };
    expect(await recordPaymentEvent(testApp.db, event)).toBe(true);
    expect(await recordPaymentEvent(testApp.db, event)).toBe(false);
  });
});
