import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { affiliateSales, orders } from "../../src/db/schema";
import { bearer, registerUser } from "../account-helpers";
import { buildTestApp, createLogCollector, onPostgres, type TestApp } from "../helper";
import { ageAllAccounts, back, get, post, userIdOf } from "../shop-helpers";
import { startHttpStandIn } from "../stand-ins/http-server";

// GET /api/idev (spec PAY-10, PAY-14, API-AFF-03; decision 0025): the affiliate sale report after
// a PayPal capture through the sandbox, forwarded to a local iDevAffiliate-style stand-in.

const now = new Date("2026-11-21T10:00:00.000Z");
const buyerAddress = "203.0.113.7";

/** A stand-in tracker that can be taken "down" (503) and counts the sale calls it sees. */
async function startTracker() {
  const state = { down: false };
  const server = await startHttpStandIn((_request, response) => {
    response.writeHead(state.down ? 503 : 200, { "content-type": "text/html" });
    response.end(state.down ? "maintenance" : "");
  });
  return { server, state, sales: () => server.requests.filter((r) => r.url.includes("/sale.php")) };
}

/** create → approve (the sandbox page) → capture, as the buyer's browser does; answers the capture. */
async function buyWithPaypal(testApp: TestApp, token: string, productId: string) {
  const created = await post(testApp.app, "/api/paypal/create-paypal-order", token, {
    items: [{ product_id: productId }],
    ...back,
  });
  expect(created.statusCode).toBe(200);
  const id = created.json().id as string;
  const approved = await testApp.app.inject({
    method: "POST",
    url: `/sandbox/paypal/${id}/approve`,
  });
  expect(approved.statusCode).toBe(303);
  const captured = await post(testApp.app, "/api/paypal/capture-paypal-order", token, {
    orderID: id,
  });
  expect(captured.statusCode).toBe(200);
  const capture = captured.json() as { id: string; status: string; amount: { value: string } };
  expect(capture.status).toBe("COMPLETED");
  return { paypalOrderId: id, capture };
}

function report(
  testApp: TestApp,
  token: string | undefined,
  query: Record<string, string>,
  remoteAddress = buyerAddress,
) {
  return testApp.app.inject({
    method: "GET",
    url: "/api/idev",
    query,
    headers: token ? bearer(token) : {},
    remoteAddress,
  });
}

async function salesOf(testApp: TestApp, orderId: string) {
  return testApp.db.select().from(affiliateSales).where(eq(affiliateSales.orderId, orderId));
}

async function orderOfCapture(testApp: TestApp, captureId: string) {
  const [order] = await testApp.db.select().from(orders).where(eq(orders.captureRef, captureId));
  if (!order) throw new Error(`no order captured as ${captureId}`);
  return order;
}

describe("GET /api/idev with an iDevAffiliate-style tracker", () => {
  let tracker: Awaited<ReturnType<typeof startTracker>>;
  let testApp: TestApp;
  let token: string;
  let otherToken: string;

  beforeAll(async () => {
    tracker = await startTracker();
    testApp = await buildTestApp({
      now: () => now,
      env: { AFFILIATE_HOST: `${tracker.server.origin}/idevaffiliate/`, AFFILIATE_PROFILE: "72" },
    });
    token = await registerUser(testApp.app, "affiliate-buyer@example.com");
    otherToken = await registerUser(testApp.app, "affiliate-other@example.com");
    await ageAllAccounts(testApp.db, now);
  });

  afterAll(async () => {
    await testApp.close();
    await tracker.server.close();
  });

  beforeEach(() => {
    tracker.state.down = false;
  });

  it("reports a captured sale once: one row, one forward with the exact query, same answer again", async () => {
    const { capture } = await buyWithPaypal(testApp, token, "trademark-checker-lifetime");
    expect(capture.amount.value).toBe("39.00");
    const before = tracker.sales().length;
    const query = {
      idev_saleamt: capture.amount.value,
      idev_ordernum: capture.id,
      ip_address: buyerAddress,
    };

    const first = await report(testApp, token, query);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ recorded: true, status: "sent" });
    expect(first.headers["cache-control"]).toBe("no-store");

    const forwarded = tracker.sales().slice(before);
    expect(forwarded).toEqual([
      {
        method: "GET",
        url:
          `/idevaffiliate/sale.php?profile=72&idev_saleamt=39.00&idev_ordernum=${capture.id}` +
          `&ip_address=${buyerAddress}`,
      },
    ]);

    const order = await orderOfCapture(testApp, capture.id);
    const rows = await salesOf(testApp, order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: await userIdOf(testApp.db, "affiliate-buyer@example.com"),
      amountCents: 3900,
      currency: "USD",
      affiliate: null,
      ipAddress: buyerAddress,
      status: "sent",
      createdAt: now,
      sentAt: now,
    });

    // A reload of the success page reports again: the same answer, still one row, one forward.
    const again = await report(testApp, token, query);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await salesOf(testApp, order.id)).toHaveLength(1);
    expect(tracker.sales().length).toBe(before + 1);
  });

  it(`concurrent reports of one sale: one row, one forward${onPostgres ? " (PostgreSQL)" : ""}`, async () => {
    const { capture } = await buyWithPaypal(testApp, token, "grammar-checker-lifetime");
    const before = tracker.sales().length;
    const query = { idev_saleamt: capture.amount.value, idev_ordernum: capture.id };

    const answers = await Promise.all(
      Array.from({ length: 8 }, () => report(testApp, token, query)),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(tracker.sales().length).toBe(before + 1);
    const order = await orderOfCapture(testApp, capture.id);
    const rows = await salesOf(testApp, order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe("sent");
    // Once settled, every report answers what the row says.
    expect((await report(testApp, token, query)).json()).toEqual({
      recorded: true,
      status: "sent",
    });
  });

  it("another user's capture id, an unknown one and an unpaid order are 404, and nothing is sent", async () => {
    const { capture } = await buyWithPaypal(testApp, token, "backend-keywords-bulk-lifetime");
    const before = tracker.sales().length;
    const query = { idev_saleamt: capture.amount.value, idev_ordernum: capture.id };

    const foreign = await report(testApp, otherToken, query);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ name: "Error", code: "NOT_FOUND" });

    const unknown = await report(testApp, token, { ...query, idev_ordernum: "9XX00000AB000000C" });
    expect(unknown.statusCode).toBe(404);

    // A capture that is still pending at the provider: the order has its capture ref, unpaid.
    const created = await post(testApp.app, "/api/paypal/create-paypal-order", token, {
      items: [{ product_id: "backend-keywords-marketplaces-lifetime" }],
      ...back,
    });
    const pendingId = created.json().id as string;
    await testApp.db
      .update(orders)
      .set({ captureRef: "PENDINGCAPTURE001" })
      .where(eq(orders.providerRef, pendingId));
    const pending = await report(testApp, token, {
      idev_saleamt: "19.00",
      idev_ordernum: "PENDINGCAPTURE001",
    });
    expect(pending.statusCode).toBe(404);

    expect(tracker.sales().length).toBe(before);
    const order = await orderOfCapture(testApp, capture.id);
    expect(await salesOf(testApp, order.id)).toEqual([]);
  });

  it("an amount other than the captured total is 400 naming idev_saleamt; nothing is recorded", async () => {
    const { capture } = await buyWithPaypal(testApp, token, "keyword-research-workbook");
    const before = tracker.sales().length;

    for (const amount of ["1.00", "39.01", "39", "-39.00", "abc"]) {
      const response = await report(testApp, token, {
        idev_saleamt: amount,
        idev_ordernum: capture.id,
      });
      expect(response.statusCode, amount).toBe(400);
      expect(response.json()).toMatchObject({ name: "Error", code: "VALIDATION_FAILED" });
      expect(response.json().details[0].path).toBe("idev_saleamt");
    }

    expect(tracker.sales().length).toBe(before);
    const order = await orderOfCapture(testApp, capture.id);
    expect(await salesOf(testApp, order.id)).toEqual([]);
  });

  it("checks the query: a missing capture id or an address that is not one is 400 naming it", async () => {
    const missing = await report(testApp, token, { idev_saleamt: "39.00" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].path).toBe("idev_ordernum");
    const badIp = await report(testApp, token, {
      idev_saleamt: "39.00",
      idev_ordernum: "X",
      ip_address: "not-an-address",
    });
    expect(badIp.statusCode).toBe(400);
    expect(badIp.json().details[0].path).toBe("ip_address");
  });

  it("without a session it is 401", async () => {
    const response = await report(testApp, undefined, {
      idev_saleamt: "39.00",
      idev_ordernum: "ANY",
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ name: "Error", code: "UNAUTHENTICATED" });
    const forged = await report(testApp, "not-a-token", {
      idev_saleamt: "39.00",
      idev_ordernum: "ANY",
    });
    expect(forged.statusCode).toBe(401);
  });

  it("forwards the address the API sees, not the page's, and the order's affiliate value", async () => {
    // A card purchase through the sandbox with an affiliate value on paynow; its payment id is
    // the order's capture ref.
    const userId = await userIdOf(testApp.db, "affiliate-buyer@example.com");
    const paynow = await post(testApp.app, "/api/features/paynow", token, {
      items: [{ product_id: "coloring-book-maker-lifetime" }],
      affiliate: "partner 42&co",
      ...back,
    });
    expect(paynow.statusCode).toBe(200);
    const checkoutPath = new URL(paynow.json().url as string).pathname;
    const approved = await testApp.app.inject({
      method: "POST",
      url: `${checkoutPath}/approve`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "",
    });
    expect(approved.statusCode).toBe(303);
    const [order] = (await testApp.db.select().from(orders).where(eq(orders.userId, userId)))
      .filter((row) => row.affiliate === "partner 42&co")
      .filter((row) => row.status === "paid");
    expect(order?.captureRef).toBeTruthy();
    const before = tracker.sales().length;

    const response = await report(
      testApp,
      token,
      {
        idev_saleamt: (order!.totalCents / 100).toFixed(2),
        idev_ordernum: order!.captureRef!,
        ip_address: "198.51.100.250",
      },
      "192.0.2.80",
    );
    expect(response.json()).toEqual({ recorded: true, status: "sent" });

    const [forwarded] = tracker.sales().slice(before);
    const url = new URL(forwarded!.url, "http://tracker");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      profile: "72",
      idev_saleamt: (order!.totalCents / 100).toFixed(2),
      idev_ordernum: order!.captureRef,
      ip_address: "192.0.2.80",
      idev_affiliate: "partner 42&co",
    });
    expect(await salesOf(testApp, order!.id)).toMatchObject([
      { affiliate: "partner 42&co", ipAddress: "192.0.2.80", status: "sent" },
    ]);
  });
});

describe("GET /api/idev when the tracker is down or not configured", () => {
  let tracker: Awaited<ReturnType<typeof startTracker>>;
  let trackedApp: TestApp;
  let offlineApp: TestApp;
  const logs = createLogCollector();

  beforeAll(async () => {
    tracker = await startTracker();
    trackedApp = await buildTestApp({
      now: () => now,
      env: { AFFILIATE_HOST: tracker.server.origin, AFFILIATE_TIMEOUT_MS: "500" },
      logStream: logs.stream,
    });
    offlineApp = await buildTestApp({ now: () => now });
  });

  afterAll(async () => {
    await trackedApp.close();
    await offlineApp.close();
    await tracker.server.close();
  });

  it("a tracker that fails still answers 200: the row is failed, the error logged, no retry", async () => {
    tracker.state.down = true;
    const token = await registerUser(trackedApp.app, "down@example.com");
    await ageAllAccounts(trackedApp.db, now);
    const { capture } = await buyWithPaypal(trackedApp, token, "trademark-checker-lifetime");
    const query = { idev_saleamt: capture.amount.value, idev_ordernum: capture.id };

    const response = await report(trackedApp, token, query);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recorded: true, status: "failed" });
    expect(tracker.sales()).toHaveLength(1);
    expect(tracker.sales()[0]!.url).toBe(
      `/sale.php?idev_saleamt=39.00&idev_ordernum=${capture.id}&ip_address=${buyerAddress}`,
    );

    const order = await orderOfCapture(trackedApp, capture.id);
    expect(await salesOf(trackedApp, order.id)).toMatchObject([
      { status: "failed", sentAt: null, amountCents: 3900 },
    ]);
    const logged = logs
      .entries()
      .find((entry) => entry.msg === "the affiliate sale could not be forwarded to the tracker");
    expect(logged).toMatchObject({ level: 50, orderId: order.id });
    expect(JSON.stringify(logged)).toContain("answered 503");

    // Reporting again answers the same and does not call the tracker again.
    tracker.state.down = false;
    expect((await report(trackedApp, token, query)).json()).toEqual({
      recorded: true,
      status: "failed",
    });
    expect(tracker.sales()).toHaveLength(1);
  });

  it("a tracker that cannot be reached is failed too, and still answered 200", async () => {
    await tracker.server.close();
    const token = await registerUser(trackedApp.app, "closed@example.com");
    const { capture } = await buyWithPaypal(trackedApp, token, "grammar-checker-lifetime");
    const response = await report(trackedApp, token, {
      idev_saleamt: capture.amount.value,
      idev_ordernum: capture.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recorded: true, status: "failed" });
    // The stand-in is started again for afterAll's close.
    tracker = await startTracker();
  });

  it("without AFFILIATE_HOST the sale is only recorded (demo and offline)", async () => {
    const token = await registerUser(offlineApp.app, "offline@example.com");
    const { capture } = await buyWithPaypal(offlineApp, token, "backend-keywords-bulk-lifetime");
    const query = {
      idev_saleamt: capture.amount.value,
      idev_ordernum: capture.id,
      ip_address: "",
    };
    const response = await report(offlineApp, token, query);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ recorded: true, status: "recorded" });
    const order = await orderOfCapture(offlineApp, capture.id);
    expect(await salesOf(offlineApp, order.id)).toMatchObject([
      { status: "recorded", sentAt: null, ipAddress: buyerAddress },
    ]);
    expect((await report(offlineApp, token, query)).json()).toEqual(response.json());
    expect(await salesOf(offlineApp, order.id)).toHaveLength(1);
  });

  it("GET /api/geo carries the address the API sees, for the report's ip_address", async () => {
    const response = await get(offlineApp.app, "/api/geo");
    expect(response.json()).toMatchObject({ ip: "127.0.0.1" });
    const remote = await offlineApp.app.inject({
      method: "GET",
      url: "/api/geo",
      remoteAddress: "2001:db8::7",
    });
    expect(remote.json()).toMatchObject({ ip: "2001:db8::7" });
  });
});
