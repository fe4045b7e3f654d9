import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { affiliateCommissions, orders, refunds } from "../../src/db/schema";
import { bearer, nextAddress, registerUser } from "../account-helpers";
import { consoleCall, latestAudit, makeStaff, movableClock, type Staff } from "../admin-helpers";
import { buildTestApp, type TestApp } from "../helper";
import { snapshotDatabase } from "../security/ownership-cases";
import { ageAllAccounts, approve, back, openCheckout } from "../shop-helpers";

const password = "correct horse battery";

async function register(testApp: TestApp, email: string, lmData?: Record<string, unknown>) {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/account/jsonregister",
    payload: { email, password, ...(lmData ? { lm_data: lmData } : {}) },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode).toBe(200);
  return response.json().token as string;
}

/** Buys one product through the sandbox checkout (with an affiliate click); the new paid order. */
async function buy(testApp: TestApp, token: string, productId: string, affiliate?: string) {
  const known = new Set((await testApp.db.select({ id: orders.id }).from(orders)).map((o) => o.id));
  const path = await openCheckout(testApp.app, token, "/api/features/paynow", {
    items: [{ product_id: productId }],
    ...(affiliate ? { affiliate } : {}),
    ...back,
  });
  expect((await approve(testApp.app, path)).statusCode).toBe(303);
  const fresh = (await testApp.db.select().from(orders)).filter((o) => !known.has(o.id));
  return fresh[0]!;
}

async function clickOf(testApp: TestApp, affiliateId: number, token?: string) {
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/affiliate/clicks",
    payload: { affiliate_id: affiliateId },
    headers: token ? bearer(token) : {},
    remoteAddress: nextAddress(),
  });
  return response.json().click_id as string;
}

async function featuresOf(testApp: TestApp, token: string): Promise<string[]> {
  const response = await testApp.app.inject({
    method: "GET",
    url: "/api/account",
    headers: bearer(token),
  });
  return (response.json().features.simple as Array<{ feature_id: { _id: string } }>).map(
    (entry) => entry.feature_id._id,
  );
}

describe("the console's orders, refunds and held commissions (decision 0104)", () => {
  let testApp: TestApp;
  const clock = movableClock(new Date("2026-12-04T10:00:00Z"));
  let admin: Staff;
  let support: Staff;
  let affiliateToken: string;
  let affiliateId: number;

  beforeAll(async () => {
    testApp = await buildTestApp({ now: clock.now, env: { DEFAULT_COUNTRY: "US" } });
    await testApp.app.ready();
    admin = await makeStaff(testApp.app, testApp.db, clock, "ops@orders.test");
    support = await makeStaff(testApp.app, testApp.db, clock, "help@orders.test", "support");
    affiliateToken = await registerUser(testApp.app, "promoter@example.com");
    const created = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/affiliate/create",
      headers: { ...bearer(affiliateToken), "content-type": "application/json" },
      payload: "",
    });
    affiliateId = created.json().affiliate_id;
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("lists orders with the buyer, filters and sorts them, and shows one with its events", async () => {
    const token = await register(testApp, "lister@orders.test");
    await ageAllAccounts(testApp.db, clock.now());
    const order = await buy(testApp, token, "grammar-checker-lifetime");
    const list = await consoleCall(
      testApp.app,
      support.consoleToken,
      "GET",
      "/api/admin/orders?q=lister&status=paid",
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({
        id: order.id,
        email: "lister@orders.test",
        status: "paid",
        refundedCents: 0,
      }),
    ]);
    const detail = await consoleCall(
      testApp.app,
      support.consoleToken,
      "GET",
      `/api/admin/orders/${order.id}`,
    );
    expect(detail.json()).toMatchObject({
      id: order.id,
      refundableCents: order.totalCents,
      events: [expect.objectContaining({ provider: "sandbox", orderId: order.id })],
    });
    const events = await consoleCall(
      testApp.app,
      support.consoleToken,
      "GET",
      "/api/admin/payment-events",
    );
    expect(events.json().total).toBeGreaterThan(0);
  });

  it("refunds part of an order: the commission is reversed, the buyer keeps the product", async () => {
    const clickId = await clickOf(testApp, affiliateId);
    const token = await register(testApp, "partial@orders.test", { affiliate_click: clickId });
    await ageAllAccounts(testApp.db, clock.now());
    const order = await buy(testApp, token, "pro-lifetime", clickId);
    const [commission] = await testApp.db
      .select()
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.orderId, order.id));
    expect(commission?.status).toBe("pending");

    const before = await snapshotDatabase(testApp.db);
    const bySupport = await consoleCall(
      testApp.app,
      support.consoleToken,
      "POST",
      `/api/admin/orders/${order.id}/refund`,
      {
        amountCents: 500,
        reason: "a goodwill discount",
      },
    );
    expect(bySupport.statusCode).toBe(404);
    const tooMuch = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/orders/${order.id}/refund`,
      {
        amountCents: order.totalCents + 1,
        reason: "a goodwill discount",
      },
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().details[0].path).toBe("amountCents");
    expect(await snapshotDatabase(testApp.db)).toEqual(before);

    const partial = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/orders/${order.id}/refund`,
      {
        amountCents: 500,
        reason: "a goodwill discount",
      },
    );
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({
      refundedCents: 500,
      refundableCents: order.totalCents - 500,
      refunds: [expect.objectContaining({ amountCents: 500, status: "succeeded" })],
      commissions: [expect.objectContaining({ status: "reversed" })],
    });
    expect(await featuresOf(testApp, token)).toContain("pro");
    const settled = await latestAudit(testApp.db, "order.refund");
    expect(settled).toMatchObject({
      actorId: admin.userId,
      targetId: order.id,
      reason: "a goodwill discount",
      after: { refund: { status: "succeeded" }, commissionsReversed: 1, grantsEnded: 0 },
    });
  });

  it("refunds an order in full through the sandbox: grants end, the buyer is told, all audited", async () => {
    const token = await register(testApp, "full@orders.test");
    await ageAllAccounts(testApp.db, clock.now());
    const order = await buy(testApp, token, "pro-lifetime");
    expect(await featuresOf(testApp, token)).toContain("pro");
    const response = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/orders/${order.id}/refund`,
      {
        reason: "bought by mistake",
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ refundedCents: order.totalCents, refundableCents: 0 });
    expect(await featuresOf(testApp, token)).not.toContain("pro");
    const [refund] = await testApp.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(refund).toMatchObject({
      provider: "sandbox",
      status: "succeeded",
      reason: "bought by mistake",
    });
    expect(refund?.refundRef).toMatch(/^re_/);
    const audits = (
      await consoleCall(
        testApp.app,
        admin.consoleToken,
        "GET",
        `/api/admin/audit?targetType=order&targetId=${order.id}`,
      )
    ).json().items;
    expect(
      audits.map((entry: { after: { refund: { status: string } } }) => entry.after.refund.status),
    ).toEqual(["succeeded", "requested"]);
    expect(audits[0].after).toMatchObject({ grantsEnded: 1 });
    expect(audits[1].before).toMatchObject({ status: "paid", refundedCents: 0 });

    const again = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/orders/${order.id}/refund`,
      {
        reason: "twice",
      },
    );
    expect(again.statusCode).toBe(400);
    const notes = await testApp.app.inject({
      method: "GET",
      url: "/api/notification",
      headers: bearer(token),
    });
    expect(JSON.stringify(notes.json())).toContain("We refunded");
  });

  it("clears or reverses a commission held for review, with a reason, audited", async () => {
    const clickId = await clickOf(testApp, affiliateId);
    const heldIds: string[] = [];
    for (const email of ["promoter+one@example.com", "promoter+two@example.com"]) {
      const token = await register(testApp, email, { affiliate_click: clickId });
      await ageAllAccounts(testApp.db, clock.now());
      const order = await buy(testApp, token, "grammar-checker-lifetime", clickId);
      const [commission] = await testApp.db
        .select()
        .from(affiliateCommissions)
        .where(eq(affiliateCommissions.orderId, order.id));
      expect(commission?.status).toBe("held");
      heldIds.push(commission!.id);
    }
    const queue = await consoleCall(
      testApp.app,
      support.consoleToken,
      "GET",
      "/api/admin/commissions",
    );
    expect(
      queue
        .json()
        .items.map((row: { id: string }) => row.id)
        .sort(),
    ).toEqual([...heldIds].sort());
    expect(queue.json().items[0]).toMatchObject({
      affiliateEmail: "promoter@example.com",
      holdReason: "buyer-email-alias",
    });

    const [clear, reverse] = heldIds as [string, string];
    const bySupport = await consoleCall(
      testApp.app,
      support.consoleToken,
      "POST",
      `/api/admin/commissions/${clear}/approve`,
      {
        reason: "checked: a colleague",
      },
    );
    expect(bySupport.statusCode).toBe(404);
    const approved = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/commissions/${clear}/approve`,
      {
        reason: "checked: a colleague",
      },
    );
    expect(approved.json()).toEqual({ id: clear, status: "pending" });
    expect(await latestAudit(testApp.db, "commission.approve")).toMatchObject({
      targetId: clear,
      reason: "checked: a colleague",
      before: { status: "held", holdReason: "buyer-email-alias" },
      after: { status: "pending" },
    });
    const reversed = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/commissions/${reverse}/reverse`,
      {
        reason: "the affiliate's own alias",
      },
    );
    expect(reversed.json()).toEqual({ id: reverse, status: "reversed" });
    expect(await latestAudit(testApp.db, "commission.reverse")).toMatchObject({
      before: { status: "held" },
      after: { status: "reversed", reversalReason: "review" },
    });
    const twice = await consoleCall(
      testApp.app,
      admin.consoleToken,
      "POST",
      `/api/admin/commissions/${reverse}/approve`,
      {
        reason: "changed my mind",
      },
    );
    expect(twice.statusCode).toBe(409);
    expect(
      (await consoleCall(testApp.app, admin.consoleToken, "GET", "/api/admin/commissions")).json()
        .total,
    ).toBe(0);
  });
});
